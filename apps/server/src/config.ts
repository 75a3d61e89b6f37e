// The only reader of process.env: every setting the server takes, validated once at start.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_API_KEY } from '@stash/shared';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  STASH_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  STASH_API_KEY: optionalText,
  STASH_JWT_SECRET: optionalText,
  STASH_PUBLIC_URL: optionalText,
  STASH_WEB_DIST: optionalText,
  STASH_ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
  STASH_REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 60 * 60),
  STASH_LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  STASH_LOGIN_WINDOW_SECONDS: seconds(15 * 60),
  STASH_AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  STASH_TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  STASH_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded database (PGlite) in `dataDir`. */
  databaseUrl: string | undefined;
  apiKey: string;
  /** Unset means a key generated once and kept in `dataDir`. */
  jwtSecret: string | undefined;
  publicUrl: string;
  /** Built web app to serve beside the API; unset in API-only tests. */
  webDist: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  login: { maxFailures: number; windowSeconds: number };
  /** Requests per minute one address may make to the sign-in and invite calls. */
  authRequestsPerMinute: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  logLevel: z.infer<typeof environmentSchema>['STASH_LOG_LEVEL'];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.STASH_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    apiKey: e.STASH_API_KEY ?? DEFAULT_API_KEY,
    jwtSecret: e.STASH_JWT_SECRET,
    publicUrl: (e.STASH_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: e.STASH_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    accessTokenTtlSeconds: e.STASH_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.STASH_REFRESH_TOKEN_TTL_SECONDS,
    login: { maxFailures: e.STASH_LOGIN_MAX_FAILURES, windowSeconds: e.STASH_LOGIN_WINDOW_SECONDS },
    authRequestsPerMinute: e.STASH_AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.STASH_TRUST_PROXY === 'true',
    logLevel: e.STASH_LOG_LEVEL,
  };
}

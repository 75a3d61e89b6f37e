// The only reader of process.env: every setting the server takes, validated once at start.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_API_KEY } from '@stash/shared';
import { WEB_DIST } from './server-files';
import { processSettingsSchema, processSettingsOf, type ProcessSettings } from './process/process-settings';
// Member limits: requests a minute, daily saves, media quota and signed media addresses.
import { limitsSettingsOf, limitsSettingsSchema, mediaLimitsOf, type LimitsSettings } from './modules/limits/limits-settings';
// Media storage: the data dir's folder or an S3-compatible bucket.
import { mediaStorageSettingsOf, mediaStorageSettingsSchema, type MediaStorageSettings } from './providers/storage/media-storage-settings';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** An http(s) origin such as https://www.instagram.com, kept without a trailing slash. */
const origin = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

const CIDR_OR_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]+)(?:\/\d{1,3})?$/i;

/** 'false' -> false; 'true' or '1'..'10' -> that many hops ('true' is the one proxy in front); a list -> its entries. */
function parseTrustProxy(value: string): false | number | string[] | null {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length > 0 && entries.every((entry) => CIDR_OR_ADDRESS.test(entry)) ? entries : null;
}

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
  STASH_TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) context.addIssue({ code: 'custom', message: 'STASH_TRUST_PROXY takes false, a number of proxy hops (1-10) or a comma-separated list of proxy addresses or CIDRs.' });
      return parsed ?? false;
    }),
  STASH_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STASH_ANSWER_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  STASH_CHECK_RESPONSES: z.enum(['strict', 'off']).default('off'),
  // Imports: each member's imported links are added this many at a time, once per interval, so a
  // large export never crowds out the member's own saves or the platforms' patience.
  STASH_IMPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  STASH_IMPORT_INTERVAL_SECONDS: z.coerce.number().positive().max(3_600).default(5),
  // Ingestion: where the platforms are (tests point these at a local fixture server), fetch limits,
  // retries, extraction and geocoding.
  STASH_INSTAGRAM_ORIGIN: origin('https://www.instagram.com'),
  STASH_INSTAGRAM_GRAPH_ORIGIN: origin('https://graph.facebook.com'),
  STASH_INSTAGRAM_OEMBED_TOKEN: optionalText,
  STASH_TIKTOK_ORIGIN: origin('https://www.tiktok.com'),
  STASH_TIKTOK_SHORT_LINK_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STASH_X_SYNDICATION_ORIGIN: origin('https://cdn.syndication.twimg.com'),
  STASH_X_OEMBED_ORIGIN: origin('https://publish.twitter.com'),
  STASH_FETCH_ALLOW_HOSTS: z.string().default(''),
  STASH_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  STASH_FETCH_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  STASH_MEDIA_MAX_IMAGE_BYTES: z.coerce.number().int().positive().default(15 * 1024 * 1024),
  STASH_MEDIA_MAX_VIDEO_BYTES: z.coerce.number().int().min(0).default(50 * 1024 * 1024),
  STASH_INGEST_RETRY_LIMIT: z.coerce.number().int().min(0).default(5),
  STASH_INGEST_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
  STASH_INGEST_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().positive().default(3_600),
  STASH_INGEST_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  STASH_INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  STASH_INGEST_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // The sweeper (ingest/sweeper.ts): stalled posts and unrecorded media files.
  STASH_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(59).default(5),
  STASH_SWEEP_REQUEUE_LIMIT: z.coerce.number().int().min(0).max(100).default(3),
  STASH_SWEEP_MARGIN_SECONDS: z.coerce.number().int().min(0).default(120),
  STASH_ORPHAN_MEDIA_GRACE_MINUTES: z.coerce.number().int().min(1).default(60),
  STASH_LLM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STASH_LLM_MODEL: optionalText,
  STASH_LLM_API_KEY: optionalText,
  STASH_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  STASH_IG_APP_SECRET: optionalText,
  STASH_IG_VERIFY_TOKEN: optionalText,
  STASH_IG_ACCESS_TOKEN: optionalText,
  STASH_IG_SEND_API_URL: origin('https://graph.instagram.com/v21.0'),
  STASH_IG_HANDLE: optionalText,
  STASH_SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'STASH_SMTP_URL must be an smtp:// or smtps:// address.' }).optional()),
  STASH_MAIL_FROM: optionalText,
  STASH_LLM_MAX_TOKENS: z.coerce.number().int().min(256).max(32_000).default(2_000),
  STASH_EMBEDDINGS_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STASH_EMBEDDINGS_MODEL: optionalText,
  STASH_EMBEDDINGS_API_KEY: optionalText,
  STASH_EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  STASH_GEOCODER: z.enum(['gazetteer', 'nominatim', 'photon']).default('gazetteer'),
  STASH_NOMINATIM_URL: origin('https://nominatim.openstreetmap.org'),
  STASH_PHOTON_URL: origin('https://photon.komoot.io'),
  STASH_GOOGLE_PLACES_API_KEY: optionalText,
  STASH_GOOGLE_PLACES_ORIGIN: origin('https://places.googleapis.com'),
  // Processes: STASH_ROLE, STASH_EXTRACT_THREADS, STASH_SHUTDOWN_SECONDS (process/process-settings.ts).
  ...processSettingsSchema,
  // Member limits: STASH_LIMIT_*, STASH_MEDIA_QUOTA_MB, STASH_MEDIA_MAX_ITEMS_PER_POST, STASH_MEDIA_URL_TTL_SECONDS (modules/limits/limits-settings.ts).
  ...limitsSettingsSchema,
  // Media storage: STASH_MEDIA_STORAGE, STASH_S3_* (providers/storage/media-storage-settings.ts).
  ...mediaStorageSettingsSchema,
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
  /** Imported links added per member at a time (batchSize every intervalSeconds). */
  imports: { batchSize: number; intervalSeconds: number };
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  /**
   * Which proxies' X-Forwarded-For to believe: none (false), the nearest N hops, or these addresses
   * and CIDRs. The client address is then the right-most one no trusted proxy wrote, never one the
   * client may have put in the header itself.
   */
  trustProxy: false | number | string[];
  /**
   * Saving by Instagram direct message: the webhook is open only with the app secret (every
   * delivery's signature is checked with it); replies go through the Send API with the access
   * token, or are only logged without one.
   */
  instagram: {
    appSecret: string | undefined;
    verifyToken: string | undefined;
    accessToken: string | undefined;
    sendApiUrl: string;
    /** Stash's own account, shown to members: where to send the linking code and posts. */
    handle: string | undefined;
  };
  /** An SMTP server for the product's emails; without one they are logged (links printed locally). */
  smtp: { url: string; from: string } | undefined;
  logLevel: z.infer<typeof environmentSchema>['STASH_LOG_LEVEL'];
  /** Memory for answers kept per member while their stash is unchanged (http/stash-answers.ts); 0 keeps none. */
  answerCacheBytes: number;
  /** Check every JSON answer's keys against its schema before sending (http/response-shape.ts): for test suites, not production. */
  checkResponses: boolean;
  /** An OpenAI-compatible /v1/embeddings endpoint; unset: search by words alone. */
  embeddings: EmbeddingsConfig | undefined;
  ingest: IngestConfig;
  /** What this process runs (API, workers or both), its extraction threads and its shutdown deadline. */
  process: ProcessSettings;
  /** Per-member request limits and daily saves (modules/limits), and how long signed media addresses last. */
  limits: LimitsSettings;
  /** Where downloaded media is kept: the data dir's folder, or an S3-compatible bucket. */
  mediaStorage: MediaStorageSettings;
}

export interface EmbeddingsConfig {
  /** Up to the version path, e.g. http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface IngestConfig {
  origins: {
    instagram: string;
    /** Instagram oEmbed lives on the Graph API host and needs a token. */
    instagramGraph: string;
    tiktok: string;
    /** Where vm.tiktok.com / vt.tiktok.com short links are resolved; unset: at their own host. */
    tiktokShortLinks: string | undefined;
    xSyndication: string;
    xOembed: string;
  };
  instagramOembedToken: string | undefined;
  fetch: {
    timeoutMs: number;
    /** Cap on a page or JSON answer. */
    maxBytes: number;
    /** host:port pairs the SSRF guard lets through although they are loopback or private (tests only). */
    allowHosts: string[];
  };
  /** Per-file size limits; items stored per post; stored bytes per member (0: no quota). */
  media: { maxImageBytes: number; maxVideoBytes: number; maxItemsPerPost: number; memberQuotaBytes: number };
  retry: { limit: number; delaySeconds: number; delayMaxSeconds: number };
  /** A job running longer (a worker that died mid-job) is taken up again after this. */
  jobTimeoutSeconds: number;
  /** Jobs one process works on at once, per stage. */
  concurrency: number;
  /**
   * How often idle workers look for jobs. New jobs wake them at once (NOTIFY); this is what
   * bounds the wait for a retry whose delay has passed.
   */
  pollSeconds: number;
  /** The sweeper (ingest/sweeper.ts). */
  sweep: {
    /** How often it runs; 0: never. */
    intervalMinutes: number;
    /** Times a post's stalled stage is queued again before the post is failed. */
    requeueLimit: number;
    /** A post counts as stalled when it has not moved for the job timeout plus this long. */
    marginSeconds: number;
    /** A media file no row names is removed once it is this old (a younger one may be mid-save). */
    orphanGraceMinutes: number;
  };
  /** An OpenAI-compatible chat endpoint; unset: the rule-based extractor only. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number; maxTokens: number } | undefined;
  geocoder: {
    provider: 'gazetteer' | 'nominatim' | 'photon';
    nominatimUrl: string;
    photonUrl: string;
    googlePlacesApiKey: string | undefined;
    googlePlacesOrigin: string;
  };
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
    process: processSettingsOf(e),
    limits: limitsSettingsOf(e),
    mediaStorage: mediaStorageSettingsOf(e),
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    apiKey: e.STASH_API_KEY ?? DEFAULT_API_KEY,
    jwtSecret: e.STASH_JWT_SECRET,
    publicUrl: (e.STASH_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: e.STASH_WEB_DIST ?? WEB_DIST,
    accessTokenTtlSeconds: e.STASH_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.STASH_REFRESH_TOKEN_TTL_SECONDS,
    login: { maxFailures: e.STASH_LOGIN_MAX_FAILURES, windowSeconds: e.STASH_LOGIN_WINDOW_SECONDS },
    authRequestsPerMinute: e.STASH_AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.STASH_TRUST_PROXY,
    smtp: e.STASH_SMTP_URL ? { url: e.STASH_SMTP_URL, from: e.STASH_MAIL_FROM ?? `Stash <no-reply@${new URL(e.STASH_PUBLIC_URL ?? 'http://localhost').hostname}>` } : undefined,
    instagram: {
      appSecret: e.STASH_IG_APP_SECRET,
      verifyToken: e.STASH_IG_VERIFY_TOKEN,
      accessToken: e.STASH_IG_ACCESS_TOKEN,
      sendApiUrl: e.STASH_IG_SEND_API_URL,
      handle: e.STASH_IG_HANDLE?.replace(/^@/, ''),
    },
    logLevel: e.STASH_LOG_LEVEL,
    answerCacheBytes: Math.round(e.STASH_ANSWER_CACHE_MB * 1024 * 1024),
    checkResponses: e.STASH_CHECK_RESPONSES === 'strict',
    imports: { batchSize: e.STASH_IMPORT_BATCH_SIZE, intervalSeconds: e.STASH_IMPORT_INTERVAL_SECONDS },
    embeddings:
      e.STASH_EMBEDDINGS_URL && e.STASH_EMBEDDINGS_MODEL
        ? { baseUrl: e.STASH_EMBEDDINGS_URL.replace(/\/+$/, ''), model: e.STASH_EMBEDDINGS_MODEL, apiKey: e.STASH_EMBEDDINGS_API_KEY, timeoutMs: e.STASH_EMBEDDINGS_TIMEOUT_MS }
        : undefined,
    ingest: {
      origins: {
        instagram: e.STASH_INSTAGRAM_ORIGIN,
        instagramGraph: e.STASH_INSTAGRAM_GRAPH_ORIGIN,
        tiktok: e.STASH_TIKTOK_ORIGIN,
        tiktokShortLinks: e.STASH_TIKTOK_SHORT_LINK_ORIGIN?.replace(/\/+$/, ''),
        xSyndication: e.STASH_X_SYNDICATION_ORIGIN,
        xOembed: e.STASH_X_OEMBED_ORIGIN,
      },
      instagramOembedToken: e.STASH_INSTAGRAM_OEMBED_TOKEN,
      fetch: {
        timeoutMs: e.STASH_FETCH_TIMEOUT_MS,
        maxBytes: e.STASH_FETCH_MAX_BYTES,
        allowHosts: e.STASH_FETCH_ALLOW_HOSTS.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean),
      },
      media: { maxImageBytes: e.STASH_MEDIA_MAX_IMAGE_BYTES, maxVideoBytes: e.STASH_MEDIA_MAX_VIDEO_BYTES, ...mediaLimitsOf(e) },
      retry: {
        limit: e.STASH_INGEST_RETRY_LIMIT,
        delaySeconds: e.STASH_INGEST_RETRY_DELAY_SECONDS,
        delayMaxSeconds: e.STASH_INGEST_RETRY_DELAY_MAX_SECONDS,
      },
      jobTimeoutSeconds: e.STASH_INGEST_JOB_TIMEOUT_SECONDS,
      concurrency: e.STASH_INGEST_CONCURRENCY,
      pollSeconds: e.STASH_INGEST_POLL_SECONDS,
      sweep: {
        intervalMinutes: e.STASH_SWEEP_INTERVAL_MINUTES,
        requeueLimit: e.STASH_SWEEP_REQUEUE_LIMIT,
        marginSeconds: e.STASH_SWEEP_MARGIN_SECONDS,
        orphanGraceMinutes: e.STASH_ORPHAN_MEDIA_GRACE_MINUTES,
      },
      llm:
        e.STASH_LLM_BASE_URL && e.STASH_LLM_MODEL
          ? { baseUrl: e.STASH_LLM_BASE_URL.replace(/\/+$/, ''), model: e.STASH_LLM_MODEL, apiKey: e.STASH_LLM_API_KEY, timeoutMs: e.STASH_LLM_TIMEOUT_MS, maxTokens: e.STASH_LLM_MAX_TOKENS }
          : undefined,
      geocoder: {
        provider: e.STASH_GEOCODER,
        nominatimUrl: e.STASH_NOMINATIM_URL,
        photonUrl: e.STASH_PHOTON_URL,
        googlePlacesApiKey: e.STASH_GOOGLE_PLACES_API_KEY,
        googlePlacesOrigin: e.STASH_GOOGLE_PLACES_ORIGIN,
      },
    },
  };
}

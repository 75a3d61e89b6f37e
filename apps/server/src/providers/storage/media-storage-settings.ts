// Which media store the server uses, read from the environment with the rest of the configuration
// (config.ts spreads the schema into its own): the data dir's folder by default, or an
// S3-compatible bucket. The bucket's secret is kept behind a function, so printing or logging the
// configuration never shows it.
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** The environment variables. */
export const mediaStorageSettingsSchema = {
  STASH_MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** Unset: AWS's own endpoint for the region. */
  STASH_S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'STASH_S3_ENDPOINT must be an http:// or https:// address.' }).optional()),
  STASH_S3_BUCKET: optionalText,
  STASH_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Objects are kept under this prefix (e.g. 'stash/'), so a bucket can be shared. */
  STASH_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._/-]*$/, 'STASH_S3_PREFIX may hold letters, digits and . _ - / only.')
    .default(''),
  STASH_S3_ACCESS_KEY_ID: optionalText,
  STASH_S3_SECRET_ACCESS_KEY: optionalText,
  /** Addresses as <endpoint>/<bucket>/<key> (MinIO and most self-hosted stores) rather than <bucket>.<endpoint>/<key>. */
  STASH_S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
};

type MediaStorageEnvironment = z.infer<z.ZodObject<typeof mediaStorageSettingsSchema>>;

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3MediaSettings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** '' or a prefix ending in '/'. */
  prefix: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's usual sources (AWS_* variables, an instance role). A function, so the secret is never printed with the configuration. */
  credentials: (() => S3Credentials) | undefined;
}

export type MediaStorageSettings = { kind: 'disk' } | ({ kind: 's3' } & S3MediaSettings);

/** The settings, or the same "Invalid configuration" error as the rest of the configuration when they do not fit together. */
export function mediaStorageSettingsOf(e: MediaStorageEnvironment): MediaStorageSettings {
  if (e.STASH_MEDIA_STORAGE === 'disk') return { kind: 'disk' };
  const problems: string[] = [];
  if (!e.STASH_S3_BUCKET) problems.push('STASH_S3_BUCKET: STASH_MEDIA_STORAGE=s3 needs the bucket to keep media in.');
  const accessKeyId = e.STASH_S3_ACCESS_KEY_ID;
  const secretAccessKey = e.STASH_S3_SECRET_ACCESS_KEY;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('STASH_S3_ACCESS_KEY_ID: set both STASH_S3_ACCESS_KEY_ID and STASH_S3_SECRET_ACCESS_KEY, or neither (to use the AWS_* variables or an instance role).');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const prefix = e.STASH_S3_PREFIX.replace(/^\/+/, '');
  return {
    kind: 's3',
    endpoint: e.STASH_S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: e.STASH_S3_BUCKET!,
    region: e.STASH_S3_REGION,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    forcePathStyle: e.STASH_S3_FORCE_PATH_STYLE === 'true' || e.STASH_S3_FORCE_PATH_STYLE === '1',
    credentials: accessKeyId && secretAccessKey ? () => ({ accessKeyId, secretAccessKey }) : undefined,
  };
}

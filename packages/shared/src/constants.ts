// Business constants of the product specification (section 9), shared by web and server.

export const API_VERSION = 'v2.0.1';
export const STORAGE_PREFIX = 'stash_';

export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_POLICY = { maxAttempts: 1, initialDelayMs: 1_000, maxDelayMs: 10_000, factor: 2 } as const;
export const CLIENT_RATE_LIMIT = { perMinute: 60, perHour: 1_000 } as const;
/** The client refreshes an access token this long before it expires. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export const GET_CACHE_TTL_MS = 60_000;
export const POST_CACHE_TTL_MS = 60_000;
export const ENTITY_CACHE_TTL_MS = 5 * 60_000;
export const BATCH_CHUNK_SIZE = 50;

export const POSTS_LIST_DEFAULTS = { limit: 20, offset: 0, sort: 'desc' } as const;
export const FEED_PAGE_SIZE = 36;

export const NEARBY_RADIUS_KM = { min: 0.1, max: 5_000 } as const;
export const TRENDING_DEFAULT_LIMIT = 10;

export const TAG_NAME_MAX_LENGTH = 50;
export const TAG_COLORS = [
  '#ef4444', '#f97316', '#f59e0b', '#eab308', '#84cc16', '#22c55e',
  '#06b6d4', '#3b82f6', '#6366f1', '#8b5cf6', '#d946ef', '#ec4899',
] as const;
export type TagColor = (typeof TAG_COLORS)[number];
/** Not in the spec: a bound on one request's work, far above any real post's labels. */
export const TAGS_PER_POST_MAX = 100;

export const TOAST_DURATION_MS = 1_500;
export const COPY_CONFIRMATION_MS = 2_000;

/** The x-api-key the server accepts and the web build sends when STASH_API_KEY is not set. */
export const DEFAULT_API_KEY = 'stash-web-client';

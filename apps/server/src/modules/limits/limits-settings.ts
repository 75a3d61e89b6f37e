// The member limits' settings, read from the environment with the rest of the configuration
// (config.ts spreads the schema into its own): requests a minute per action, the daily save cap,
// the media quota and items per post, and how long a signed media address lasts.
import { z } from 'zod';
import type { MemberLimitedAction } from '@stash/shared';
import type { LimitsConfig } from './limits.service';

const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** The environment variables; a limit of 0 switches that limit off. */
export const limitsSettingsSchema = {
  STASH_LIMIT_SAVES_PER_MINUTE: count(30),
  STASH_LIMIT_RETRIES_PER_MINUTE: count(30),
  STASH_LIMIT_SEARCHES_PER_MINUTE: count(60),
  STASH_LIMIT_CHATS_PER_MINUTE: count(20),
  STASH_LIMIT_SAVES_PER_DAY: count(500),
  STASH_MEDIA_QUOTA_MB: count(2_048),
  STASH_MEDIA_MAX_ITEMS_PER_POST: z.coerce.number().int().min(1).max(1_000).default(20),
  STASH_MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 24 * 60 * 60).default(4 * 60 * 60),
};

type LimitsEnvironment = { [Key in keyof typeof limitsSettingsSchema]: number };

export interface LimitsSettings extends LimitsConfig {
  /** How long a media address in an answer stays good (http/media-urls.ts). */
  mediaUrlTtlSeconds: number;
}

export function limitsSettingsOf(e: LimitsEnvironment): LimitsSettings {
  const perMinute: Record<MemberLimitedAction, number> = {
    saves: e.STASH_LIMIT_SAVES_PER_MINUTE,
    retries: e.STASH_LIMIT_RETRIES_PER_MINUTE,
    search: e.STASH_LIMIT_SEARCHES_PER_MINUTE,
    chat: e.STASH_LIMIT_CHATS_PER_MINUTE,
  };
  return { perMinute, savesPerDay: e.STASH_LIMIT_SAVES_PER_DAY, mediaUrlTtlSeconds: e.STASH_MEDIA_URL_TTL_SECONDS };
}

/** The media stage's share: items stored per post, and stored bytes per member (0: no quota). */
export function mediaLimitsOf(e: LimitsEnvironment): { maxItemsPerPost: number; memberQuotaBytes: number } {
  return { maxItemsPerPost: e.STASH_MEDIA_MAX_ITEMS_PER_POST, memberQuotaBytes: e.STASH_MEDIA_QUOTA_MB * 1024 * 1024 };
}

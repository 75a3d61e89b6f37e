// Each member's stored media is capped in bytes (config ingest.media.memberQuotaBytes): the media
// stage stores no more once it is used up, and the profile shows how much is used.
export { memberMediaBytes } from './ingest.repo';

/** Why an item was left as a link: kept on its media row (media.skipped_reason). */
export const QUOTA_SKIP_REASON = 'media_quota';

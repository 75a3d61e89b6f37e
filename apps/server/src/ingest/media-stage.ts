// Stage 2: download the post's images and thumbnails (and videos under the size limit) into media
// storage. Platform media addresses are signed and expire, so the stored copy is what the app
// shows. Each copy is recorded as soon as it is stored, so a retry only fetches what is missing.
// A file that cannot be had (gone, too big, not media) is left as a link rather than failing the post,
// and so is one over the member's media quota (its row says why): the post is organised from its text.
import { randomBytes } from 'node:crypto';
import { OutboundRequestError, safeFetch } from '../lib/safe-fetch';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { mediaTypeOf, storedExtension } from './media-type';
import { mediaWithoutCopy, recordCopy, recordSkippedCopy, STORED_COVER, type MediaRow } from './ingest.repo';
import { QUOTA_SKIP_REASON, memberMediaBytes } from './media-quota';
import { StageFailure } from './stage-failure';
import { completeStageWith, postReadyFor, type PostRow } from './stage-progress';

/** Answers that no retry will change. */
const PERMANENT_KINDS = new Set(['blocked_address', 'bad_url', 'too_large', 'content_type']);
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 410, 451]);

export async function runMediaStage(deps: IngestDependencies, postId: string, attempt: Attempt, carried?: PostRow | null): Promise<PostRow | null> {
  const post = await postReadyFor(deps.db, postId, 'media', carried);
  if (!post) return null;
  const missing = await mediaWithoutCopy(deps.db, postId);
  const quota = deps.config.media.memberQuotaBytes;
  // Several posts of one member may be stored at once, so the quota can be passed by at most their files in flight.
  let quotaLeft = quota > 0 && missing.length > 0 ? quota - (await memberMediaBytes(deps.db, post.userId)) : Infinity;

  let retryLater: unknown = null;
  for (const item of missing) {
    const fileLimit = fileLimitOf(deps, item);
    try {
      if (quotaLeft <= 0) throw new OverQuota();
      quotaLeft -= await storeCopy(deps, item, Math.min(fileLimit, quotaLeft));
    } catch (error) {
      if (error instanceof OverQuota || (quotaLeft < fileLimit && isTooLarge(error))) {
        deps.log.info({ postId, position: item.position }, "media left as a link: the member's media quota is used up");
        await recordSkippedCopy(deps.db, item.id, QUOTA_SKIP_REASON);
      } else if (isPermanent(error)) {
        deps.log.info({ postId, position: item.position, err: error }, 'media left as a link');
      } else {
        retryLater ??= error;
      }
    }
  }
  // Worth another try while tries remain; on the last one the post goes on with what it has.
  if (retryLater && !attempt.last) {
    throw new StageFailure('Saving this post\'s pictures is taking longer than usual. We will try again shortly.', true, String(retryLater));
  }

  // media_url is the still picture a card can show: the first stored image, else the first stored file.
  return completeStageWith(deps, postId, 'media', { mediaUrl: STORED_COVER });
}

/** The size limit of one file of this item's type; 0 for videos when they are not kept. */
function fileLimitOf(deps: IngestDependencies, item: MediaRow): number {
  return item.type === 'video' ? deps.config.media.maxVideoBytes : deps.config.media.maxImageBytes;
}

/** Downloads and stores the item (up to `maxBytes`); answers the bytes it stored. */
async function storeCopy(deps: IngestDependencies, item: MediaRow, maxBytes: number): Promise<number> {
  if (item.type === 'video' && deps.config.media.maxVideoBytes === 0) return 0;
  const response = await safeFetch(item.originalUrl, {
    timeoutMs: deps.config.fetch.timeoutMs * 3,
    maxBytes,
    allowHosts: deps.config.fetch.allowHosts,
    accept: ['image/', 'video/', 'application/octet-stream', 'binary/octet-stream'],
  });
  if (response.status < 200 || response.status >= 300) {
    const message = `media answered HTTP ${response.status}`;
    throw PERMANENT_STATUSES.has(response.status) ? new MediaGone(message) : new Error(message);
  }
  const type = mediaTypeOf(response.contentType, response.url);
  const key = `${item.postId}-${item.position}-${randomBytes(4).toString('hex')}.${storedExtension(response.contentType, response.url)}`;
  await deps.mediaStorage.put(key, response.body);
  const recorded = await recordCopy(deps.db, item, {
    storageKey: key,
    contentType: response.contentType,
    byteSize: response.body.byteLength,
    type: type === 'unknown' ? item.type : type,
  });
  // Another run stored this one first (or the post was fetched anew): this copy is not needed.
  if (!recorded) await deps.mediaStorage.remove([key]);
  return recorded ? response.body.byteLength : 0;
}

/** The member's media quota is used up: the item is not downloaded. */
class OverQuota extends Error {}

const isTooLarge = (error: unknown) => error instanceof OutboundRequestError && error.kind === 'too_large';

/** The file is not there (or not for us) and will not be on a retry. */
class MediaGone extends Error {}

function isPermanent(error: unknown): boolean {
  if (error instanceof OutboundRequestError) return PERMANENT_KINDS.has(error.kind);
  return error instanceof MediaGone;
}

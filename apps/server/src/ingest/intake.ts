// How a post enters the pipeline: the save call hands over a link (or a failed post to try again)
// and the pipeline decides where it starts, inside the caller's transaction so the post and its
// first job commit together.
import type { CanonicalLink } from '@stash/shared';
import type { Executor } from '../db/connection';
import { createOrFindPost, createOrFindSharedPost, restartPost, type PostOrigin, type SavedPost } from '../modules/posts/post-lifecycle';
import type { Queue } from '../queue/queue';
import { scheduleStage } from './ingest-queue';
import { INGEST_STAGES } from './stages';

/** Queues the post's first stage. */
function startPipeline(queue: Queue, tx: Executor, postId: string): Promise<void> {
  return scheduleStage(queue, tx, INGEST_STAGES[0], postId);
}

/**
 * The member's post for this link, queued when it is new or had failed (saving a failed link again
 * is how a member asks for another try); `queued` says whether work was started.
 */
export async function takeLink(
  queue: Queue,
  tx: Executor,
  userId: string,
  link: CanonicalLink,
  givenUrl: string,
  origin?: PostOrigin,
): Promise<SavedPost & { queued: boolean }> {
  return startUnlessRunning(queue, tx, await createOrFindPost(tx, userId, link, givenUrl, origin));
}

/** A post shared by message without a link (its caption and picture came with the message). */
export async function takeSharedPost(
  queue: Queue,
  tx: Executor,
  userId: string,
  shared: Parameters<typeof createOrFindSharedPost>[2],
  origin: PostOrigin,
): Promise<SavedPost & { queued: boolean }> {
  return startUnlessRunning(queue, tx, await createOrFindSharedPost(tx, userId, shared, origin));
}

/** A new post is started, a failed one started over (saving it again asks for another try); any other is left as it is. */
async function startUnlessRunning(queue: Queue, tx: Executor, post: SavedPost): Promise<SavedPost & { queued: boolean }> {
  const restart = !post.created && post.status === 'failed';
  if (restart) await restartPost(tx, post.id);
  if (post.created || restart) await startPipeline(queue, tx, post.id);
  return { ...post, status: restart ? 'pending' : post.status, queued: post.created || restart };
}

/** pg-boss priority of an imported post's first stage: below a save's (0), so a member's own saves are fetched first. */
export const IMPORT_PRIORITY = -10;

/**
 * A link from an imported export: a new post (keeping the export's 'saved on' time) is queued at
 * the import's low priority; a post the member already has is left exactly as it is, failed or not.
 */
export async function takeImportedLink(queue: Queue, tx: Executor, userId: string, link: CanonicalLink, givenUrl: string, savedAt: Date | null): Promise<SavedPost> {
  const post = await createOrFindPost(tx, userId, link, givenUrl, undefined, savedAt);
  if (post.created) await scheduleStage(queue, tx, INGEST_STAGES[0], post.id, { priority: IMPORT_PRIORITY });
  return post;
}

/** Starts a failed post over from the beginning. */
export async function takeFailedPost(queue: Queue, tx: Executor, postId: string): Promise<void> {
  await restartPost(tx, postId);
  await startPipeline(queue, tx, postId);
}

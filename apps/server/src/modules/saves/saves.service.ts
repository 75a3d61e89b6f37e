// Saving a link: checks it with the shared link rules and hands it to the pipeline, which stores
// the post and queues its work in one transaction; the call answers at once. Nothing is fetched here.
import { parseSaveLink, type SaveLinkRequest, type SaveLinkResponse } from '@stash/shared';
import type { Database } from '../../db/connection';
import { takeFailedPost, takeLink } from '../../ingest/intake';
import type { Queue } from '../../queue/queue';
import { AppError, invalid } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { lockOwnPost } from '../posts/post-lifecycle';
import type { LimitsService } from '../limits/limits.service';

export type SavesService = ReturnType<typeof createSavesService>;

/** The answer, and whether this call queued work (202) or found the post as it was (200). */
export interface SaveOutcome {
  body: SaveLinkResponse;
  queued: boolean;
}

/** Without `limits` (benchmarks, evaluations) saving is uncapped. */
export function createSavesService({ db, queue, limits }: { db: Database; queue: Queue; limits?: Pick<LimitsService, 'takeDailySave'> }) {
  async function save(userId: string, request: Pick<SaveLinkRequest, 'url'>): Promise<SaveOutcome> {
    const parsed = parseSaveLink(request.url);
    if (!parsed.ok) throw invalid(parsed.message);
    const { link } = parsed;
    return db.transaction(async (tx) => {
      const post = await takeLink(queue, tx, userId, link, request.url.trim());
      // Only a new post counts against the daily cap; over it, the post is rolled back with the count.
      if (post.created && limits) await limits.takeDailySave(tx, userId);
      return { body: { id: post.id, status: post.status, duplicate: !post.created, url: link.url }, queued: post.queued };
    });
  }

  /** Another try for a failed post (the stash card's retry). */
  async function retry(userId: string, postId: string): Promise<SaveOutcome> {
    if (!isUuid(postId)) throw new AppError('NOT_FOUND', 'Post not found');
    return db.transaction(async (tx) => {
      const post = await lockOwnPost(tx, userId, postId);
      if (!post) throw new AppError('NOT_FOUND', 'Post not found');
      const body = { id: post.id, status: post.status, duplicate: true, url: post.canonicalUrl };
      if (post.status !== 'failed') return { body, queued: false };
      await takeFailedPost(queue, tx, post.id);
      return { body: { ...body, status: 'pending' }, queued: true };
    });
  }

  return { save, retry };
}

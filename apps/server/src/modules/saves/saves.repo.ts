import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CanonicalLink, PostStatus } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { posts } from '../../db/schema';
import { SAVED } from '../../ingest/stages';

export interface SavedPost {
  id: string;
  status: PostStatus;
  created: boolean;
}

/**
 * The member's post for this canonical link: a new pending one, or the one they already have
 * (ON CONFLICT makes two saves of one link at the same moment end as one post).
 */
export async function insertOrFindPost(tx: Executor, userId: string, link: CanonicalLink, givenUrl: string): Promise<SavedPost> {
  const id = randomUUID();
  const inserted = await tx
    .insert(posts)
    .values({
      id,
      userId,
      // A web save has no messaging ids; the post id stands in for both, as the client expects them set.
      messageMid: `web-${id}`,
      messageId: `web-${id}`,
      sourceUrl: givenUrl,
      canonicalUrl: link.url,
      activityType: link.platform,
      status: 'pending',
      ingestStage: SAVED,
      rawDump: { original_url: link.url },
    })
    .onConflictDoNothing({ target: [posts.userId, posts.canonicalUrl] })
    .returning({ id: posts.id, status: posts.status });
  if (inserted[0]) return { ...inserted[0], created: true };
  const [existing] = await tx
    .select({ id: posts.id, status: posts.status })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.canonicalUrl, link.url)))
    .for('update');
  if (!existing) throw new Error('a conflicting post vanished during the save');
  return { ...existing, created: false };
}

/** Puts a failed post back at the start of the pipeline. */
export async function restartPost(tx: Executor, postId: string): Promise<void> {
  await tx
    .update(posts)
    .set({ status: 'pending', statusReason: null, ingestStage: SAVED, updatedAt: new Date() })
    .where(eq(posts.id, postId));
}

export async function findOwnPost(tx: Executor, userId: string, postId: string) {
  const [row] = await tx
    .select({ id: posts.id, status: posts.status, canonicalUrl: posts.canonicalUrl })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .for('update');
  return row;
}

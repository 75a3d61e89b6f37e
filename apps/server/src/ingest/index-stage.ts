// Stage 5: rebuild the post's search text and weighted document (title, caption, entity names,
// tags) and mark it organised.
import { eq } from 'drizzle-orm';
import { refreshPostSearch } from '../db/post-search';
import { posts } from '../db/schema';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { completeStage, postReadyFor } from './stage-progress';

export async function runIndexStage(deps: IngestDependencies, postId: string, _attempt: Attempt): Promise<void> {
  if (!(await postReadyFor(deps.db, postId, 'index'))) return;
  await completeStage(deps, postId, 'index', async (tx) => {
    const now = new Date();
    await tx.update(posts).set({ status: 'organised', statusReason: null, lastEnrichedAt: now }).where(eq(posts.id, postId));
    await refreshPostSearch(tx, [postId]);
  });
}

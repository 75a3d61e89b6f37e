// Stage 5: rebuild the post's search text and weighted document (title, caption, entity names,
// tags) and mark it organised; with search by meaning on, queue its vector (embed-jobs.ts); for a
// post shared by direct message, queue the reply to its sender.
import { refreshPostSearch } from '../db/post-search';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { scheduleEmbedding } from './embed-jobs';
import { scheduleInstagramReply } from './ingest-queue';
import { completeStage, postReadyFor } from './stage-progress';

export async function runIndexStage(deps: IngestDependencies, postId: string, _attempt: Attempt): Promise<void> {
  const post = await postReadyFor(deps.db, postId, 'index');
  if (!post) return;
  await completeStage(
    deps,
    postId,
    'index',
    async (tx) => {
      if (deps.embeddings) await scheduleEmbedding(deps.queue, tx, postId);
      // A post shared by direct message: its sender is told it is saved.
      if (post.senderId) await scheduleInstagramReply(deps.queue, tx, postId);
    },
    {
      // Organised with the stage-done write; the search columns last, so the row is written once with them.
      doneFields: { status: 'organised', statusReason: null, lastEnrichedAt: new Date() },
      afterDone: (tx) => refreshPostSearch(tx, [postId]),
    },
  );
}

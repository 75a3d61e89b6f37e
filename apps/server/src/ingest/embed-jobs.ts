// After a post is indexed, its vector is made by an embed job (when search by meaning is on): a
// queue of its own, after the pipeline's stages, so a slow or failing embeddings provider never
// holds a post back from being organised. Jobs are taken in batches (one call to the provider for
// several posts) and retried with the pipeline's backoff.
import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import type { Executor } from '../db/connection';
import type { Queue } from '../queue/queue';
import type { IngestDependencies } from './ingest-dependencies';
import type { StageJob } from './stages';

export const EMBED_QUEUE = 'ingest.embed';
/** Posts per provider call: one job each, fetched together. */
const JOBS_PER_BATCH = 16;

export async function scheduleEmbedding(queue: Queue, tx: Executor, postId: string): Promise<void> {
  const job: StageJob = { postId };
  await queue.send(EMBED_QUEUE, job, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
}

export async function startEmbeddingWorker(deps: IngestDependencies): Promise<void> {
  const embeddings = deps.embeddings;
  if (!embeddings) return;
  const poll = deps.config.pollSeconds;
  await deps.queue.work<StageJob>(
    EMBED_QUEUE,
    { batchSize: JOBS_PER_BATCH, pollingIntervalSeconds: poll, notifyPollingIntervalSeconds: poll },
    async (jobs) => {
      // A throw fails the whole batch, and pg-boss retries each job after its backoff.
      const made = await embeddings.embedPosts([...new Set(jobs.map((job) => job.data.postId))]);
      if (made > 0) deps.log.info({ posts: made }, 'post vectors made');
    },
  );
}

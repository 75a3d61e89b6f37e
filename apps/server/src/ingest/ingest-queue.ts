// The pg-boss side of the pipeline: one queue per stage with the configured retries, and sending
// a stage's job inside the caller's transaction.
import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import type { IngestConfig } from '../config';
import type { Executor } from '../db/connection';
import { INSTAGRAM_MESSAGE_QUEUE, INSTAGRAM_REPLY_QUEUE, type InstagramReplyJob } from '../queue/instagram-queues';
import { ensureQueue, type Queue } from '../queue/queue';
import { createImportQueues } from '../modules/imports/import-queues';
import { EMBED_QUEUE } from './embed-jobs';
import { INGEST_STAGES, queueName, stagesAfter, stagesUpTo, type IngestStage, type StageJob } from './stages';

export async function createIngestQueues(queue: Queue, config: IngestConfig): Promise<void> {
  const queues: [name: string, stagesPerJob: number][] = [
    // A stage's job goes on through the later stages, so it may take a stage's time for each.
    ...INGEST_STAGES.map((stage) => [queueName(stage), 1 + stagesAfter(stage).length] as [string, number]),
    [EMBED_QUEUE, 1],
    [INSTAGRAM_MESSAGE_QUEUE, 1],
    [INSTAGRAM_REPLY_QUEUE, 1],
  ];
  for (const [name, stagesPerJob] of queues) {
    const options = {
      retryLimit: config.retry.limit,
      retryDelay: config.retry.delaySeconds,
      retryBackoff: config.retry.delaySeconds > 0,
      // pg-boss takes a backoff's ceiling only with a backoff (none when retries are immediate).
      ...(config.retry.delaySeconds > 0 ? { retryDelayMax: config.retry.delayMaxSeconds } : {}),
      // A worker that died mid-job leaves it active; after this long it is handed out again.
      expireInSeconds: config.jobTimeoutSeconds * stagesPerJob,
      notify: true,
    };
    await ensureQueue(queue, name, options);
  }
  await createImportQueues(queue, config.retry, config.jobTimeoutSeconds);
}

/** Queues a stage for a post; pg-boss writes the job through `tx`, so it commits (or rolls back) with the caller's rows. */
// (Our Executor is typed for both drivers, whose result types differ; both answer { rows }, which is what the adapter reads.)
// `priority`: pg-boss hands out higher numbers first (0 by default); imported posts go below the member's own saves.
// `id`: a job id of the caller's making, so sending the same job twice queues it once (pg-boss skips a known id).
// `retry`: the stage was tried already (see StageJob.triesBefore): the job waits `startAfterSeconds`
// and has only the retries left of the queue's `retryLimit`.
export async function scheduleStage(
  queue: Queue,
  tx: Executor,
  stage: IngestStage,
  postId: string,
  options: { priority?: number; id?: string; retry?: { triesBefore: number; retryLimit: number; startAfterSeconds: number } } = {},
): Promise<void> {
  const job: StageJob = options.retry ? { postId, triesBefore: options.retry.triesBefore } : { postId };
  await queue.send(queueName(stage), job, {
    db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
    ...(options.priority ? { priority: options.priority } : {}),
    ...(options.id ? { id: options.id } : {}),
    ...(options.retry ? { retryLimit: options.retry.retryLimit, startAfter: options.retry.startAfterSeconds } : {}),
  });
}

/** pg-boss states of a job that will still run: waiting, waiting for a retry, or running. */
const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

/**
 * Whether the post has a job that will still run and take it through this stage, read through
 * `tx`: one of this stage, or of an earlier one, since a job goes on through the later stages.
 */
export async function hasLiveStageJob(queue: Queue, tx: Executor, stage: IngestStage, postId: string): Promise<boolean> {
  for (const carrier of stagesUpTo(stage)) {
    const jobs = await queue.findJobs<StageJob>(queueName(carrier), { data: { postId }, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    if (jobs.some((job) => LIVE_JOB_STATES.has(job.state))) return true;
  }
  return false;
}

/** Queues the reply to the sender of a post that came by direct message, with the pipeline's own write. */
export async function scheduleInstagramReply(queue: Queue, tx: Executor, postId: string): Promise<void> {
  const job: InstagramReplyJob = { postId };
  await queue.send(INSTAGRAM_REPLY_QUEUE, job, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
}

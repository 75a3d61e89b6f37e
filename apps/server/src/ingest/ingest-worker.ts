// Runs the pipeline: one pg-boss worker per stage. A job of a stage carries its post through that
// stage and then every later one, without queueing a job per stage: the hand-overs through the
// queue (a job's insert, fetch and completion and a wake-up each) were about a tenth of the
// database's work for a post (bench/README.md).
// A stage's error is retried with backoff while tries remain (the post shows why it is waiting):
// the job's own stage by pg-boss, a later stage by a job of its own queued for the tries it has
// left. On the last try, or for an error no retry can mend, the post is marked failed with a
// reason and the job ends. A job handed out again (its worker died) goes on from where the post
// stands, as each stage skips a post already past it.
import pLimit, { type LimitFunction } from 'p-limit';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { startEmbeddingWorker } from './embed-jobs';
import { createIngestQueues, scheduleInstagramReply, scheduleStage } from './ingest-queue';
import { findPost, markFailed, noteStatusReason, type PostRow } from '../modules/posts/post-lifecycle';
import { describeFailure } from './stage-failure';
import { createIngestSweeper } from './sweeper';
import { registerSweeper } from '../queue/system-jobs';
import { INGEST_STAGES, queueName, stagesAfter, type IngestStage, type StageJob } from './stages';
import { runFetchStage } from './fetch-stage';
import { moveLegacyStageJobs } from './legacy-stage-jobs';
import { runMediaStage } from './media-stage';
import { runOrganiseStage } from './organise-stage';

/**
 * Runs one stage for the post. `carried` is the post as the job's previous stage wrote it (read
 * afresh when absent); the answer is the post as this stage wrote it, for the next one.
 */
export type StageRunner = (deps: IngestDependencies, postId: string, attempt: Attempt, carried?: PostRow | null) => Promise<PostRow | null>;

const RUNNERS: Record<IngestStage, StageRunner> = {
  fetch: runFetchStage,
  media: runMediaStage,
  organise: runOrganiseStage,
};

/**
 * How many posts one process takes through each stage at once (config ingest.concurrency), whichever
 * queue's job carries them there: the limit on fetches from a platform, downloads and extractions.
 */
export type StageSlots = Record<IngestStage, LimitFunction>;

export function createStageSlots(concurrency: number): StageSlots {
  return Object.fromEntries(INGEST_STAGES.map((stage) => [stage, pLimit(concurrency)])) as StageSlots;
}

/** How a stage's run ended: the post went on (or had nothing to do), waits for a retry, or failed for good. */
type StageOutcome = { kind: 'done'; post: PostRow | null } | { kind: 'retry'; message: string } | { kind: 'failed' };

/** Runs one stage for the post; settles the post when the error is final, notes why it waits when not. */
async function runStage(
  deps: IngestDependencies,
  slots: StageSlots,
  runners: Record<IngestStage, StageRunner>,
  stage: IngestStage,
  postId: string,
  attempt: Attempt,
  carried: PostRow | null = null,
): Promise<StageOutcome> {
  try {
    return { kind: 'done', post: await slots[stage](() => runners[stage](deps, postId, attempt, carried)) };
  } catch (error) {
    const failure = describeFailure(error);
    const details = { postId, stage, attempt: attempt.number, err: error };
    if (!failure.retryable || attempt.last) {
      deps.log.warn(details, 'ingestion failed');
      await deps.db.transaction(async (tx) => {
        await markFailed(tx, postId, failure.finalMessage);
        // A post shared by direct message: its sender is told why it could not be saved.
        if ((await findPost(tx, postId))?.senderId) await scheduleInstagramReply(deps.queue, tx, postId);
      });
      return { kind: 'failed' };
    }
    deps.log.info(details, 'ingestion stage will be retried');
    await noteStatusReason(deps.db, postId, failure.memberMessage);
    return { kind: 'retry', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs one job: its own stage (a 'failed' answer has pg-boss retry the job after its backoff), then
 * the later stages. A later stage that waits for a retry gets a job of its own for the tries it
 * has left, starting after the first retry's delay.
 */
export async function runStageJob(
  deps: IngestDependencies,
  slots: StageSlots,
  stage: IngestStage,
  job: JobWithMetadata<StageJob>,
  runners: Record<IngestStage, StageRunner> = RUNNERS,
): Promise<JobResult> {
  const { postId, triesBefore = 0 } = job.data;
  const attempt: Attempt = { number: triesBefore + job.retryCount + 1, last: job.retryCount >= job.retryLimit };
  const own = await runStage(deps, slots, runners, stage, postId, attempt);
  if (own.kind === 'retry') return { id: job.id, status: 'failed', output: { message: own.message } };
  if (own.kind === 'failed') return { id: job.id, status: 'completed' };

  const { limit, delaySeconds } = deps.config.retry;
  let carried = own.post;
  for (const later of stagesAfter(stage)) {
    const outcome = await runStage(deps, slots, runners, later, postId, { number: 1, last: limit === 0 }, carried);
    if (outcome.kind === 'done') carried = outcome.post;
    if (outcome.kind === 'failed') break;
    if (outcome.kind === 'retry') {
      await scheduleStage(deps.queue, deps.db, later, postId, {
        priority: job.priority,
        retry: { triesBefore: 1, retryLimit: limit - 1, startAfterSeconds: delaySeconds },
      });
      break;
    }
  }
  return { id: job.id, status: 'completed' };
}

/**
 * Each worker takes jobs two at a time and runs them side by side. pg-boss fetches again at once
 * after a full batch (a backlog drains without waiting for the poll), and only idles for the poll
 * interval when a fetch comes back short.
 */
const JOBS_PER_FETCH = 2;

export async function startIngestWorkers(deps: IngestDependencies): Promise<void> {
  await createIngestQueues(deps.queue, deps.config);
  await moveLegacyStageJobs(deps);
  const slots = createStageSlots(deps.config.concurrency);
  for (const stage of INGEST_STAGES) {
    // NOTIFY wakes the workers when a job commits; polling finds retries whose delay has passed.
    const poll = deps.config.pollSeconds;
    // A job spends its time in this stage and the later ones, each with `concurrency` slots: enough
    // jobs in hand to keep every stage's slots busy.
    const jobsInHand = deps.config.concurrency * (1 + stagesAfter(stage).length);
    const options = {
      includeMetadata: true,
      perJobResults: true,
      batchSize: JOBS_PER_FETCH,
      burstWhenBatchFull: true,
      localConcurrency: Math.ceil(jobsInHand / JOBS_PER_FETCH),
      pollingIntervalSeconds: poll,
      notifyPollingIntervalSeconds: poll,
    } as const;
    await deps.queue.work<StageJob, void, typeof options>(queueName(stage), options, (jobs) =>
      Promise.all(jobs.map((job) => runStageJob(deps, slots, stage, job))),
    );
  }
  await startEmbeddingWorker(deps);
  // Posts whose job died or expired, and media files never recorded: looked for every few minutes.
  await registerSweeper(deps.queue, createIngestSweeper(deps), deps.config.sweep.intervalMinutes);
}

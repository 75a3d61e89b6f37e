// Runs the pipeline: one pg-boss worker per stage. A stage's error is retried with backoff while
// tries remain (the post shows why it is waiting); on the last try, or for an error no retry can
// mend, the post is marked failed with a reason and the job ends.
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { startEmbeddingWorker } from './embed-jobs';
import { createIngestQueues, scheduleInstagramReply } from './ingest-queue';
import { findPost, markFailed, noteStatusReason } from '../modules/posts/post-lifecycle';
import { describeFailure } from './stage-failure';
import { createIngestSweeper } from './sweeper';
import { registerSweeper } from '../queue/system-jobs';
import { INGEST_STAGES, queueName, type IngestStage, type StageJob } from './stages';
import { runFetchStage } from './fetch-stage';
import { moveLegacyStageJobs } from './legacy-stage-jobs';
import { runMediaStage } from './media-stage';
import { runOrganiseStage } from './organise-stage';

type StageRunner = (deps: IngestDependencies, postId: string, attempt: Attempt) => Promise<void>;

const RUNNERS: Record<IngestStage, StageRunner> = {
  fetch: runFetchStage,
  media: runMediaStage,
  organise: runOrganiseStage,
};

/** Runs one job; a job answered 'failed' is retried by pg-boss after its backoff. */
async function runJob(deps: IngestDependencies, stage: IngestStage, job: JobWithMetadata<StageJob>): Promise<JobResult> {
  const { postId } = job.data;
  const attempt: Attempt = { number: job.retryCount + 1, last: job.retryCount >= job.retryLimit };
  try {
    await RUNNERS[stage](deps, postId, attempt);
    return { id: job.id, status: 'completed' };
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
      return { id: job.id, status: 'completed' };
    }
    deps.log.info(details, 'ingestion stage will be retried');
    await noteStatusReason(deps.db, postId, failure.memberMessage);
    return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
  }
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
  for (const stage of INGEST_STAGES) {
    // NOTIFY wakes the workers when a job commits; polling finds retries whose delay has passed.
    const poll = deps.config.pollSeconds;
    const options = {
      includeMetadata: true,
      perJobResults: true,
      batchSize: JOBS_PER_FETCH,
      burstWhenBatchFull: true,
      localConcurrency: Math.ceil(deps.config.concurrency / JOBS_PER_FETCH),
      pollingIntervalSeconds: poll,
      notifyPollingIntervalSeconds: poll,
    } as const;
    await deps.queue.work<StageJob, void, typeof options>(queueName(stage), options, (jobs) =>
      Promise.all(jobs.map((job) => runJob(deps, stage, job))),
    );
  }
  await startEmbeddingWorker(deps);
  // Posts whose job died or expired, and media files never recorded: looked for every few minutes.
  await registerSweeper(deps.queue, createIngestSweeper(deps), deps.config.sweep.intervalMinutes);
}

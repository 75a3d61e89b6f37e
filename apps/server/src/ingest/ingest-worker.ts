// Runs the pipeline: one pg-boss worker per stage. A stage's error is retried with backoff while
// tries remain (the post shows why it is waiting); on the last try, or for an error no retry can
// mend, the post is marked failed with a reason and the job ends.
import type { JobWithMetadata } from 'pg-boss';
import type { Attempt, IngestDependencies } from './ingest-dependencies';
import { createIngestQueues } from './ingest-queue';
import { describeFailure, markFailed, noteRetry } from './stage-failure';
import { INGEST_STAGES, queueName, type IngestStage, type StageJob } from './stages';
import { runEnrichStage } from './enrich-stage';
import { runExtractStage } from './extract-stage';
import { runFetchStage } from './fetch-stage';
import { runIndexStage } from './index-stage';
import { runMediaStage } from './media-stage';

type StageRunner = (deps: IngestDependencies, postId: string, attempt: Attempt) => Promise<void>;

const RUNNERS: Record<IngestStage, StageRunner> = {
  fetch: runFetchStage,
  media: runMediaStage,
  extract: runExtractStage,
  enrich: runEnrichStage,
  index: runIndexStage,
};

async function runJob(deps: IngestDependencies, stage: IngestStage, job: JobWithMetadata<StageJob>): Promise<void> {
  const { postId } = job.data;
  const attempt: Attempt = { number: job.retryCount + 1, last: job.retryCount >= job.retryLimit };
  try {
    await RUNNERS[stage](deps, postId, attempt);
  } catch (error) {
    const failure = describeFailure(error);
    const details = { postId, stage, attempt: attempt.number, err: error };
    if (!failure.retryable || attempt.last) {
      deps.log.warn(details, 'ingestion failed');
      await markFailed(deps.db, postId, failure.retryable ? failure.finalMessage : failure.memberMessage);
      return;
    }
    deps.log.info(details, 'ingestion stage will be retried');
    await noteRetry(deps.db, postId, failure.memberMessage);
    throw error;
  }
}

export async function startIngestWorkers(deps: IngestDependencies): Promise<void> {
  await createIngestQueues(deps.queue, deps.config);
  for (const stage of INGEST_STAGES) {
    // NOTIFY wakes the workers when a job commits; polling finds retries whose delay has passed.
    const poll = deps.config.pollSeconds;
    const options = { includeMetadata: true, localConcurrency: deps.config.concurrency, pollingIntervalSeconds: poll, notifyPollingIntervalSeconds: poll } as const;
    await deps.queue.work<StageJob, void, typeof options>(
      queueName(stage),
      options,
      async (jobs) => {
        for (const job of jobs) await runJob(deps, stage, job);
      },
    );
  }
}

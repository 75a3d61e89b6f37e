// `npm run stash -- reorganise`: runs the pipeline's workers in this process, puts the posts in
// scope back on the queue (reorganise.ts) and reports progress until every one is organised
// again or has stopped. Servers running on the same PostgreSQL take their share of the jobs.
import pino from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { startQueue, stopQueue } from '../queue/queue';
import { createIngestDependencies } from './ingest-setup';
import { startIngestWorkers } from './ingest-worker';
import { reorganiseProgress, startReorganise, type ReorganiseProgress, type ReorganiseScope } from './reorganise';

const POLL_MS = 500;

export async function reorganise(options: {
  config: Config;
  database: DatabaseHandle;
  scope: ReorganiseScope;
  onProgress: (line: string) => void;
}): Promise<ReorganiseProgress> {
  const log = pino({ level: 'warn' });
  const queue = await startQueue(options.database, (error) => log.error({ err: error }, 'queue error'), { jobTimeoutSeconds: options.config.ingest.jobTimeoutSeconds });
  try {
    const deps = createIngestDependencies({ config: options.config, database: options.database, queue, log });
    await startIngestWorkers(deps);
    const run = await startReorganise(deps, options.scope);
    for (;;) {
      const progress = await reorganiseProgress(options.database.db, run);
      options.onProgress(`${progress.done} of ${progress.total} reorganised${progress.stopped ? `, ${progress.stopped} stopped` : ''}...`);
      if (progress.done + progress.stopped >= progress.total) return progress;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await stopQueue(queue);
  }
}

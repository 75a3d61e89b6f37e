// The worker role: every queue's workers (the ingestion pipeline, Instagram messages, imports and
// the server's own jobs). They use the app's services, so the app is built in this role too; it
// only listens in a process that also runs the API.
import type { FastifyInstance } from 'fastify';
import { createIngestDependencies } from '../ingest/ingest-setup';
import { startIngestWorkers } from '../ingest/ingest-worker';
import { registerSystemJobs } from '../queue/system-jobs';
import type { Runtime } from './open-runtime';

export interface RunningWorkers {
  /** Stops what the workers run beside the queue (the extraction threads) once their jobs are done. */
  close(): Promise<void>;
}

export async function startWorkers(runtime: Runtime, app: FastifyInstance): Promise<RunningWorkers> {
  const { config, database, queue } = runtime;
  // Hourly: old sign-in records, and shares from unknown Instagram accounts kept longer than 7 days.
  await registerSystemJobs(queue, {
    purgeExpired: async () => ({ ...(await app.services.auth.purgeExpired()), ...(await app.services.instagram.purgeExpired()) }),
  });
  const ingest = createIngestDependencies({ config, database, queue, log: app.log.child({ module: 'ingest' }), embeddings: app.services.embeddings });
  await startIngestWorkers(ingest);
  await app.services.instagram.startWorkers(config.ingest.pollSeconds);
  await app.services.imports.startWorkers(config.ingest.pollSeconds);
  app.log.info(`Stash's queue workers are running (${config.process.extractThreads} extraction threads)`);
  return { close: () => ingest.close() };
}

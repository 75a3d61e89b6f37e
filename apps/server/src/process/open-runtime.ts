// What every role of the server stands on: the database (migrated), its lock when it is the
// embedded one, and the job queue (an API process sends jobs, a worker process takes them).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { holdEmbeddedDatabase } from '../db/embedded-lock';
import { startQueue, type Queue } from '../queue/queue';

export interface Runtime {
  config: Config;
  database: DatabaseHandle;
  queue: Queue;
  /** Queue errors go to the console until the server's logger exists, then to it. */
  logQueueErrorsTo(log: FastifyBaseLogger): void;
  /** Lets another process open the embedded database (nothing to do on PostgreSQL). */
  releaseLock(): void;
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const releaseLock = config.databaseUrl ? () => undefined : holdEmbeddedDatabase(config.dataDir);
  const database = await openDatabase(config);
  let logQueueError: (error: Error) => void = (error) => console.error('queue error:', error.message);
  const queue = await startQueue(database, (error) => logQueueError(error), { jobTimeoutSeconds: config.ingest.jobTimeoutSeconds });
  return {
    config,
    database,
    queue,
    logQueueErrorsTo(log) {
      logQueueError = (error) => log.error({ err: error }, 'queue error');
    },
    releaseLock,
  };
}

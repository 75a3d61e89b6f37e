// The job queue: pg-boss on the same database as everything else, so a job sent in the same
// transaction as the row it is about is durable exactly when that row is.
import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/connection';

export type Queue = PgBoss;

export async function startQueue(handle: DatabaseHandle, onError: (error: Error) => void): Promise<Queue> {
  // LISTEN/NOTIFY wakes a worker the moment a job commits instead of at its next poll.
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.client), backend: 'pglite', useListenNotify: true })
      : new PgBoss({ connectionString: handle.connectionString, max: 5, useListenNotify: true });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

export async function stopQueue(boss: Queue): Promise<void> {
  // Not graceful: jobs still running are retried on the next start (they are idempotent), and
  // closing must not wait on the database connection the caller is about to close itself.
  await boss.stop({ graceful: false, close: true, timeout: 5_000 });
}

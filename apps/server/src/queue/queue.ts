// The job queue: pg-boss on the same database as everything else, so a job sent in the same
// transaction as the row it is about is durable exactly when that row is.
import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/connection';

export type Queue = PgBoss;

export interface QueueOptions {
  /** How long a job may run; a job active longer (its worker died) is handed out again. */
  jobTimeoutSeconds?: number;
}

export async function startQueue(handle: DatabaseHandle, onError: (error: Error) => void, options: QueueOptions = {}): Promise<Queue> {
  // Expired jobs are noticed on pg-boss's supervision round: run it often enough for the job timeout.
  const superviseIntervalSeconds = Math.min(60, Math.max(1, Math.floor((options.jobTimeoutSeconds ?? 120) / 2)));
  // LISTEN/NOTIFY wakes a worker the moment a job commits instead of at its next poll.
  const common = { useListenNotify: true, superviseIntervalSeconds, monitorIntervalSeconds: superviseIntervalSeconds };
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.client), backend: 'pglite', ...common })
      : new PgBoss({ connectionString: handle.connectionString, max: 5, ...common });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

export async function stopQueue(boss: Queue): Promise<void> {
  // Not graceful: jobs still running are retried on the next start (they are idempotent), and
  // closing must not wait on the database connection the caller is about to close itself.
  await boss.stop({ graceful: false, close: true, timeout: 5_000 });
}

const NO_JOB_ID = '00000000-0000-0000-0000-000000000000';

type QueueSettings = NonNullable<Parameters<Queue['createQueue']>[1]>;

/**
 * Creates the queue, or brings an existing one to today's settings (createQueue leaves an existing
 * queue as it was; a policy is set at creation only), then looks it up once. pg-boss looks a queue
 * up, outside any transaction, the first time a job is sent to it after the queue changed. On the
 * embedded database (one connection) that lookup would wait forever behind the very transaction
 * sending the job, so it is done here, which leaves the queue in pg-boss's cache.
 */
export async function ensureQueue(queue: Queue, name: string, settings: QueueSettings): Promise<void> {
  const { policy, ...options } = settings;
  if (await queue.getQueue(name)) await queue.updateQueue(name, options);
  else await queue.createQueue(name, { ...options, ...(policy ? { policy } : {}) });
  await queue.getJobById(name, NO_JOB_ID);
}

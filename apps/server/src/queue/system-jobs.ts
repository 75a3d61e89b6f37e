// The server's own jobs. `system.echo` does nothing but complete: it lets the tests see that jobs
// are taken and finished on this database. `system.housekeeping` runs hourly to delete sign-in
// records that can no longer matter.
import { ensureQueue, type Queue } from './queue';

export const ECHO_QUEUE = 'system.echo';
export const HOUSEKEEPING_QUEUE = 'system.housekeeping';

export interface Housekeeping {
  purgeExpired(): Promise<Record<string, number>>;
}

export async function registerSystemJobs(queue: Queue, housekeeping?: Housekeeping): Promise<void> {
  await queue.createQueue(ECHO_QUEUE);
  await queue.work<{ message: string }, { echoed: string }>(ECHO_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => ({
    echoed: job?.data.message ?? '',
  }));
  if (!housekeeping) return;
  await queue.createQueue(HOUSEKEEPING_QUEUE);
  await queue.schedule(HOUSEKEEPING_QUEUE, '17 * * * *');
  await queue.work(HOUSEKEEPING_QUEUE, () => housekeeping.purgeExpired());
}

// --- The sweeper (ingest/sweeper.ts) ---
// Run by the processes that run the pipeline's workers. pg-boss's schedule sends one job per tick
// however many processes registered it, and the queue's policy lets one sweep wait or run at a
// time, so a slow sweep is never doubled.
export const SWEEP_QUEUE = 'system.sweep';
/** A running sweep reports in this often; one that stops (its process died) is failed by the monitor. */
export const SWEEP_HEARTBEAT_SECONDS = 30;

export interface Sweeper {
  sweep(): Promise<Record<string, number>>;
}

/** Sweeps every `intervalMinutes` (1-59); 0 stops the sweeping, on every process. */
export async function registerSweeper(queue: Queue, sweeper: Sweeper, intervalMinutes: number): Promise<void> {
  // A sweep held by a process that was killed would block the exclusive queue until it expires (15
  // min: no sweeps meanwhile, found by `npm run chaos`); with a heartbeat the monitor fails it
  // within a minute and the next tick sweeps.
  await ensureQueue(queue, SWEEP_QUEUE, { policy: 'exclusive', expireInSeconds: 15 * 60, retryLimit: 0, heartbeatSeconds: SWEEP_HEARTBEAT_SECONDS });
  if (intervalMinutes <= 0) {
    await queue.unschedule(SWEEP_QUEUE);
    return;
  }
  await queue.schedule(SWEEP_QUEUE, `*/${intervalMinutes} * * * *`);
  await queue.work(SWEEP_QUEUE, () => sweeper.sweep());
}

// The server's own jobs. `system.echo` does nothing but complete: it lets the tests see that jobs
// are taken and finished on this database. `system.housekeeping` runs hourly to delete sign-in
// records that can no longer matter.
import type { Queue } from './queue';

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

// A queue of the server's own housekeeping. `system.echo` does nothing but complete: it lets the
// start-up check and the tests see that jobs are taken and finished on this database.
import type { Queue } from './queue';

export const ECHO_QUEUE = 'system.echo';

export async function registerSystemJobs(queue: Queue): Promise<void> {
  await queue.createQueue(ECHO_QUEUE);
  await queue.work<{ message: string }, { echoed: string }>(ECHO_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => ({
    echoed: job?.data.message ?? '',
  }));
}

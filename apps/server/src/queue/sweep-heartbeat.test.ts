// A sweep taken by a process that then dies must not block the sweeper: the sweep queue admits one
// sweep at a time (exclusive), so without a heartbeat a dead process's sweep held it until its
// 15-minute expiry and nothing was swept meanwhile (seen under `npm run chaos`, part kills).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite, runMigrations, type DatabaseHandle } from '../db/connection';
import { startQueue, stopQueue, type Queue } from './queue';
import { registerSweeper, SWEEP_HEARTBEAT_SECONDS, SWEEP_QUEUE } from './system-jobs';

let handle: DatabaseHandle;
let queue: Queue;

beforeAll(async () => {
  handle = await openPglite(undefined);
  await runMigrations(handle);
  queue = await startQueue(handle, (error) => {
    throw error;
  });
});
afterAll(async () => {
  await stopQueue(queue);
  await handle.close();
});

it('gives every sweep a heartbeat, so a sweep whose process died is failed by the monitor, not left active', async () => {
  // Registered but never worked here: the job below is taken by hand, as a process that dies would hold it.
  await registerSweeper(queue, { sweep: async () => ({}) }, 0);
  const id = await queue.send(SWEEP_QUEUE, {});
  expect(id).toBeTruthy();
  const job = await queue.getJobById(SWEEP_QUEUE, id!);
  expect(job?.heartbeatSeconds).toBe(SWEEP_HEARTBEAT_SECONDS);
  expect((await queue.getQueue(SWEEP_QUEUE))?.heartbeatSeconds).toBe(SWEEP_HEARTBEAT_SECONDS);
});

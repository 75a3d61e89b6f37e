import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';
import { startQueue, stopQueue, type Queue } from './queue';
import { ECHO_QUEUE, registerSystemJobs } from './system-jobs';

let database: DatabaseHandle;
let queue: Queue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startQueue(database, (error) => {
    throw error;
  });
  await registerSystemJobs(queue);
});
afterAll(async () => {
  await stopQueue(queue);
  await database.close();
});

it(`takes and completes a job on ${testDatabaseKind}`, async () => {
  const id = await queue.send(ECHO_QUEUE, { message: 'hello from the queue' });
  expect(id).toBeTruthy();
  let job = await queue.getJobById<{ message: string }>(ECHO_QUEUE, id!);
  for (let attempt = 0; attempt < 60 && job?.state !== 'completed'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await queue.getJobById(ECHO_QUEUE, id!);
  }
  expect(job?.state).toBe('completed');
  expect(job?.output).toEqual({ echoed: 'hello from the queue' });
});

// A worker that dies mid-job loses nothing: its job is handed out again once it expires, and a
// job whose work was committed before the worker died finds that work done and does not repeat it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import { startQueue, stopQueue } from '../queue/queue';
import { createIngestHarness, type IngestHarness } from '../test-support/ingest-harness';
import { createMember, type TestMember } from '../test-support/members';
import { testDatabaseKind } from '../test-support/test-database';
import { runFetchStage } from './fetch-stage';
import { startIngestWorkers } from './ingest-worker';
import { queueName } from './stages';

let h: IngestHarness;
let member: TestMember;

beforeAll(async () => {
  h = await createIngestHarness({ workers: false, env: { STASH_INGEST_JOB_TIMEOUT_SECONDS: '2' } });
  member = await createMember(h.t);
}, 60_000);
afterAll(() => h?.close());

const save = (key: string) => h.save(member, key);

const fetchJobs = (postId: string) =>
  queryRows<{ state: string; retry_count: number }>(
    h.t.database.db,
    sql`SELECT state, retry_count FROM pgboss.job WHERE name = ${queueName('fetch')} AND data->>'postId' = ${postId}`,
  );

async function until(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it(`finishes every post after a worker died mid-job on ${testDatabaseKind}`, async () => {
  const interrupted = await save('x-tartine-sf');
  const committed = await save('x-via-carota-west-village');

  // The second post's worker committed the fetch stage and died before telling the queue.
  await runFetchStage(h.deps, committed, { number: 1, last: false });
  const committedPage = h.fixtures.corpus.post('x-via-carota-west-village').id;
  const requestsFor = (id: string) => h.fixtures.requestLog.filter((request) => request.url.includes(id)).length;
  const requestsBefore = requestsFor(committedPage);
  expect(requestsBefore).toBeGreaterThan(0);

  // A worker process takes the first post's fetch job and dies holding it.
  const dying = await startQueue(h.t.database, () => undefined, { jobTimeoutSeconds: 2 });
  let taken = false;
  await dying.work(queueName('fetch'), { pollingIntervalSeconds: 0.5 }, async () => {
    taken = true;
    await new Promise(() => undefined);
  });
  await until(async () => taken);
  expect(await fetchJobs(interrupted)).toEqual([{ state: 'active', retry_count: 0 }]);
  await stopQueue(dying);

  // The restarted server's workers.
  await startIngestWorkers(h.deps);
  const first = await h.settled(interrupted, 30_000);
  const second = await h.settled(committed, 30_000);
  expect(first?.status).toBe('organised');
  expect(second?.status).toBe('organised');

  // The job is recorded as done after its last stage commits; on a busy machine it may even have
  // run out of time once more meanwhile and be handed out again, to find the post organised.
  await until(async () => (await fetchJobs(interrupted))[0]?.state === 'completed', 30_000);
  const [job] = await fetchJobs(interrupted);
  expect(job!.retry_count).toBeGreaterThanOrEqual(1);
  // The committed fetch was not done again, and its media are there once.
  expect(requestsFor(committedPage)).toBe(requestsBefore);
  const media = await queryRows<{ n: number }>(h.t.database.db, sql`SELECT count(*)::int AS n FROM media WHERE post_id = ${committed}`);
  expect(media[0]!.n).toBeGreaterThan(0);
  expect(media[0]!.n).toBe(h.fixtures.corpus.post('x-via-carota-west-village').media.length);
  // A worker killed and a second one finishing every post: over half a minute on a busy 2-core machine.
}, 120_000);

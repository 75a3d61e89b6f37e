// The sweeper: a post whose stage job died is queued again and ends organised; one that keeps
// stalling ends failed with a reason; a post whose job will still run is left alone; media files no
// row names are removed once old enough, and nothing else is.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import { registerSweeper, SWEEP_QUEUE } from '../queue/system-jobs';
import { mediaDirectoryOf } from '../providers/storage/media-storage';
import { createIngestHarness, type IngestHarness } from '../test-support/ingest-harness';
import { createMember, type TestMember } from '../test-support/members';
import { testDatabaseKind } from '../test-support/test-database';
import { runFetchStage } from './fetch-stage';
import { startIngestWorkers } from './ingest-worker';
import { STALLED_FAILURE_MESSAGE } from './stage-failure';
import { createIngestSweeper } from './sweeper';

let h: IngestHarness;
let member: TestMember;

beforeAll(async () => {
  // No workers yet, and no scheduled sweeps: the test runs each sweep itself.
  h = await createIngestHarness({ workers: false, env: { STASH_SWEEP_INTERVAL_MINUTES: '0', STASH_SWEEP_REQUEUE_LIMIT: '2' } });
  member = await createMember(h.t);
}, 60_000);
afterAll(() => h?.close());

const db = () => h.t.database.db;
const sweep = () => createIngestSweeper(h.deps).sweep();

const save = (key: string) => h.save(member, key);

const fetchJobs = (postId: string) =>
  queryRows<{ id: string; state: string }>(db(), sql`SELECT id, state FROM pgboss.job WHERE name = 'ingest.fetch' AND data->>'postId' = ${postId} ORDER BY created_on`);

/** The post's jobs ran out of tries without moving it (what a worker killed on every try leaves). */
const killJobs = (postId: string) => db().execute(sql`UPDATE pgboss.job SET state = 'failed' WHERE data->>'postId' = ${postId}`);

/** As if the post, and the sweeper's last re-queue of it, were an hour old: past any job timeout. */
async function age(postId: string) {
  await db().execute(sql`UPDATE posts SET updated_at = updated_at - interval '1 hour' WHERE id = ${postId}`);
  // The sweeper's note of the post's updated_at moves with it: the post itself has not moved.
  await db().execute(
    sql`UPDATE ingest_requeues SET requeued_at = requeued_at - interval '1 hour', post_updated_at = post_updated_at - interval '1 hour' WHERE post_id = ${postId}`,
  );
}

const postRow = async (postId: string) =>
  (await queryRows<{ status: string; status_reason: string | null; ingest_stage: string }>(db(), sql`SELECT status, status_reason, ingest_stage FROM posts WHERE id = ${postId}`))[0]!;

describe(`the sweeper on ${testDatabaseKind}`, () => {
  let alive = '';
  let stalled = '';

  it('leaves alone a post whose job will still run, however old', async () => {
    alive = await save('x-tartine-sf');
    await age(alive);
    expect(await sweep()).toMatchObject({ requeued: 0, failed: 0 });
    expect((await fetchJobs(alive)).map((job) => job.state)).toEqual(['created']);
  });

  it('leaves alone a post whose job carries it through a later stage, however old', async () => {
    const carried = await save('tt-smash-burger-recipe');
    // The fetch job's worker has fetched the post and is in its media stage: the post stands at
    // 'fetched' with no media job, its fetch job still running.
    await runFetchStage(h.deps, carried, { number: 1, last: false });
    await db().execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = 'ingest.fetch' AND data->>'postId' = ${carried}`);
    await age(carried);
    expect((await postRow(carried)).ingest_stage).toBe('fetched');
    expect(await sweep()).toMatchObject({ requeued: 0, failed: 0 });
    expect((await fetchJobs(carried)).map((job) => job.state)).toEqual(['active']);
    await db().execute(sql`DELETE FROM pgboss.job WHERE data->>'postId' = ${carried}`);
    await db().execute(sql`DELETE FROM posts WHERE id = ${carried}`);
  });

  it('leaves alone a post that moved lately, even with no job', async () => {
    const recent = await save('ig-lilia-williamsburg');
    await killJobs(recent);
    expect(await sweep()).toMatchObject({ requeued: 0, failed: 0 });
    expect((await fetchJobs(recent)).map((job) => job.state)).toEqual(['failed']);
    await db().execute(sql`DELETE FROM posts WHERE id = ${recent}`);
  });

  it('queues a stalled post again up to the limit, then fails it with a reason', async () => {
    const post = await save('x-via-carota-west-village');
    for (const round of [1, 2]) {
      await killJobs(post);
      await age(post);
      expect(await sweep()).toMatchObject({ requeued: 1, failed: 0 });
      const jobs = await fetchJobs(post);
      expect(jobs).toHaveLength(round + 1);
      expect(jobs.at(-1)!.state).toBe('created');
      // A second sweep straight after finds the job it queued and does nothing.
      expect(await sweep()).toMatchObject({ requeued: 0, failed: 0 });
    }
    await killJobs(post);
    await age(post);
    expect(await sweep()).toMatchObject({ requeued: 0, failed: 1 });
    expect(await postRow(post)).toMatchObject({ status: 'failed', status_reason: STALLED_FAILURE_MESSAGE });
    expect(await fetchJobs(post)).toHaveLength(3);
  });

  it('queues a post whose job died, and the workers then organise it', async () => {
    stalled = await save('ig-lilia-williamsburg');
    await killJobs(stalled);
    await age(stalled);
    expect(await sweep()).toMatchObject({ requeued: 1, failed: 0 });
    await startIngestWorkers(h.deps);
    expect((await h.settled(stalled, 30_000))?.status).toBe('organised');
    expect((await h.settled(alive, 30_000))?.status).toBe('organised');
  }, 60_000);

  it('removes media files no row names once they are old, and only those', async () => {
    const directory = mediaDirectoryOf(h.t.config.dataDir);
    const [recorded] = await queryRows<{ storage_key: string }>(db(), sql`SELECT storage_key FROM media WHERE post_id = ${stalled} AND storage_key IS NOT NULL`);
    expect(recorded).toBeDefined();
    const hoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const orphan = `${stalled}-9-deadbeef.jpg`;
    const fresh = `${stalled}-8-cafebabe.jpg`;
    await h.deps.mediaStorage.put(orphan, new Uint8Array([1, 2, 3]));
    await h.deps.mediaStorage.put(fresh, new Uint8Array([4, 5, 6]));
    fs.utimesSync(path.join(directory, orphan), hoursAgo, hoursAgo);
    fs.utimesSync(path.join(directory, recorded!.storage_key), hoursAgo, hoursAgo);

    expect(await sweep()).toMatchObject({ orphanMediaRemoved: 1 });
    expect(fs.existsSync(path.join(directory, orphan))).toBe(false);
    // The file a row names stays however old; a file being saved right now stays until it is old.
    expect(fs.existsSync(path.join(directory, recorded!.storage_key))).toBe(true);
    expect(fs.existsSync(path.join(directory, fresh))).toBe(true);
  });

  it('is scheduled at the configured interval, and unscheduled by an interval of 0', async () => {
    const queue = h.t.queue!;
    const idle = { sweep: async () => ({}) };
    await registerSweeper(queue, idle, 7);
    expect((await queue.getSchedules()).filter((row) => row.name === SWEEP_QUEUE).map((row) => row.cron)).toEqual(['*/7 * * * *']);
    await registerSweeper(queue, idle, 0);
    expect((await queue.getSchedules()).filter((row) => row.name === SWEEP_QUEUE)).toEqual([]);
  });
});

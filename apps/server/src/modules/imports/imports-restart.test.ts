// An import outlives its server: progress is kept in the rows, so a server that stops mid-import
// (its queue and workers gone, jobs left active) and starts again on the same database answers the
// same progress and carries on to done, adding every link once. A read job handed out again after
// its work was committed adds nothing twice. Real app, queue and pipeline; the platforms are the
// local fixture servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_API_KEY, type Import } from '@stash/shared';
import { buildApp } from '../../app';
import { queryRows } from '../../db/query-rows';
import { createIngestQueues } from '../../ingest/ingest-queue';
import { createIngestDependencies } from '../../ingest/ingest-setup';
import { startIngestWorkers } from '../../ingest/ingest-worker';
import { startQueue, stopQueue, type Queue } from '../../queue/queue';
import { createIngestHarness, quietLog, type IngestHarness } from '../../test-support/ingest-harness';
import { createMember, type TestMember } from '../../test-support/members';
import { testDatabaseKind } from '../../test-support/test-database';
import { IMPORT_FEED_QUEUE, IMPORT_READ_QUEUE } from './import-queues';

let h: IngestHarness;
/** The server after the restart: a new app and queue on the same database. */
let restarted: { app: FastifyInstance; queue: Queue } | undefined;

beforeAll(async () => {
  // No workers yet: each test starts the ones it needs. Two links a batch, a second apart, so an
  // import of eight links is still running when the server stops; a job left active by the stopped
  // server is handed out again after two seconds, and tried again at once (an expired job counts
  // as a failed try, which would otherwise wait out the retry delay).
  h = await createIngestHarness({
    workers: false,
    fixtures: { loginWallRepeats: 0 },
    env: { STASH_IMPORT_BATCH_SIZE: '2', STASH_IMPORT_INTERVAL_SECONDS: '1', STASH_INGEST_JOB_TIMEOUT_SECONDS: '2', STASH_INGEST_RETRY_DELAY_SECONDS: '0' },
  });
}, 60_000);

afterAll(async () => {
  if (restarted) {
    await restarted.app.close();
    await stopQueue(restarted.queue);
  }
  await h?.close();
});

const link = (key: string) => h.fixtures.corpus.post(key).link;

/** A file of links, one a line (the same link twice, and a line that is no link, included). */
function linksFile(keys: string[]): Buffer {
  return Buffer.from([...keys.map(link), link(keys[0]!), 'https://example.com/not-a-post'].join('\n'));
}

function call(app: FastifyInstance, member: TestMember, method: 'GET' | 'POST', url: string, body?: Buffer) {
  return app.inject({
    method,
    url,
    headers: {
      'x-api-key': DEFAULT_API_KEY,
      authorization: `Bearer ${member.accessToken}`,
      ...(body ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

async function upload(app: FastifyInstance, member: TestMember, file: Buffer): Promise<Import> {
  const response = await call(app, member, 'POST', '/api/imports?file_name=links.txt', file);
  expect(response.statusCode).toBe(202);
  return response.json<Import>();
}

async function read(app: FastifyInstance, member: TestMember, id: string): Promise<Import> {
  const response = await call(app, member, 'GET', `/api/imports/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<Import>();
}

async function until(app: FastifyInstance, member: TestMember, id: string, condition: (imported: Import) => boolean, timeoutMs = 60_000): Promise<Import> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const imported = await read(app, member, id);
    if (condition(imported)) return imported;
    if (Date.now() > deadline) throw new Error(`import still ${imported.status}: ${JSON.stringify(imported.counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postsOf = (member: TestMember) =>
  queryRows<{ canonical_url: string; status: string }>(h.t.database.db, sql`SELECT canonical_url, status FROM posts WHERE user_id = ${member.userId}`);

const itemsOf = (importId: string) =>
  queryRows<{ canonical_url: string; outcome: string }>(h.t.database.db, sql`SELECT canonical_url, outcome FROM import_items WHERE import_id = ${importId}`);

const jobsOf = (name: string, where: ReturnType<typeof sql>) =>
  queryRows<{ state: string }>(h.t.database.db, sql`SELECT state FROM pgboss.job WHERE name = ${name} AND ${where}`);

describe(`an import across a restart on ${testDatabaseKind}`, () => {
  it('reads an import once however often its read job runs', async () => {
    const member = await createMember(h.t);
    const keys = ['x-seneca-quote', 'x-lisbon-devs-meetup', 'x-tokyo-coffee-guide'];
    const imported = await upload(h.t.app, member, linksFile(keys));
    const imports = h.t.app.services.imports;

    // A worker read the file and committed, then died before telling the queue; the job is
    // handed out again (and once more, for good measure).
    await imports.read(imported.id, false);
    const afterFirst = await read(h.t.app, member, imported.id);
    expect(afterFirst).toMatchObject({ status: 'importing', source: expect.any(String) });
    expect(afterFirst.counts).toMatchObject({ found: 3, skipped: 1, new: 0, pending: 3 });
    await imports.read(imported.id, false);
    await imports.read(imported.id, true);

    expect(await read(h.t.app, member, imported.id)).toEqual(afterFirst);
    expect(await itemsOf(imported.id)).toHaveLength(3);
    // The member's feed was queued once.
    expect(await jobsOf(IMPORT_FEED_QUEUE, sql`singleton_key = ${member.userId}`)).toHaveLength(1);

    // The feed, run by hand (no workers here), adds each link once. Organising is not needed for
    // this: the posts stay queued.
    for (let round = 0; round < 5; round += 1) await imports.feedMember(member.userId);
    const fed = await read(h.t.app, member, imported.id);
    expect(fed.counts).toMatchObject({ found: 3, new: 3, existing: 0, skipped: 1, pending: 3 });
    expect((await postsOf(member)).map((post) => post.status)).toEqual(['pending', 'pending', 'pending']);
    expect((await itemsOf(imported.id)).every((item) => item.outcome === 'created')).toBe(true);
  }, 60_000);

  it('carries on to done after the server stops mid-import, with the same progress before and after', async () => {
    const member = await createMember(h.t);
    // One link the member already has.
    const own = await h.t.call('POST', '/api/ios-share/saves', { token: member.accessToken, body: { url: link('x-tartine-sf') } });
    expect(own.statusCode).toBe(202);
    const keys = [
      'x-tartine-sf',
      'x-via-carota-west-village',
      'x-tayer-elementary-london',
      'x-sony-headphones-product',
      'x-5x5-workout',
      'x-hollywood-bowl-last-night',
      'x-bar-mut-barcelona',
      'x-mexico-city-neighbourhoods',
    ];
    const imported = await upload(h.t.app, member, linksFile(keys));

    // The first server runs the import's workers only, so its posts wait for organising.
    await h.t.app.services.imports.startWorkers(h.t.config.ingest.pollSeconds);
    const midway = await until(h.t.app, member, imported.id, (each) => each.status === 'importing' && each.counts.new + each.counts.existing >= 2);
    expect(midway.counts.new + midway.counts.existing).toBeLessThan(keys.length);

    // The server stops as a crash would: its queue goes, any job it held stays active.
    await stopQueue(h.t.queue!);
    // A batch the stopped server was in the middle of may still commit its item; wait for quiet.
    let before = await read(h.t.app, member, imported.id);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const again = await read(h.t.app, member, imported.id);
      if (JSON.stringify(again) === JSON.stringify(before)) break;
      before = again;
    }
    expect(before.status).toBe('importing');
    expect(before.counts.found).toBe(keys.length);
    expect(before.counts.new + before.counts.existing).toBeLessThan(keys.length);
    expect(before.counts.pending).toBeGreaterThan(0);

    // The server starts again on the same database: the same progress, before its workers run.
    const queue = await startQueue(h.t.database, (error) => console.error('queue error in a test:', error), {
      jobTimeoutSeconds: h.t.config.ingest.jobTimeoutSeconds,
    });
    await createIngestQueues(queue, h.t.config.ingest);
    const app = await buildApp({ config: h.t.config, database: h.t.database, signingSecret: h.t.signingSecret, logger: pino({ level: 'silent' }), queue });
    await app.ready();
    restarted = { app, queue };
    expect(await read(app, member, imported.id)).toEqual(before);
    const list = await call(app, member, 'GET', '/api/imports');
    expect(list.json<{ imports: Import[] }>().imports).toEqual([before]);

    await startIngestWorkers(createIngestDependencies({ config: h.t.config, database: h.t.database, queue, log: quietLog }));
    await app.services.instagram.startWorkers(h.t.config.ingest.pollSeconds);
    await app.services.imports.startWorkers(h.t.config.ingest.pollSeconds);

    // Generous for a busy machine: the rest of the import takes a few seconds here.
    const done = await until(app, member, imported.id, (each) => each.status !== 'importing', 60_000);
    expect(done).toMatchObject({ status: 'done', error: null });
    expect(done.counts).toMatchObject({ found: keys.length, new: keys.length - 1, existing: 1, skipped: 1, pending: 0, cancelled: 0 });
    expect(done.counts.found).toBe(done.counts.new + done.counts.existing);
    expect(done.counts.organised + done.counts.failed).toBe(done.counts.new);
    expect(done.finished_at).not.toBeNull();

    // Every link once: one post each, one item each, all organised or failed.
    const posts = await postsOf(member);
    expect(posts).toHaveLength(keys.length);
    expect(new Set(posts.map((post) => post.canonical_url)).size).toBe(keys.length);
    expect(posts.every((post) => post.status === 'organised' || post.status === 'failed')).toBe(true);
    const items = await itemsOf(imported.id);
    expect(items).toHaveLength(keys.length);
    expect(items.filter((item) => item.outcome === 'created')).toHaveLength(keys.length - 1);
    expect(items.filter((item) => item.outcome === 'existing')).toHaveLength(1);

    // The first server's app, on the same rows, says the same.
    expect(await read(h.t.app, member, imported.id)).toEqual(done);
    // The read job of the first test, handed out by the new server, added nothing either.
    expect(await jobsOf(IMPORT_READ_QUEUE, sql`state NOT IN ('completed')`)).toEqual([]);
  }, 120_000);
});

// Imports end to end on the real app, queue and pipeline (platforms stood in for by the local
// fixture servers): upload, reading, the member's feed, progress to done, idempotence, saved times,
// collections as tags, bad files, cancel, undo and ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MESSAGES, type Import } from '@stash/shared';
import { queryRows } from '../../db/query-rows';
import { IMPORT_PRIORITY } from '../../ingest/intake';
import { queueName } from '../../ingest/stages';
import { createIngestHarness, type IngestHarness } from '../../test-support/ingest-harness';
import { createMember, type TestMember } from '../../test-support/members';
import { testDatabaseKind } from '../../test-support/test-database';

let h: IngestHarness;

beforeAll(async () => {
  h = await createIngestHarness({
    fixtures: { loginWallRepeats: 0 },
    env: { STASH_IMPORT_BATCH_SIZE: '2', STASH_IMPORT_INTERVAL_SECONDS: '0.2' },
  });
  await h.t.app.services.imports.startWorkers(h.t.config.ingest.pollSeconds);
}, 60_000);
afterAll(() => h?.close());

const link = (key: string) => h.fixtures.corpus.post(key).link;

/** Instagram's saved_posts.json as the export writes it. */
function savedPosts(entries: { href?: string; savedAt: Date; owner?: string }[]): Buffer {
  return Buffer.from(
    JSON.stringify({
      saved_saved_media: entries.map((entry) => ({
        title: entry.owner ?? 'someone',
        string_map_data: { 'Saved on': { ...(entry.href ? { href: entry.href } : {}), timestamp: Math.floor(entry.savedAt.getTime() / 1000) } },
      })),
    }),
  );
}

/** Instagram's saved_collections.json: a header entry names a collection, its posts follow. */
function savedCollections(collections: { name: string; hrefs: string[] }[]): Buffer {
  const at = Math.floor(Date.parse('2024-03-01T10:00:00Z') / 1000);
  return Buffer.from(
    JSON.stringify({
      saved_saved_collections: collections.flatMap((collection) => [
        { title: 'Collection', string_map_data: { Name: { value: collection.name }, 'Creation Time': { timestamp: at } } },
        ...collection.hrefs.map((href) => ({ string_map_data: { Name: { href, value: 'someone' }, 'Added Time': { timestamp: at } } })),
      ]),
    }),
  );
}

async function upload(member: TestMember, file: Buffer, fileName = 'saved_posts.json', headers: Record<string, string> = {}) {
  return h.t.call('POST', `/api/imports?file_name=${encodeURIComponent(fileName)}`, {
    token: member.accessToken,
    body: file,
    headers: { 'content-type': 'application/octet-stream', ...headers },
  });
}

async function read(member: TestMember, id: string): Promise<Import> {
  const response = await h.t.call('GET', `/api/imports/${id}`, { token: member.accessToken });
  expect(response.statusCode).toBe(200);
  return response.json<Import>();
}

/** Polls the import (as the screen does) until the condition holds. */
async function until(member: TestMember, id: string, condition: (imported: Import) => boolean, timeoutMs = 45_000): Promise<Import> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const imported = await read(member, id);
    if (condition(imported)) return imported;
    if (Date.now() > deadline) throw new Error(`import still ${imported.status}: ${JSON.stringify(imported.counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const final = (imported: Import) => ['done', 'failed', 'cancelled', 'undone'].includes(imported.status);

async function postsOf(member: TestMember) {
  return queryRows<{ id: string; canonical_url: string; created_at: Date; status: string }>(
    h.t.database.db,
    sql`SELECT id, canonical_url, created_at, status FROM posts WHERE user_id = ${member.userId} ORDER BY canonical_url`,
  );
}

describe(`imports on ${testDatabaseKind}`, () => {
  it('imports an Instagram export to done, keeping saved times, and the same file again adds nothing', async () => {
    const member = await createMember(h.t);
    const savedAt = new Date('2023-05-06T07:08:09Z');
    const file = savedPosts([
      { href: link('ig-lilia-williamsburg'), savedAt },
      { href: link('ig-ramen-guide-nyc'), savedAt: new Date('2023-06-01T00:00:00Z') },
      { href: `${link('ig-lilia-williamsburg')}?igsh=abc`, savedAt: new Date('2024-01-01T00:00:00Z') },
      { href: 'https://example.com/not-a-post', savedAt },
      { savedAt },
    ]);
    const created = await upload(member, file);
    expect(created.statusCode).toBe(202);
    const first = created.json<Import>();
    expect(first).toMatchObject({ status: 'reading', file_name: 'saved_posts.json' });

    const done = await until(member, first.id, final);
    expect(done).toMatchObject({ status: 'done', source: 'instagram', error: null });
    expect(done.counts).toMatchObject({ found: 2, new: 2, existing: 0, skipped: 2, pending: 0, cancelled: 0 });
    expect(done.counts.organised + done.counts.failed).toBe(2);
    expect(done.finished_at).not.toBeNull();

    const posts = await postsOf(member);
    expect(posts).toHaveLength(2);
    const lilia = posts.find((post) => post.canonical_url.includes(h.fixtures.corpus.post('ig-lilia-williamsburg').id));
    // The earliest 'saved on' of the link's two entries.
    expect(new Date(lilia!.created_at).toISOString()).toBe(savedAt.toISOString());

    const again = (await upload(member, file)).json<Import>();
    const second = await until(member, again.id, final);
    expect(second.status).toBe('done');
    expect(second.counts).toMatchObject({ found: 2, new: 0, existing: 2, skipped: 2, pending: 0, organised: 0, failed: 0 });
    expect(await postsOf(member)).toHaveLength(2);

    const list = await h.t.call('GET', '/api/imports', { token: member.accessToken });
    expect(list.json<{ imports: Import[] }>().imports.map((each) => each.id)).toEqual([again.id, first.id]);
  }, 90_000);

  it("queues imported posts below the member's own saves", async () => {
    const member = await createMember(h.t);
    const imported = (await upload(member, savedPosts([{ href: link('ig-boot-cafe-paris'), savedAt: new Date('2022-01-01T00:00:00Z') }]))).json<Import>();
    await until(member, imported.id, final);
    const saved = await h.t.call('POST', '/api/ios-share/saves', { token: member.accessToken, body: { url: link('ig-arome-bakery-london') } });
    expect(saved.statusCode).toBe(202);
    const priorities = await queryRows<{ canonical_url: string; priority: number }>(
      h.t.database.db,
      sql`SELECT p.canonical_url, j.priority FROM pgboss.job j JOIN posts p ON p.id::text = j.data->>'postId'
          WHERE j.name = ${queueName('fetch')} AND p.user_id = ${member.userId}`,
    );
    const byPost = (key: string) => priorities.find((row) => row.canonical_url.includes(h.fixtures.corpus.post(key).id))?.priority;
    expect(byPost('ig-boot-cafe-paris')).toBe(IMPORT_PRIORITY);
    expect(byPost('ig-arome-bakery-london')).toBe(0);
    // pg-boss hands out the higher priority first.
    expect(IMPORT_PRIORITY).toBeLessThan(0);
  }, 60_000);

  it("makes the export's collections into tags on the new stashes", async () => {
    const member = await createMember(h.t);
    const file = savedCollections([
      { name: 'Paris eats', hrefs: [link('ig-boot-cafe-paris')] },
      { name: 'Recipes', hrefs: [link('ig-vodka-rigatoni-recipe'), link('ig-boot-cafe-paris')] },
    ]);
    const imported = (await upload(member, file, 'saved_collections.json')).json<Import>();
    const done = await until(member, imported.id, final);
    expect(done.counts).toMatchObject({ found: 2, new: 2 });
    expect([...done.tags].sort()).toEqual(['Paris eats', 'Recipes']);
    const tagged = await queryRows<{ canonical_url: string; names: string[] }>(
      h.t.database.db,
      sql`SELECT p.canonical_url, array_agg(t.name ORDER BY t.name) AS names FROM posts p
          JOIN post_tags pt ON pt.post_id = p.id JOIN tags t ON t.id = pt.tag_id
          WHERE p.user_id = ${member.userId} GROUP BY p.canonical_url`,
    );
    const namesOf = (key: string) => tagged.find((row) => row.canonical_url.includes(h.fixtures.corpus.post(key).id))?.names;
    expect(namesOf('ig-boot-cafe-paris')).toEqual(['Paris eats', 'Recipes']);
    expect(namesOf('ig-vodka-rigatoni-recipe')).toEqual(['Recipes']);
  }, 60_000);

  it('fails a file it cannot read, or one without any Instagram, TikTok or X link, saying why', async () => {
    const member = await createMember(h.t);
    const unreadable = (await upload(member, Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x00]), 'photo.bin')).json<Import>();
    const failed = await until(member, unreadable.id, final);
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual(expect.any(String));
    expect(failed.error!.length).toBeGreaterThan(10);

    const others = (await upload(member, Buffer.from('https://example.com/a\nhttps://example.org/b\n'), 'links.txt')).json<Import>();
    const noLinks = await until(member, others.id, final);
    expect(noLinks).toMatchObject({ status: 'failed', error: IMPORT_MESSAGES.noLinks });
    expect(noLinks.counts.skipped).toBe(2);
    expect(await postsOf(member)).toHaveLength(0);
  }, 60_000);

  it('refuses an empty upload, a file over the limit and a body that is not the file', async () => {
    const member = await createMember(h.t);
    const empty = await upload(member, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: IMPORT_MESSAGES.emptyFile });

    const tooLarge = await upload(member, Buffer.from('https://x.com/a/status/1'), 'big.txt', { 'content-length': String(IMPORT_MAX_FILE_BYTES + 1) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: IMPORT_MESSAGES.fileTooLarge });

    const json = await h.t.call('POST', '/api/imports?file_name=a.json', { token: member.accessToken, body: { url: 'https://x.com/a/status/1' } });
    expect(json.statusCode).toBe(415);

    const list = await h.t.call('GET', '/api/imports', { token: member.accessToken });
    expect(list.json<{ imports: Import[] }>().imports).toEqual([]);
  });

  it('cancels a running import: what is left waiting is not added', async () => {
    const member = await createMember(h.t);
    const links = Array.from({ length: 40 }, (_, index) => `https://x.com/someone/status/${1_700_000_000_000_000_000n + BigInt(index)}`);
    const imported = (await upload(member, Buffer.from(links.join('\n')), 'links.txt')).json<Import>();
    const cancelled = await h.t.call('POST', `/api/imports/${imported.id}/cancel`, { token: member.accessToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Import>().status).toBe('cancelled');
    // Reading finishes (or had finished): every link found is counted as added or left out.
    const settled = await until(member, imported.id, (each) => each.counts.new + each.counts.existing + each.counts.cancelled === each.counts.found);
    expect(settled.status).toBe('cancelled');
    expect(settled.counts.new).toBeLessThan(40);
    expect((await postsOf(member)).length).toBe(settled.counts.new);

    const again = await h.t.call('POST', `/api/imports/${imported.id}/cancel`, { token: member.accessToken });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: IMPORT_MESSAGES.notCancellable });
  }, 60_000);

  it('undoes exactly the stashes the import created, not one the member already had', async () => {
    const member = await createMember(h.t);
    const own = await h.t.call('POST', '/api/ios-share/saves', { token: member.accessToken, body: { url: link('ig-bar-trench-tokyo') } });
    expect(own.statusCode).toBe(202);
    const ownId = own.json<{ id: string }>().id;
    const file = savedPosts([
      { href: link('ig-bar-trench-tokyo'), savedAt: new Date('2021-01-01T00:00:00Z') },
      { href: link('ig-el-xampanyet-barcelona'), savedAt: new Date('2021-01-02T00:00:00Z') },
    ]);
    const imported = (await upload(member, file)).json<Import>();
    const done = await until(member, imported.id, final);
    expect(done.counts).toMatchObject({ found: 2, new: 1, existing: 1 });

    const undoing = await h.t.call('POST', `/api/imports/${imported.id}/undo`, { token: member.accessToken });
    expect(undoing.statusCode).toBe(200);
    expect(['undoing', 'undone']).toContain(undoing.json<Import>().status);
    const undone = await until(member, imported.id, (each) => each.status !== 'undoing');
    expect(undone).toMatchObject({ status: 'undone', counts: { new: 1, existing: 1, pending: 0, organised: 0, failed: 0 } });
    const left = await postsOf(member);
    expect(left.map((post) => post.id)).toEqual([ownId]);

    const twice = await h.t.call('POST', `/api/imports/${imported.id}/undo`, { token: member.accessToken });
    expect(twice.statusCode).toBe(409);
  }, 60_000);

  it("keeps each member's imports to themselves", async () => {
    const owner = await createMember(h.t);
    const other = await createMember(h.t);
    const imported = (await upload(owner, savedPosts([{ href: link('ig-sonoratown-la'), savedAt: new Date('2020-01-01T00:00:00Z') }]))).json<Import>();
    for (const [method, path] of [
      ['GET', `/api/imports/${imported.id}`],
      ['POST', `/api/imports/${imported.id}/cancel`],
      ['POST', `/api/imports/${imported.id}/undo`],
    ] as const) {
      const response = await h.t.call(method, path, { token: other.accessToken });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: IMPORT_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    const list = await h.t.call('GET', '/api/imports', { token: other.accessToken });
    expect(list.json<{ imports: Import[] }>().imports).toEqual([]);
    const unknown = await h.t.call('GET', '/api/imports/00000000-0000-4000-8000-000000000000', { token: owner.accessToken });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await h.t.call('GET', `/api/imports/${imported.id}`);
    expect(anonymous.statusCode).toBe(401);
    await until(owner, imported.id, final);
    expect(await postsOf(other)).toHaveLength(0);
  }, 60_000);
});

// Reorganising stored posts through the queue: a post read by an older, worse extractor is read
// again from the text it already has; its tags and the member's title stay, the entities the new
// reading no longer names lose it (and go when nothing names them), other members' posts and
// posts outside the chosen days are left alone.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import { entities, posts } from '../db/schema';
import { createIngestHarness, type IngestHarness } from '../test-support/ingest-harness';
import { createMember, type TestMember } from '../test-support/members';
import { linkEntities, seedEntity } from '../test-support/seed';
import { reorganiseProgress, startReorganise, type ReorganiseRun } from './reorganise';

let h: IngestHarness;
let ana: TestMember;
let ben: TestMember;

beforeAll(async () => {
  h = await createIngestHarness();
  ana = await createMember(h.t, { email: 'ana@reorganise.test' });
  ben = await createMember(h.t, { email: 'ben@reorganise.test' });
}, 60_000);
afterAll(() => h?.close());

async function saveSettled(member: TestMember, key: string): Promise<string> {
  const id = await h.save(member, key);
  expect((await h.settled(id))?.status).toBe('organised');
  return id;
}

const entityNamesOf = async (postId: string) =>
  (await queryRows<{ name: string }>(h.t.database.db, sql`SELECT e.entity_name AS name FROM post_entities pe JOIN entities e ON e.id = pe.entity_id WHERE pe.post_id = ${postId} ORDER BY 1`)).map(
    (row) => row.name,
  );

async function finished(run: ReorganiseRun) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const progress = await reorganiseProgress(h.t.database.db, run);
    if (progress.done + progress.stopped >= progress.total) return progress;
    if (Date.now() > deadline) throw new Error(`reorganising still running: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("reads a member's organised posts again, keeping tags and edits, dropping what the new reading does not name", async () => {
  const postId = await saveSettled(ana, 'ig-lilia-williamsburg');
  const bensPost = await saveSettled(ben, 'ig-lilia-williamsburg');
  const db = h.t.database.db;
  const organisedNames = await entityNamesOf(postId);
  expect(organisedNames.length).toBeGreaterThan(0);
  const [before] = await db.select().from(posts).where(eq(posts.id, postId));

  // What an older extractor left: a wrong category and a place the post does not name.
  const stale = await seedEntity(db, ana.userId, { entityName: 'Old Misread Place' });
  await linkEntities(db, postId, [stale.id]);
  await db.update(posts).set({ category: 'other' }).where(eq(posts.id, postId));
  // What the member did: a tag and a title of their own.
  const tag = (await h.t.call('POST', '/api/tags', { token: ana.accessToken, body: { name: 'date night', color: '#f97316' } })).json<{ id: string }>();
  expect((await h.t.call('PUT', `/api/tags/post/${postId}`, { token: ana.accessToken, body: { tagIds: [tag.id] } })).statusCode).toBe(200);
  expect((await h.t.call('PUT', `/api/posts/${postId}`, { token: ana.accessToken, body: { title: 'Pasta night at Lilia' } })).statusCode).toBe(200);
  const [bensBefore] = await db.select().from(posts).where(eq(posts.id, bensPost));

  const run = await startReorganise(h.deps, { userId: ana.userId });
  expect(run.postIds).toEqual([postId]);
  expect(await finished(run)).toEqual({ total: 1, done: 1, stopped: 0 });

  const [after] = await db.select().from(posts).where(eq(posts.id, postId));
  expect(after?.status).toBe('organised');
  expect(after?.category).toBe(before?.category);
  expect(after?.title).toBe('Pasta night at Lilia');
  expect(after?.caption).toBe(before?.caption);
  expect(after?.mediaUrl).toBe(before?.mediaUrl);
  expect(await entityNamesOf(postId)).toEqual(organisedNames);
  expect(await db.select().from(entities).where(eq(entities.id, stale.id))).toEqual([]);
  const tags = (await h.t.call('GET', `/api/tags/post/${postId}`, { token: ana.accessToken })).json<{ tags: Array<{ id: string }> }>().tags;
  expect(tags.map((item) => item.id)).toEqual([tag.id]);

  // Ben's stash was not in scope.
  const [bensAfter] = await db.select().from(posts).where(eq(posts.id, bensPost));
  expect(bensAfter?.lastEnrichedAt).toEqual(bensBefore?.lastEnrichedAt);
}, 60_000);

it('takes only posts saved since the given day, and nothing that is not organised', async () => {
  const older = await saveSettled(ana, 'x-tartine-sf');
  const newer = await saveSettled(ana, 'ig-boot-cafe-paris');
  const db = h.t.database.db;
  await db.update(posts).set({ createdAt: new Date('2024-01-10T12:00:00Z') }).where(eq(posts.id, older));
  await db.update(posts).set({ status: 'failed', statusReason: 'test' }).where(eq(posts.userId, ben.userId));

  const run = await startReorganise(h.deps, { since: new Date('2025-01-01T00:00:00Z') });
  expect(run.postIds).toContain(newer);
  expect(run.postIds).not.toContain(older);
  const bens = await db.select({ id: posts.id }).from(posts).where(eq(posts.userId, ben.userId));
  for (const post of bens) expect(run.postIds).not.toContain(post.id);
  const progress = await finished(run);
  expect(progress.done).toBe(run.postIds.length);
}, 60_000);

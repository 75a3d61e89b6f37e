// POST /posts/bulk: /manage's actions on a selection. Only the member's own posts are touched
// (others' and unknown ids come back as not_found); tags must be the member's; each action shows
// in the next list at once.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTS_BULK_MAX_IDS, TAGS_PER_POST_MAX, postsBulkResponseSchema, postsFullListResponseSchema } from '@stash/shared';
import { queryRows } from '../../db/query-rows';
import { recordExtraction } from './post-lifecycle';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedMedia, seedPost, seedTag, tagPost } from '../../test-support/seed';
import { createLocalMediaStorage } from '../../providers/storage/media-storage';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
let bensPost: string;
let bensTag: string;

beforeAll(async () => {
  t = await createTestApp({}, { queue: true });
  ana = await createMember(t);
  ben = await createMember(t);
  bensPost = (await seedPost(t.database.db, ben.userId, { title: 'Ben only', category: 'food' })).id;
  bensTag = (await seedTag(t.database.db, ben.userId, 'Ben tag')).id;
  await tagPost(t.database.db, bensPost, [bensTag]);
}, 60_000);
afterAll(() => t.close());

const bulk = (body: unknown, member = ana) => t.call('POST', '/api/posts/bulk', { token: member.accessToken, body });
const bulkOk = async (body: unknown, member = ana) => {
  const response = await bulk(body, member);
  expect(response.statusCode, response.body).toBe(200);
  return postsBulkResponseSchema.parse(response.json());
};
const list = async (body: Record<string, unknown>, member = ana) => {
  const response = await t.call('POST', '/api/posts/list', { token: member.accessToken, body: { limit: 100, ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return postsFullListResponseSchema.parse(response.json());
};
const seedPosts = async (count: number, values: Parameters<typeof seedPost>[2] = {}) => {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await seedPost(t.database.db, ana.userId, { title: `Bulk post ${index}`, ...values })).id);
  return ids;
};
const tagNamesOf = async (postId: string) =>
  (await queryRows<{ name: string }>(t.database.db, sql`SELECT t.name FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = ${postId} ORDER BY 1`)).map((row) => row.name);
/** Ben's post as it was seeded: still there, still tagged, still in its category. */
const expectBensPostUntouched = async () => {
  const [row] = await queryRows<{ category: string; status: string; ingest_stage: string | null }>(
    t.database.db,
    sql`SELECT category, status, ingest_stage FROM posts WHERE id = ${bensPost}`,
  );
  expect(row).toEqual({ category: 'food', status: 'organised', ingest_stage: null });
  expect(await tagNamesOf(bensPost)).toEqual(['Ben tag']);
};

describe('POST /api/posts/bulk: tags', () => {
  it('adds tags to every post, keeping the tags they have, and counts the posts that gained one', async () => {
    const [first, second, third] = await seedPosts(3);
    const [keep, add, other] = await Promise.all(['Keep', 'Add', 'Other'].map((name) => seedTag(t.database.db, ana.userId, name)));
    await tagPost(t.database.db, first!, [keep!.id]);
    await tagPost(t.database.db, second!, [add!.id]);
    const missing = '00000000-0000-4000-8000-000000000000';

    const answer = await bulkOk({ ids: [first, second, third, bensPost, missing], action: { type: 'add_tags', tag_ids: [add!.id, other!.id] } });
    expect(answer).toEqual({ changed: 3, not_found: [bensPost, missing] });
    expect(await tagNamesOf(first!)).toEqual(['Add', 'Keep', 'Other']);
    expect(await tagNamesOf(second!)).toEqual(['Add', 'Other']);
    expect(await tagNamesOf(third!)).toEqual(['Add', 'Other']);
    await expectBensPostUntouched();
    // The list answers the change at once (and its tag filter and search see it).
    expect((await list({ tag_id: other!.id })).posts.map((post) => post.id).sort()).toEqual([first, second, third].sort());
    expect((await list({ search: 'Other' })).posts.map((post) => post.id).sort()).toEqual([first, second, third].sort());

    // Adding again changes nothing.
    expect(await bulkOk({ ids: [first, second], action: { type: 'add_tags', tag_ids: [add!.id] } })).toEqual({ changed: 0, not_found: [] });
  });

  it('removes tags, leaving the others', async () => {
    const [first, second] = await seedPosts(2);
    const [drop, stay] = await Promise.all(['Drop', 'Stay'].map((name) => seedTag(t.database.db, ana.userId, name)));
    await tagPost(t.database.db, first!, [drop!.id, stay!.id]);
    await tagPost(t.database.db, second!, [stay!.id]);
    expect(await bulkOk({ ids: [first, second, bensPost], action: { type: 'remove_tags', tag_ids: [drop!.id] } })).toEqual({ changed: 1, not_found: [bensPost] });
    expect(await tagNamesOf(first!)).toEqual(['Stay']);
    expect(await tagNamesOf(second!)).toEqual(['Stay']);
    expect((await list({ tag_id: drop!.id })).posts).toEqual([]);
    await expectBensPostUntouched();
  });

  it("refuses another member's tag or an unknown one and changes nothing, even with no post of the member's", async () => {
    const [post] = await seedPosts(1);
    const mine = await seedTag(t.database.db, ana.userId, 'Mine');
    for (const body of [
      { ids: [post], action: { type: 'add_tags', tag_ids: [mine.id, bensTag] } },
      { ids: [post], action: { type: 'add_tags', tag_ids: ['00000000-0000-4000-8000-000000000000'] } },
      { ids: [bensPost], action: { type: 'remove_tags', tag_ids: [bensTag] } },
    ]) {
      const response = await bulk(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toEqual({ error: 'Tag not found', code: 'NOT_FOUND' });
    }
    expect(await tagNamesOf(post!)).toEqual([]);
    await expectBensPostUntouched();
  });

  it(`refuses to take a post past ${TAGS_PER_POST_MAX} tags, and changes nothing`, async () => {
    const [full, empty] = await seedPosts(2);
    const many = await queryRows<{ id: string }>(t.database.db, sql`
      INSERT INTO tags (user_id, name, color) SELECT ${ana.userId}, 'Many ' || n, '#3b82f6' FROM generate_series(1, ${TAGS_PER_POST_MAX}) n RETURNING id::text AS id`);
    await tagPost(t.database.db, full!, many.map((row) => row.id));
    const extra = await seedTag(t.database.db, ana.userId, 'One too many');

    const response = await bulk({ ids: [empty, full], action: { type: 'add_tags', tag_ids: [extra.id] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `A post can have at most ${TAGS_PER_POST_MAX} tags`, code: 'VALIDATION_ERROR' });
    expect(await tagNamesOf(empty!)).toEqual([]);
    // A tag the full post has already does not count twice.
    expect(await bulkOk({ ids: [empty, full], action: { type: 'add_tags', tag_ids: [many[0]!.id] } })).toEqual({ changed: 1, not_found: [] });
  });
});

describe('POST /api/posts/bulk: category', () => {
  it('sets the category, counting the posts that did not have it, and the counts follow at once', async () => {
    const [first, second] = await seedPosts(2, { category: 'travel' });
    const [already] = await seedPosts(1, { category: 'food' });
    const before = (await list({ limit: 1, include_category_counts: true, include_counts: true, category: 'food' })).counts!.total;
    expect(await bulkOk({ ids: [first, second, already, bensPost], action: { type: 'set_category', category: 'food' } })).toEqual({ changed: 2, not_found: [bensPost] });
    const after = await list({ limit: 100, include_counts: true, category: 'food' });
    expect(after.counts!.total).toBe(before + 2);
    expect(after.posts.map((post) => post.id)).toEqual(expect.arrayContaining([first, second, already]));
    await expectBensPostUntouched();
    const refused = await bulk({ ids: [first], action: { type: 'set_category', category: 'not-a-category' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Choose one of the categories.');
  });

  it("keeps the member's category when the post is organised again, and extraction's category elsewhere", async () => {
    const [chosen, untouched] = await seedPosts(2, { category: 'travel' });
    await bulkOk({ ids: [chosen!], action: { type: 'set_category', category: 'recipes' } });
    const extracted = { extraction: {}, category: 'food', routingClass: null, overallMessageIntent: null, hashtags: [], mentions: [] };
    await recordExtraction(t.database.db, chosen!, extracted);
    await recordExtraction(t.database.db, untouched!, extracted);
    const rows = await queryRows<{ id: string; category: string }>(t.database.db, sql`SELECT id::text AS id, category FROM posts WHERE id IN (${chosen}, ${untouched})`);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.category]))).toEqual({ [chosen!]: 'recipes', [untouched!]: 'food' });
  });
});

describe('POST /api/posts/bulk: reorganise', () => {
  it('queues organised posts for extraction again, restarts failed ones as a retry does, and leaves pending ones alone', async () => {
    const [organised] = await seedPosts(1, { status: 'organised', ingestStage: 'indexed' });
    const [failed] = await seedPosts(1, { status: 'failed', statusReason: 'Could not reach Instagram', ingestStage: 'saved' });
    const [pending] = await seedPosts(1, { status: 'pending', ingestStage: 'fetched' });

    const answer = await bulkOk({ ids: [organised, failed, pending, bensPost], action: { type: 'reorganise' } });
    expect(answer).toEqual({ changed: 2, not_found: [bensPost] });
    const rows = await queryRows<{ id: string; status: string; ingest_stage: string; status_reason: string | null }>(
      t.database.db,
      sql`SELECT id::text AS id, status, ingest_stage, status_reason FROM posts WHERE id IN (${organised}, ${failed}, ${pending}) ORDER BY title, created_at`,
    );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    // Organised keeps what it holds (and stays organised) until the pipeline has read it again.
    expect(byId[organised!]).toMatchObject({ status: 'organised', ingest_stage: 'media' });
    expect(byId[failed!]).toMatchObject({ status: 'pending', ingest_stage: 'saved', status_reason: null });
    expect(byId[pending!]).toMatchObject({ status: 'pending', ingest_stage: 'fetched' });
    const jobs = await queryRows<{ name: string; post_id: string }>(
      t.database.db,
      sql`SELECT name, data->>'postId' AS post_id FROM pgboss.job WHERE data->>'postId' IN (${organised}, ${failed}, ${pending}, ${bensPost}) ORDER BY name`,
    );
    expect(jobs).toEqual([
      { name: 'ingest.fetch', post_id: failed },
      { name: 'ingest.organise', post_id: organised },
    ]);
    await expectBensPostUntouched();
  });
});

describe('POST /api/posts/bulk: delete', () => {
  it('deletes as one by one does: media files, tag links, entities no other post names, counts', async () => {
    const db = t.database.db;
    const [first, second, kept] = await seedPosts(3, { category: 'guides' });
    const onlyHere = await seedEntity(db, ana.userId, { entityName: 'Only in deleted posts' });
    const alsoKept = await seedEntity(db, ana.userId, { entityName: 'Also in a kept post' });
    await linkEntities(db, first!, [onlyHere.id, alsoKept.id]);
    await linkEntities(db, second!, [onlyHere.id]);
    await linkEntities(db, kept!, [alsoKept.id]);
    const tag = await seedTag(db, ana.userId, 'Deleted posts tag');
    await tagPost(db, first!, [tag.id]);
    await seedMedia(db, first!, [{ url: 'https://cdn.example/a.jpg', type: 'image', storageKey: 'bulk-a.jpg' }]);
    await seedMedia(db, second!, [{ url: 'https://cdn.example/b.jpg', type: 'image', storageKey: 'bulk-b.jpg' }, { url: 'https://cdn.example/c.mp4', type: 'video' }]);
    const storage = createLocalMediaStorage(path.join(t.config.dataDir, 'media'));
    await storage.put('bulk-a.jpg', new Uint8Array([0xff, 0xd8]));
    await storage.put('bulk-b.jpg', new Uint8Array([0xff, 0xd8]));
    const files = ['bulk-a.jpg', 'bulk-b.jpg'].map((key) => path.join(t.config.dataDir, 'media', key));
    expect(files.every((file) => fs.existsSync(file))).toBe(true);
    const before = await list({ limit: 1, include_counts: true, include_category_counts: true });

    expect(await bulkOk({ ids: [first, second, bensPost], action: { type: 'delete' } })).toEqual({ changed: 2, not_found: [bensPost] });
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    const [left] = await queryRows<Record<string, number>>(db, sql`
      SELECT (SELECT count(*)::int FROM posts WHERE id IN (${first}, ${second})) AS posts,
             (SELECT count(*)::int FROM entities WHERE id = ${onlyHere.id}) AS only_here,
             (SELECT count(*)::int FROM entities WHERE id = ${alsoKept.id}) AS also_kept,
             (SELECT count(*)::int FROM media WHERE post_id IN (${first}, ${second})) AS media,
             (SELECT count(*)::int FROM tags WHERE id = ${tag.id}) AS tag,
             (SELECT post_count FROM tags WHERE id = ${tag.id}) AS tag_posts`);
    expect(left).toEqual({ posts: 0, only_here: 0, also_kept: 1, media: 0, tag: 1, tag_posts: 0 });
    const after = await list({ limit: 1, include_counts: true, include_category_counts: true });
    expect(after.counts!.total).toBe(before.counts!.total - 2);
    expect(after.category_counts!.guides).toBe(before.category_counts!.guides! - 2);
    await expectBensPostUntouched();
    // Deleting again: they are gone, so not found.
    expect(await bulkOk({ ids: [first], action: { type: 'delete' } })).toEqual({ changed: 0, not_found: [first] });
  });
});

describe('POST /api/posts/bulk: input', () => {
  it(`takes 1 to ${POSTS_BULK_MAX_IDS} stash ids and a known action, with the schema's wording`, async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    for (const [body, message] of [
      [{ ids: ids(POSTS_BULK_MAX_IDS + 1), action: { type: 'delete' } }, `Select at most ${POSTS_BULK_MAX_IDS} stashes at once.`],
      [{ ids: [], action: { type: 'delete' } }, 'Select at least one stash.'],
      [{ ids: ['not-an-id'], action: { type: 'delete' } }, 'ids must be stash ids.'],
      [{ ids: ids(1), action: { type: 'add_tags', tag_ids: [] } }, 'Choose at least one tag.'],
      [{ ids: ids(1), action: { type: 'paint' } }, undefined],
      [{ ids: ids(1) }, undefined],
    ] as const) {
      const response = await bulk(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      if (message) expect(response.json().error).toContain(message);
    }
    // The most ids allowed is fine; none of them is the member's.
    expect(await bulkOk({ ids: ids(POSTS_BULK_MAX_IDS), action: { type: 'set_category', category: 'food' } })).toMatchObject({ changed: 0 });
    const unauthenticated = await t.call('POST', '/api/posts/bulk', { body: { ids: ids(1), action: { type: 'delete' } } });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

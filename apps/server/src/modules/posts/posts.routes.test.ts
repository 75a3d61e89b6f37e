import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsBatchResponseSchema, postsFiltersResponseSchema, postsGetResponseSchema, postsFullListResponseSchema } from '@stash/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedMedia, seedPost, seedTag, tagPost } from '../../test-support/seed';
import { createLocalMediaStorage } from '../../providers/storage/media-storage';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const at = (daysAgo: number) => new Date(Date.parse('2026-11-20T12:00:00Z') - daysAgo * DAY);

beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t);
  ben = await createMember(t);
  const db = t.database.db;
  // Ana's stash: 45 posts over 45 days; a few with real content to filter and search on.
  for (let day = 0; day < 45; day += 1) {
    const post = await seedPost(db, ana.userId, {
      title: `Saved post ${day}`,
      caption: `Caption number ${day}`,
      category: day % 3 === 0 ? 'food' : day % 3 === 1 ? 'travel' : null,
      routingClass: day % 2 === 0 ? 'PhysicalVenue' : 'Eventish',
      overallMessageIntent: day % 5 === 0 ? 'plan_visit' : 'inspiration',
      activityType: day % 4 === 0 ? 'tiktok' : 'instagram',
      createdAt: at(day),
    });
    ids[`day${day}`] = post.id;
  }
  const ramen = await seedPost(db, ana.userId, {
    title: 'Best ramen in Brooklyn <script>alert(1)</script> 🍜',
    caption: 'Rich tonkotsu broth, 50% off on Mondays',
    category: 'food',
    hashtags: ['ramen', 'nyc'],
    createdAt: at(60),
    rawDump: { original_url: 'https://www.instagram.com/p/RAMEN123/' },
  });
  ids.ramen = ramen.id;
  const okiboru = await seedEntity(db, ana.userId, { entityName: 'Okiboru Noodles', latitude: 40.68, longitude: -73.97 });
  const brooklyn = await seedEntity(db, ana.userId, { entityName: 'Brooklyn', entityType: 'area', routingClass: 'GeoArea' });
  ids.okiboru = okiboru.id;
  ids.brooklyn = brooklyn.id;
  await linkEntities(db, ramen.id, [okiboru.id, brooklyn.id]);
  await linkEntities(db, ids.day1!, [brooklyn.id]);
  const dateNight = await seedTag(db, ana.userId, 'Date night', '#ec4899');
  ids.dateNight = dateNight.id;
  await tagPost(db, ramen.id, [dateNight.id]);
  await seedMedia(db, ramen.id, [
    { url: 'https://scontent.cdninstagram.com/v/ramen.jpg', type: 'image', storageKey: 'ramen-1.jpg' },
    { url: 'https://scontent.cdninstagram.com/v/ramen.mp4', type: 'video' },
  ]);
  await createLocalMediaStorage(path.join(t.config.dataDir, 'media')).put('ramen-1.jpg', new Uint8Array([0xff, 0xd8]));
  // Ben has one post of his own.
  ids.bens = (await seedPost(db, ben.userId, { title: 'Ben only', category: 'food' })).id;
});
afterAll(() => t.close());

const list = async (body: Record<string, unknown>, member = ana) => {
  const response = await t.call('POST', '/api/posts/list', { token: member.accessToken, body });
  expect(response.statusCode, response.body).toBe(200);
  return postsFullListResponseSchema.parse(response.json());
};

describe('POST /api/posts/list', () => {
  it('pages newest first: 20 by default, then on from next_offset', async () => {
    const first = await list({});
    expect(first.posts).toHaveLength(20);
    expect(first.posts[0]!.title).toBe('Saved post 0');
    expect(first).toMatchObject({ has_more: true, next_offset: 20 });
    const last = await list({ offset: 40, limit: 36 });
    expect(last.posts.map((post) => post.title)).toEqual(['Saved post 40', 'Saved post 41', 'Saved post 42', 'Saved post 43', 'Saved post 44', expect.stringContaining('ramen')]);
    expect(last).toMatchObject({ has_more: false, next_offset: null });
  });

  it('sorts oldest first on request', async () => {
    const page = await list({ sort: 'asc', limit: 2 });
    expect(page.posts.map((post) => post.id)).toEqual([ids.ramen, ids.day44]);
  });

  it('gives the post in the spec shape, text exactly as stored, with media, tags and (on request) entities', async () => {
    const [withoutEntities] = (await list({ search: 'tonkotsu' })).posts;
    expect(withoutEntities!.entities).toBeUndefined();
    expect(withoutEntities!.entity_count).toBe(2);
    const [post] = (await list({ search: 'tonkotsu', include_entities: true })).posts;
    expect(post).toMatchObject({
      id: ids.ramen,
      title: 'Best ramen in Brooklyn <script>alert(1)</script> 🍜',
      caption: 'Rich tonkotsu broth, 50% off on Mondays',
      activity_type: 'instagram',
      hashtags: ['ramen', 'nyc'],
      raw_dump: { original_url: 'https://www.instagram.com/p/RAMEN123/' },
      tags: [{ id: ids.dateNight, name: 'Date night', color: '#ec4899' }],
      media: [
        // Media addresses are signed on the way out (http/media-urls.ts).
        { cdn_url: expect.stringMatching(/^\/media\/ramen-1\.jpg\?exp=\d+&sig=[\w-]{32}$/), url: 'https://scontent.cdninstagram.com/v/ramen.jpg', original_instagram_url: 'https://scontent.cdninstagram.com/v/ramen.jpg', type: 'image' },
        { cdn_url: null, url: 'https://scontent.cdninstagram.com/v/ramen.mp4', original_instagram_url: 'https://scontent.cdninstagram.com/v/ramen.mp4', type: 'video' },
      ],
    });
    expect(post!.created_at).toBe(at(60).toISOString());
    expect(post!.entities!.map((entity) => entity.entity_name).sort()).toEqual(['Brooklyn', 'Okiboru Noodles']);
    expect(post!.entities![0]!.link_data.stash_id).toBe(ids.ramen);
  });

  it('counts what matches, and categories under the other filters', async () => {
    const all = await list({ limit: 1, include_counts: true, include_category_counts: true });
    expect(all.counts).toEqual({ total: 46 });
    expect(all.category_counts).toEqual({ food: 16, travel: 15 });
    const food = await list({ limit: 50, category: 'food', include_counts: true, include_category_counts: true });
    expect(food.counts).toEqual({ total: 16 });
    expect(food.posts.every((post) => post.category === 'food')).toBe(true);
    // Chips keep showing every category while one is picked.
    expect(food.category_counts).toEqual({ food: 16, travel: 15 });
    const tiktokEvents = await list({ routing_class: 'Eventish', include_counts: true, include_category_counts: true, limit: 50 });
    expect(tiktokEvents.counts!.total).toBe(tiktokEvents.posts.length);
    expect(Object.values(tiktokEvents.category_counts!).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(tiktokEvents.posts.length);
  });

  it('filters by routing class, intent, entity and dates (a bare date is that whole UTC day)', async () => {
    expect((await list({ routing_class: 'Eventish', limit: 100 })).posts).toHaveLength(22);
    expect((await list({ overall_message_intent: 'plan_visit', limit: 100 })).posts).toHaveLength(9);
    expect((await list({ entity_id: ids.brooklyn })).posts.map((post) => post.id).sort()).toEqual([ids.ramen, ids.day1].sort());
    const window = await list({ date_from: '2026-11-18', date_to: '2026-11-19', limit: 100 });
    expect(window.posts.map((post) => post.title)).toEqual(['Saved post 1', 'Saved post 2']);
  });

  it('searches words, word stems, parts of words, entity names and tag names', async () => {
    for (const search of ['ramen', 'broths', 'tonkot', 'Okiboru', 'date night', '50%']) {
      expect((await list({ search })).posts.map((post) => post.id), search).toEqual([ids.ramen]);
    }
    expect((await list({ search: "'; DROP TABLE posts; --" })).posts).toEqual([]);
    expect((await list({ search: 'nothing-like-this' })).posts).toEqual([]);
  });

  it('rejects bad input with VALIDATION_ERROR', async () => {
    for (const body of [
      { limit: 0 },
      { limit: 1_000_000 },
      { limit: '20' },
      { offset: -1 },
      { sort: 'sideways' },
      { entity_id: 'not-an-id' },
      { date_from: 'yesterday' },
      { search: 'x'.repeat(201) },
      { include_entities: 'yes' },
      { unknown_field: true },
    ]) {
      const response = await t.call('POST', '/api/posts/list', { token: ana.accessToken, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it("never shows another member's posts", async () => {
    const bens = await list({ limit: 100, include_counts: true, include_category_counts: true }, ben);
    expect(bens.posts.map((post) => post.id)).toEqual([ids.bens]);
    expect(bens.counts).toEqual({ total: 1 });
    expect(bens.category_counts).toEqual({ food: 1 });
    expect((await list({ entity_id: ids.brooklyn }, ben)).posts).toEqual([]);
    expect((await list({ search: 'ramen' }, ben)).posts).toEqual([]);
  });
});

describe('POST /api/posts/filters', () => {
  it('lists the values the member can filter by, with counts', async () => {
    const response = await t.call('POST', '/api/posts/filters', { token: ana.accessToken, body: {} });
    const filters = postsFiltersResponseSchema.parse(response.json());
    expect(filters.categories).toEqual([{ value: 'food', count: 16 }, { value: 'travel', count: 15 }]);
    expect(filters.platforms).toEqual([{ value: 'instagram', count: 34 }, { value: 'tiktok', count: 12 }]);
    expect(filters.routing_classes).toEqual([{ value: 'PhysicalVenue', count: 23 }, { value: 'Eventish', count: 22 }]);
    expect(filters.intents.map((intent) => intent.value)).toEqual(['inspiration', 'plan_visit']);
    expect(filters.tags).toEqual([{ id: ids.dateNight, name: 'Date night', color: '#ec4899', count: 1 }]);
    const bens = postsFiltersResponseSchema.parse((await t.call('POST', '/api/posts/filters', { token: ben.accessToken })).json());
    expect(bens.tags).toEqual([]);
    expect(bens.categories).toEqual([{ value: 'food', count: 1 }]);
  });
});

describe('POST /api/posts/get and /api/posts/batch', () => {
  it('gets one post by id or messaging id; 404 for unknown or foreign ids', async () => {
    const byId = postsGetResponseSchema.parse((await t.call('POST', '/api/posts/get', { token: ana.accessToken, body: { id: ids.ramen, include_entities: true } })).json());
    expect(byId.post.entities).toHaveLength(2);
    const byMid = await t.call('POST', '/api/posts/get', { token: ana.accessToken, body: { message_mid: ids.ramen } });
    expect(byMid.json().post.id).toBe(ids.ramen);
    const byMessageMid = await t.call('POST', '/api/posts/get', { token: ana.accessToken, body: { message_mid: `web-${ids.ramen}` } });
    expect(byMessageMid.json().post.id).toBe(ids.ramen);
    for (const body of [{ id: ids.bens }, { id: '00000000-0000-4000-8000-000000000000' }, { message_id: 'nope' }]) {
      const response = await t.call('POST', '/api/posts/get', { token: ana.accessToken, body });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Post not found', code: 'NOT_FOUND' });
    }
    const empty = await t.call('POST', '/api/posts/get', { token: ana.accessToken, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Post ID is required');
  });

  it('batches up to 50 ids into a map, naming those not found (foreign ones included)', async () => {
    const response = await t.call('POST', '/api/posts/batch', {
      token: ana.accessToken,
      body: { ids: [ids.ramen, ids.day3!.toUpperCase(), ids.bens, 'garbage', ids.ramen] },
    });
    const batch = postsBatchResponseSchema.parse(response.json());
    expect(Object.keys(batch.posts).sort()).toEqual([ids.ramen, ids.day3].sort());
    expect(batch.posts[ids.ramen!]!.title).toContain('ramen');
    expect(batch.not_found.sort()).toEqual([ids.bens, 'garbage'].sort());
    const tooMany = await t.call('POST', '/api/posts/batch', { token: ana.accessToken, body: { ids: Array.from({ length: 51 }, (_, i) => `id-${i}`) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain('at most 50');
  });
});

describe('editing and deleting', () => {
  it('edits title and description with PATCH or PUT and re-indexes the post', async () => {
    const patched = await t.call('PATCH', `/api/posts/${ids.day10}`, { token: ana.accessToken, body: { title: 'Sunset kayak tour' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().post).toMatchObject({ title: 'Sunset kayak tour', caption: 'Caption number 10', description: null });
    expect((await list({ search: 'kayak' })).posts.map((post) => post.id)).toEqual([ids.day10]);
    const put = await t.call('PUT', `/api/posts/${ids.day10}`, { token: ana.accessToken, body: { description: 'Book the 6pm slot' } });
    expect(put.json().post).toMatchObject({ title: 'Sunset kayak tour', description: 'Book the 6pm slot' });
    expect((await list({ search: 'slot' })).posts.map((post) => post.id)).toEqual([ids.day10]);
  });

  it('refuses empty titles, unknown fields and other members’ posts, and changes nothing', async () => {
    for (const [url, body, status] of [
      [`/api/posts/${ids.day11}`, { title: '   ' }, 400],
      [`/api/posts/${ids.day11}`, {}, 400],
      [`/api/posts/${ids.day11}`, { title: 'x', category: 'hacked' }, 400],
      [`/api/posts/${ids.bens}`, { title: 'Mine now' }, 404],
      ['/api/posts/not-a-uuid', { title: 'x' }, 404],
    ] as const) {
      expect((await t.call('PATCH', url, { token: ana.accessToken, body })).statusCode, url).toBe(status);
    }
    expect((await t.call('POST', '/api/posts/get', { token: ana.accessToken, body: { id: ids.day11 } })).json().post.title).toBe('Saved post 11');
    expect((await t.call('POST', '/api/posts/get', { token: ben.accessToken, body: { id: ids.bens } })).json().post.title).toBe('Ben only');
  });

  it("says 'Post ID is required' for an empty id and 404 for unknown or foreign ones", async () => {
    const empty = await t.call('DELETE', '/api/posts/', { token: ana.accessToken });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Post ID is required', code: 'VALIDATION_ERROR' });
    expect((await t.call('DELETE', `/api/posts/${ids.bens}`, { token: ana.accessToken })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/posts/get', { token: ben.accessToken, body: { id: ids.bens } })).statusCode).toBe(200);
  });

  it('deletes the post with its tag links, media files and the entities no other post uses', async () => {
    const mediaFile = path.join(t.config.dataDir, 'media', 'ramen-1.jpg');
    expect(fs.existsSync(mediaFile)).toBe(true);
    const response = await t.call('DELETE', `/api/posts/${ids.ramen}`, { token: ana.accessToken });
    expect(response.statusCode).toBe(204);
    expect((await t.call('POST', '/api/posts/get', { token: ana.accessToken, body: { id: ids.ramen } })).statusCode).toBe(404);
    expect(fs.existsSync(mediaFile)).toBe(false);
    const remaining = await t.database.db.execute(sql`
      select (select count(*)::int from entities where id = ${ids.okiboru}) as okiboru,
             (select count(*)::int from entities where id = ${ids.brooklyn}) as brooklyn,
             (select count(*)::int from post_tags where tag_id = ${ids.dateNight}) as tag_links,
             (select count(*)::int from tags where id = ${ids.dateNight}) as tag`);
    // Okiboru was only in this post; Brooklyn is still in another; the tag itself stays.
    expect((remaining as unknown as { rows: unknown[] }).rows[0]).toEqual({ okiboru: 0, brooklyn: 1, tag_links: 0, tag: 1 });
    expect((await list({ limit: 1, include_counts: true, include_category_counts: true })).counts).toEqual({ total: 45 });
    expect((await list({ limit: 1, include_category_counts: true })).category_counts).toEqual({ food: 15, travel: 15 });
  });
});

describe('kept feed pages (http/stash-answers.ts)', () => {
  it('show every write at once, through whichever call made it, and only to their member', async () => {
    const db = t.database.db;
    const post = await seedPost(db, ana.userId, { title: 'Kept page post', createdAt: new Date() });
    const newest = async () => (await list({ limit: 1, include_entities: true })).posts[0]!;
    const edit = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      t.call(method, url, { token: ana.accessToken, body }).then((response) => expect(response.statusCode, response.body).toBeLessThan(300));

    expect((await newest()).title).toBe('Kept page post');
    // Served again from memory: the same page, with nothing written in between.
    expect((await newest()).title).toBe('Kept page post');

    await edit('PUT', `/api/posts/${post.id}`, { title: 'Edited in the drawer' });
    expect((await newest()).title).toBe('Edited in the drawer');

    const tag = (await t.call('POST', '/api/tags', { token: ana.accessToken, body: { name: 'Kept tag', color: '#22c55e' } })).json<{ id: string }>();
    await edit('PUT', `/api/tags/post/${post.id}`, { tagIds: [tag.id] });
    expect((await newest()).tags).toEqual([{ id: tag.id, name: 'Kept tag', color: '#22c55e' }]);
    await t.call('PUT', `/api/tags/${tag.id}`, { token: ana.accessToken, body: { name: 'Renamed tag' } });
    expect((await newest()).tags.map((item) => item.name)).toEqual(['Renamed tag']);

    // A write that comes from outside the API (the ingestion worker writes straight to the database).
    const place = await seedEntity(db, ana.userId, { entityName: 'Kept Taqueria' });
    await linkEntities(db, post.id, [place.id]);
    expect((await newest()).entities!.map((entity) => entity.entity_name)).toEqual(['Kept Taqueria']);

    // Ben's identical request is his own answer.
    expect((await list({ limit: 1, include_entities: true }, ben)).posts.map((item) => item.title)).toEqual(['Ben only']);

    await edit('DELETE', `/api/posts/${post.id}`);
    expect((await newest()).id).not.toBe(post.id);
  });
});

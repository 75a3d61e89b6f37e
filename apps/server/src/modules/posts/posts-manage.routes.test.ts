// /manage's reads of POST /posts/list: the sidebar's filters (tag, platform, status, kind of entity,
// has a place, has an upcoming event), its orders, counts under those filters, and kept answers
// that never mix two filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsFullListResponseSchema } from '@stash/shared';
import { importItems, imports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedPost, seedTag, tagPost } from '../../test-support/seed';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const savedDaysAgo = (days: number) => new Date(Date.parse('2026-11-20T12:00:00Z') - days * DAY);
const event = (start: string) => ({ entityType: 'event', routingClass: 'Eventish', entityData: { raw_data: { temporal: { start } }, enrichment_data: {} } });

beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t);
  ben = await createMember(t);
  const db = t.database.db;
  // Newest saved first: alpha (day 1) ... nothing (day 6).
  const alpha = await seedPost(db, ana.userId, {
    title: 'Alpha ramen', category: 'food', activityType: 'instagram', status: 'organised', postedAt: new Date('2026-01-05T00:00:00Z'), createdAt: savedDaysAgo(1),
  });
  const beta = await seedPost(db, ana.userId, { title: 'beta concert', category: 'events', activityType: 'tiktok', status: 'organised', postedAt: null, createdAt: savedDaysAgo(2) });
  const charlie = await seedPost(db, ana.userId, {
    title: null, caption: 'Charlie caption', category: null, activityType: 'x', status: 'failed', postedAt: new Date('2025-06-01T00:00:00Z'), createdAt: savedDaysAgo(3),
  });
  const delta = await seedPost(db, ana.userId, {
    title: 'Delta market', category: 'travel', activityType: 'instagram', status: 'pending', postedAt: new Date('2026-03-01T00:00:00Z'), createdAt: savedDaysAgo(4),
  });
  const echo = await seedPost(db, ana.userId, { title: '  ', caption: null, fullText: 'Echo full text', category: 'food', activityType: 'tiktok', createdAt: savedDaysAgo(5) });
  const nothing = await seedPost(db, ana.userId, { title: null, caption: null, fullText: null, category: null, activityType: 'instagram', createdAt: savedDaysAgo(6) });
  Object.assign(ids, { alpha: alpha.id, beta: beta.id, charlie: charlie.id, delta: delta.id, echo: echo.id, nothing: nothing.id });

  const ramenBar = await seedEntity(db, ana.userId, { entityName: 'Ramen Bar', latitude: 40.7, longitude: -73.9 });
  const futureGig = await seedEntity(db, ana.userId, { entityName: 'Future Gig', ...event('2099-01-01T20:00:00Z') });
  const pastGig = await seedEntity(db, ana.userId, { entityName: 'Past Gig', ...event('2020-01-01T20:00:00Z') });
  const futureFair = await seedEntity(db, ana.userId, { entityName: 'Future Fair', ...event('2099-03-01') });
  await linkEntities(db, alpha.id, [ramenBar.id]);
  await linkEntities(db, beta.id, [futureGig.id]);
  await linkEntities(db, charlie.id, [pastGig.id]);
  await linkEntities(db, delta.id, [futureFair.id]);

  const dateNight = await seedTag(db, ana.userId, 'Date night');
  ids.dateNight = dateNight.id;
  await tagPost(db, alpha.id, [dateNight.id]);
  await tagPost(db, echo.id, [dateNight.id]);

  // Ben: a tagged post with a place and an upcoming event, none of which Ana's filters may reach.
  const bens = await seedPost(db, ben.userId, { title: 'Ben only', activityType: 'x', status: 'failed' });
  ids.bens = bens.id;
  const bensTag = await seedTag(db, ben.userId, 'Ben tag');
  ids.bensTag = bensTag.id;
  await tagPost(db, bens.id, [bensTag.id]);
  await linkEntities(db, bens.id, [(await seedEntity(db, ben.userId, { entityName: 'Ben place', latitude: 1, longitude: 1, ...event('2099-05-05') })).id]);

  // Ana's import created alpha and delta and found beta already in the stash; Ben's created his post.
  const [anasImport] = await db.insert(imports).values({ userId: ana.userId, fileName: 'instagram.zip' }).returning();
  const [bensImport] = await db.insert(imports).values({ userId: ben.userId, fileName: 'links.txt' }).returning();
  ids.anasImport = anasImport!.id;
  ids.bensImport = bensImport!.id;
  const item = (importId: string, postId: string, outcome: 'created' | 'existing', position: number) =>
    ({ importId, postId, outcome, position, canonicalUrl: `https://www.instagram.com/p/${postId}/`, givenUrl: `https://www.instagram.com/p/${postId}/` });
  await db.insert(importItems).values([
    item(anasImport!.id, alpha.id, 'created', 0),
    item(anasImport!.id, delta.id, 'created', 1),
    item(anasImport!.id, beta.id, 'existing', 2),
    item(bensImport!.id, bens.id, 'created', 0),
  ]);
});
afterAll(() => t.close());

const list = async (body: Record<string, unknown>, member = ana) => {
  const response = await t.call('POST', '/api/posts/list', { token: member.accessToken, body: { limit: 100, ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return postsFullListResponseSchema.parse(response.json());
};
const names = (page: { posts: { id: string }[] }) => page.posts.map((post) => Object.keys(ids).find((key) => ids[key] === post.id));

describe('POST /api/posts/list: /manage filters', () => {
  it('filters by tag (another member’s tag matches nothing)', async () => {
    expect(names(await list({ tag_id: ids.dateNight }))).toEqual(['alpha', 'echo']);
    expect(names(await list({ tag_id: ids.bensTag }))).toEqual([]);
  });

  it('filters by platform and status', async () => {
    expect(names(await list({ platform: 'tiktok' }))).toEqual(['beta', 'echo']);
    expect(names(await list({ platform: 'x' }))).toEqual(['charlie']);
    expect(names(await list({ status: 'failed' }))).toEqual(['charlie']);
    expect(names(await list({ status: 'pending' }))).toEqual(['delta']);
    expect(names(await list({ status: 'organised', platform: 'instagram' }))).toEqual(['alpha', 'nothing']);
  });

  it('filters by the kind of entity a post names', async () => {
    expect(names(await list({ entity_type: 'event' }))).toEqual(['beta', 'charlie', 'delta']);
    expect(names(await list({ entity_type: 'restaurant' }))).toEqual(['alpha']);
    expect(names(await list({ entity_type: 'recipe' }))).toEqual([]);
  });

  it('filters by having a place with coordinates, or not', async () => {
    expect(names(await list({ has_place: true }))).toEqual(['alpha']);
    expect(names(await list({ has_place: false }))).toEqual(['beta', 'charlie', 'delta', 'echo', 'nothing']);
  });

  it('filters by having an event that starts now or later (a date alone counts for its whole day), or not', async () => {
    expect(names(await list({ has_upcoming_event: true }))).toEqual(['beta', 'delta']);
    expect(names(await list({ has_upcoming_event: false }))).toEqual(['alpha', 'charlie', 'echo', 'nothing']);
  });

  it('filters by the import that created the post (another member’s import matches nothing)', async () => {
    expect(names(await list({ import_id: ids.anasImport }))).toEqual(['alpha', 'delta']);
    expect((await list({ import_id: ids.anasImport, include_counts: true, limit: 1 })).counts).toEqual({ total: 2 });
    expect(names(await list({ import_id: ids.bensImport }))).toEqual([]);
  });

  it('counts what matches under the new filters, with the feed’s filters alongside', async () => {
    for (const [filters, total] of [
      [{}, 6],
      [{ platform: 'instagram' }, 3],
      [{ tag_id: ids.dateNight, category: 'food' }, 2],
      [{ status: 'failed', has_place: false }, 1],
      [{ has_upcoming_event: true, date_from: '2026-11-17' }, 1],
      [{ entity_type: 'event', platform: 'instagram' }, 1],
    ] as const) {
      const page = await list({ ...filters, limit: 1, include_counts: true, include_category_counts: true });
      expect(page.counts, JSON.stringify(filters)).toEqual({ total });
    }
    // Category chips count under every other filter.
    expect((await list({ platform: 'tiktok', include_category_counts: true })).category_counts).toEqual({ events: 1, food: 1 });
  });

  it('refuses unknown values with the schema’s wording', async () => {
    for (const [body, message] of [
      [{ platform: 'myspace' }, 'platform must be instagram, tiktok or x.'],
      [{ status: 'lost' }, 'status must be pending, fetched, organised or failed.'],
      [{ tag_id: 'date-night' }, 'tag_id must be a tag id.'],
      [{ has_place: 'yes' }, undefined],
      [{ sort_by: 'colour' }, undefined],
    ] as const) {
      const response = await t.call('POST', '/api/posts/list', { token: ana.accessToken, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      if (message) expect(response.json().error).toContain(message);
    }
  });
});

describe('POST /api/posts/list: /manage orders', () => {
  it('sorts by the title a card shows (title, else caption, else text), any case, untitled last both ways', async () => {
    expect(names(await list({ sort_by: 'title', sort: 'asc' }))).toEqual(['alpha', 'beta', 'charlie', 'delta', 'echo', 'nothing']);
    expect(names(await list({ sort_by: 'title', sort: 'desc' }))).toEqual(['echo', 'delta', 'charlie', 'beta', 'alpha', 'nothing']);
  });

  it('sorts by posted time, posts without one last both ways', async () => {
    expect(names(await list({ sort_by: 'posted', sort: 'asc' }))).toEqual(['charlie', 'alpha', 'delta', 'beta', 'echo', 'nothing']);
    expect(names(await list({ sort_by: 'posted', sort: 'desc' }))).toEqual(['delta', 'alpha', 'charlie', 'beta', 'echo', 'nothing']);
  });

  it('sorts by category, platform and status, newest saved first among equals', async () => {
    expect(names(await list({ sort_by: 'category', sort: 'asc' }))).toEqual(['beta', 'alpha', 'echo', 'delta', 'charlie', 'nothing']);
    expect(names(await list({ sort_by: 'category', sort: 'desc' }))).toEqual(['delta', 'alpha', 'echo', 'beta', 'charlie', 'nothing']);
    expect(names(await list({ sort_by: 'platform', sort: 'asc' }))).toEqual(['alpha', 'delta', 'nothing', 'beta', 'echo', 'charlie']);
    expect(names(await list({ sort_by: 'status' }))).toEqual(['delta', 'alpha', 'beta', 'echo', 'nothing', 'charlie']);
  });

  it('keeps saved time, newest first, as the default', async () => {
    expect(names(await list({}))).toEqual(['alpha', 'beta', 'charlie', 'delta', 'echo', 'nothing']);
    expect(names(await list({ sort: 'asc' }))).toEqual(['nothing', 'echo', 'delta', 'charlie', 'beta', 'alpha']);
  });

  it('pages through an order with many ties without a post twice or missed', async () => {
    for (const sort_by of ['platform', 'status', 'category', 'posted', 'title'] as const) {
      const whole = names(await list({ sort_by }));
      const paged: unknown[] = [];
      let offset: number | null = 0;
      while (offset !== null) {
        const page = await list({ sort_by, limit: 2, offset });
        paged.push(...names(page));
        offset = page.next_offset;
      }
      expect(paged, sort_by).toEqual(whole);
      expect(new Set(paged).size).toBe(6);
    }
  });
});

describe('kept /manage answers (http/stash-answers.ts)', () => {
  it('never answers one filter or order with another’s kept answer', async () => {
    // Each pair differs in one new field only; both are asked twice so the second is a kept answer.
    const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ platform: 'tiktok' }, { platform: 'x' }],
      [{ status: 'failed' }, { status: 'pending' }],
      [{ tag_id: ids.dateNight }, {}],
      [{ entity_type: 'event' }, { entity_type: 'restaurant' }],
      [{ has_place: true }, { has_place: false }],
      [{ has_upcoming_event: true }, { has_upcoming_event: false }],
      [{ import_id: ids.anasImport }, { import_id: ids.bensImport }],
      [{ sort_by: 'title', sort: 'asc' }, { sort_by: 'posted', sort: 'asc' }],
    ];
    for (const [first, second] of pairs) {
      const answers = [];
      for (const body of [first, second, first, second]) answers.push(names(await list({ ...body, include_counts: true })));
      expect(answers[0], JSON.stringify(first)).not.toEqual(answers[1]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[3]).toEqual(answers[1]);
    }
  });
});

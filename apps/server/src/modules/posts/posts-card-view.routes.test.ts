// posts/list's card view: exactly the card's keys (packages/shared postCardSchema), cut as the
// schema says, and the same posts, order, paging and counts as the whole view. Runs on PGlite and
// on PostgreSQL (scripts/postgres-cluster.sh).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POST_CARD_HASHTAGS_MAX, POST_CARD_TEXT_MAX, postCardSchema, postsCardListResponseSchema, postsFullListResponseSchema,
} from '@stash/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedMedia, seedPost, seedTag, tagPost } from '../../test-support/seed';
import { shapeMismatches } from '../../http/response-shape';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const at = (daysAgo: number) => new Date(Date.parse('2026-11-20T12:00:00Z') - daysAgo * DAY);
const longText = `  ${'word '.repeat(200)}`;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t);
  ben = await createMember(t);
  const db = t.database.db;
  for (let day = 0; day < 30; day += 1) {
    const post = await seedPost(db, ana.userId, {
      title: `Saved post ${day}`,
      caption: `Caption number ${day}`,
      category: day % 3 === 0 ? 'food' : day % 3 === 1 ? 'travel' : null,
      activityType: day % 4 === 0 ? 'tiktok' : 'instagram',
      status: day % 5 === 0 ? 'failed' : 'organised',
      statusReason: day % 5 === 0 ? 'The post could not be read.' : null,
      postedAt: day % 2 === 0 ? at(day + 100) : null,
      createdAt: at(day),
    });
    ids[`day${day}`] = post.id;
  }
  // A carousel opening on two videos: the card keeps media up to the first picture.
  const carousel = await seedPost(db, ana.userId, {
    title: 'Night market carousel',
    caption: 'A long caption the card does not need',
    fullText: 'The whole text, which the card does not need either',
    description: 'My own words',
    hashtags: ['food', 'night', 'market', 'taipei', 'street'],
    mentions: ['@someone'],
    authorName: 'Ana',
    category: 'food',
    createdAt: at(40),
    rawDump: { original_url: 'https://www.instagram.com/p/CAROUSEL/', big: { nested: 'x'.repeat(2000) } },
  });
  ids.carousel = carousel.id;
  await seedMedia(db, carousel.id, [
    { url: 'https://cdn.example/1.mp4', type: 'video' },
    { url: 'https://cdn.example/2.mp4', type: 'video', storageKey: 'c-2.mp4' },
    { url: 'https://cdn.example/3.jpg', type: 'image', storageKey: 'c-3.jpg' },
    { url: 'https://cdn.example/4.jpg', type: 'image' },
  ]);
  const place = await seedEntity(db, ana.userId, { entityName: 'Raohe Night Market' });
  await linkEntities(db, carousel.id, [place.id]);
  const tag = await seedTag(db, ana.userId, 'Trips', '#22c55e');
  ids.tag = tag.id;
  await tagPost(db, carousel.id, [tag.id]);
  // No title: the card carries the trimmed caption, cut; no title or caption: the full text.
  ids.untitled = (await seedPost(db, ana.userId, { title: '  ', caption: longText, fullText: 'Unused', createdAt: at(41) })).id;
  ids.textOnly = (await seedPost(db, ana.userId, { title: null, caption: null, fullText: '\nJust the text ', createdAt: at(42) })).id;
  ids.bens = (await seedPost(db, ben.userId, { title: 'Ben only', category: 'food', createdAt: at(0) })).id;
});
afterAll(() => t.close());

async function call(body: Record<string, unknown>, member = ana) {
  const response = await t.call('POST', '/api/posts/list', { token: member.accessToken, body });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const cards = async (body: Record<string, unknown>, member = ana) => postsCardListResponseSchema.parse((await call({ ...body, view: 'card' }, member)).json());
const full = async (body: Record<string, unknown>, member = ana) => postsFullListResponseSchema.parse((await call(body, member)).json());

describe('POST /api/posts/list with view "card"', () => {
  it('answers exactly the card keys, key for key', async () => {
    const response = await call({ view: 'card', limit: 100 });
    const value: unknown = response.json();
    expect(shapeMismatches(postsCardListResponseSchema, value)).toEqual([]);
    const posts = (value as { posts: Record<string, unknown>[] }).posts;
    expect(posts).toHaveLength(33);
    for (const post of posts) expect(Object.keys(post).sort()).toEqual(Object.keys(postCardSchema.shape).sort());
  });

  it('cuts the post to what a card shows, each kept key as the whole post has it', async () => {
    const [card] = (await cards({ tag_id: ids.tag })).posts;
    const [whole] = (await full({ tag_id: ids.tag })).posts;
    expect(card).toEqual({
      id: ids.carousel,
      created_at: whole!.created_at,
      posted_at: null,
      title: 'Night market carousel',
      caption: null,
      full_text: null,
      activity_type: 'instagram',
      attachment_type: whole!.attachment_type,
      media_url: whole!.media_url,
      media: whole!.media.slice(0, 3),
      raw_dump: { original_url: 'https://www.instagram.com/p/CAROUSEL/' },
      category: 'food',
      hashtags: ['food', 'night', 'market'].slice(0, POST_CARD_HASHTAGS_MAX),
      source_url: whole!.source_url,
      status: 'organised',
      status_reason: null,
      tags: [{ id: ids.tag, name: 'Trips', color: '#22c55e' }],
      entity_count: 1,
    });
    expect(whole!.media).toHaveLength(4);
  });

  it('carries the caption or the full text when the title is blank, trimmed and cut', async () => {
    const page = await cards({ sort: 'asc', limit: 3 });
    const byId = new Map(page.posts.map((post) => [post.id, post]));
    const untitled = byId.get(ids.untitled!)!;
    expect(untitled.caption).toBe(longText.trim().slice(0, POST_CARD_TEXT_MAX));
    expect(untitled.full_text).toBeNull();
    expect(byId.get(ids.textOnly!)).toMatchObject({ title: null, caption: null, full_text: 'Just the text' });
  });

  it('follows the card when the post changes (its media, its title)', async () => {
    const db = t.database.db;
    const post = await seedPost(db, ana.userId, { title: 'Soon renamed', createdAt: at(50) });
    await seedMedia(db, post.id, [{ url: 'https://cdn.example/new.jpg', type: 'image' }]);
    await db.execute(sql`UPDATE posts SET title = 'Renamed' WHERE id = ${post.id}`);
    const found = (await cards({ limit: 100 })).posts.find((card) => card.id === post.id);
    expect(found).toMatchObject({ title: 'Renamed', media: [{ url: 'https://cdn.example/new.jpg', type: 'image' }] });
    await db.execute(sql`DELETE FROM posts WHERE id = ${post.id}`);
  });

  it('finds the same posts in the same order, pages and counts as the whole view', async () => {
    const requests: Record<string, unknown>[] = [
      { limit: 7, include_counts: true, include_category_counts: true },
      { limit: 7, offset: 7 },
      { category: 'food', include_counts: true, include_category_counts: true },
      { sort: 'asc', limit: 5, offset: 3 },
      { sort_by: 'title', limit: 10, include_counts: true },
      { sort_by: 'posted', sort: 'asc', limit: 10, offset: 2 },
      { status: 'failed', include_counts: true },
      { platform: 'tiktok', sort_by: 'platform', include_counts: true, include_category_counts: true },
      { search: 'carousel', include_counts: true },
      { tag_id: ids.tag, include_counts: true },
    ];
    for (const request of requests) {
      const [card, whole] = await Promise.all([cards(request), full(request)]);
      expect(card.posts.map((post) => post.id), JSON.stringify(request)).toEqual(whole.posts.map((post) => post.id));
      expect({ ...card, posts: undefined }).toEqual({ ...whole, posts: undefined });
    }
  });

  it('never shows another member their posts', async () => {
    const anas = await cards({ limit: 100, include_counts: true });
    expect(anas.posts.map((post) => post.id)).not.toContain(ids.bens);
    const own = await cards({ limit: 100, include_counts: true }, ben);
    expect(own.posts.map((post) => post.id)).toEqual([ids.bens]);
    expect(own.counts).toEqual({ total: 1 });
  });

  it('keeps card and whole answers apart, whichever is asked first', async () => {
    const body = { limit: 4, offset: 1 };
    // Kept answers of both views for the same filters, each read twice.
    for (const first of ['card', 'full'] as const) {
      const offset = first === 'card' ? 11 : 15;
      const order = first === 'card' ? ['card', 'full', 'card', 'full'] : ['full', 'card', 'full', 'card'];
      for (const view of order) {
        const value: unknown = (await call({ ...body, offset, view })).json();
        const schema = view === 'card' ? postsCardListResponseSchema : postsFullListResponseSchema;
        expect(shapeMismatches(schema, value), `${view} after ${first}`).toEqual([]);
      }
    }
    // The default view is the whole post, kept under the same answer as view "full".
    const defaulted: unknown = (await call(body)).json();
    expect(shapeMismatches(postsFullListResponseSchema, defaulted)).toEqual([]);
  });

  it('refuses entities in the card view and an unknown view', async () => {
    for (const body of [{ view: 'card', include_entities: true }, { view: 'tiny' }]) {
      const response = await t.call('POST', '/api/posts/list', { token: ana.accessToken, body });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});

// The whole pipeline through the queue: links saved through the API end organised (or failed with
// a reason) against the local fixture servers that imitate Instagram, TikTok and X.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Post } from '@stash/shared';
import { queryRows } from '../db/query-rows';
import { createIngestHarness, type IngestHarness } from '../test-support/ingest-harness';
import { createMember, type TestMember } from '../test-support/members';
import { testDatabaseKind } from '../test-support/test-database';
import { FETCH_FAILURE_MESSAGES } from './fetch/fetch-failures';

let h: IngestHarness;
let member: TestMember;

beforeAll(async () => {
  h = await createIngestHarness({ fixtures: { loginWallRepeats: 2 } });
  member = await createMember(h.t);
}, 60_000);
afterAll(() => h?.close());

async function save(link: string) {
  const response = await h.t.call('POST', '/api/ios-share/saves', { token: member.accessToken, body: { url: link, share_sheet_variant: 'web_manual' } });
  return { status: response.statusCode, body: response.json<{ id: string; status: string; duplicate: boolean; url: string }>() };
}

async function getPost(id: string): Promise<Post> {
  const response = await h.t.call('POST', '/api/posts/get', { token: member.accessToken, body: { id, include_entities: true } });
  expect(response.statusCode).toBe(200);
  return response.json<{ post: Post }>().post;
}

async function saveAndSettle(key: string) {
  const saved = await save(h.fixtures.corpus.post(key).link);
  expect(saved.status).toBe(202);
  const row = await h.settled(saved.body.id);
  return { id: saved.body.id, row: row! };
}

/**
 * The stage's jobs for a post, once none is still active: a stage commits its work on the post
 * before pg-boss records the job as done, so a post can look settled a moment before its job does.
 */
async function attemptsOf(postId: string, stage: string) {
  const read = () =>
    queryRows<{ retry_count: number; state: string }>(
      h.t.database.db,
      sql`SELECT retry_count, state FROM pgboss.job WHERE name = ${`ingest.${stage}`} AND data->>'postId' = ${postId}`,
    );
  const giveUpAt = Date.now() + 10_000;
  let rows = await read();
  while (rows.some((row) => row.state === 'active') && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    rows = await read();
  }
  return rows;
}

describe(`ingestion through the queue on ${testDatabaseKind}`, () => {
  it('organises an Instagram post: text, author, date, stored media, placed entities, search', async () => {
    const corpusPost = h.fixtures.corpus.post('ig-lilia-williamsburg');
    const { id, row } = await saveAndSettle('ig-lilia-williamsburg');
    expect(row.status).toBe('organised');
    const post = await getPost(id);
    expect(post.caption).toContain('Lilia');
    expect(post.title).toBeTruthy();
    expect(post.author_handle).toBe(corpusPost.author.handle);
    expect(post.activity_type).toBe('instagram');
    expect(post.posted_at?.slice(0, 10)).toBe(corpusPost.postedAt.toISOString().slice(0, 10));
    expect(post.raw_dump).toMatchObject({ original_url: corpusPost.canonicalUrl });
    expect(post.status_reason).toBeNull();
    expect(post.category).toBe('food');

    expect(post.media.length).toBeGreaterThan(0);
    const stored = post.media.filter((item) => item.cdn_url);
    expect(stored.length).toBe(post.media.length);
    for (const item of stored) {
      const file = await h.t.app.inject({ method: 'GET', url: item.cdn_url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^(image|video)\//);
      expect(file.rawPayload.byteLength).toBeGreaterThan(100);
    }
    expect(post.media_url).toMatch(/^\/media\//);

    const lilia = post.entities?.find((entity) => entity.entity_name === 'Lilia');
    expect(lilia).toMatchObject({ routing_class: 'PhysicalVenue' });
    expect(lilia!.latitude).toBeCloseTo(40.71, 0);
    expect(lilia!.longitude).toBeCloseTo(-73.96, 0);

    const found = await h.t.call('POST', '/api/posts/list', { token: member.accessToken, body: { search: 'Lilia' } });
    expect(found.json<{ posts: Post[] }>().posts.map((p) => p.id)).toContain(id);
  });

  it('resolves a short link and then knows the post under its own link', async () => {
    const corpusPost = h.fixtures.corpus.post('tt-brown-butter-cookies-recipe');
    const { id, row } = await saveAndSettle('tt-brown-butter-cookies-recipe');
    expect(row).toMatchObject({ status: 'organised', canonicalUrl: corpusPost.canonicalUrl });
    const again = await save(corpusPost.canonicalUrl);
    expect(again).toMatchObject({ status: 200, body: { id, duplicate: true, status: 'organised' } });
    const post = await getPost(id);
    expect(post.entities?.some((entity) => entity.entity_type === 'recipe')).toBe(true);
  });

  it('folds a short link into the post the member already saved from its full link', async () => {
    const corpusPost = h.fixtures.corpus.post('tt-overnight-oats-recipe');
    const direct = await save(corpusPost.canonicalUrl);
    expect((await h.settled(direct.body.id))?.status).toBe('organised');
    const short = await save(corpusPost.link);
    expect(short.status).toBe(202);
    expect(short.body.id).not.toBe(direct.body.id);
    expect(await h.settled(short.body.id)).toBeUndefined();
    const rows = await queryRows<{ id: string }>(h.t.database.db, sql`SELECT id FROM posts WHERE canonical_url = ${corpusPost.canonicalUrl}`);
    expect(rows).toEqual([{ id: direct.body.id }]);
  });

  it('resolves a TikTok link with only the video id (a data export\'s tiktokv.com link) to the post under its full link', async () => {
    const corpusPost = h.fixtures.corpus.post('tt-smash-burger-recipe');
    const saved = await save(`https://www.tiktokv.com/share/video/${corpusPost.id}/`);
    expect(saved).toMatchObject({ status: 202, body: { url: `https://www.tiktok.com/@/video/${corpusPost.id}` } });
    expect(await h.settled(saved.body.id)).toMatchObject({ status: 'organised', canonicalUrl: corpusPost.canonicalUrl });
    const again = await save(corpusPost.link);
    expect(again).toMatchObject({ status: 200, body: { id: saved.body.id, duplicate: true } });
    expect((await getPost(saved.body.id)).author_handle).toBe(corpusPost.author.handle);
  });

  it('folds a TikTok link with only the video id into the post already saved from its full link', async () => {
    const corpusPost = h.fixtures.corpus.post('tt-hiit-workout');
    const direct = await save(corpusPost.link);
    expect((await h.settled(direct.body.id))?.status).toBe('organised');
    const idOnly = await save(`https://m.tiktok.com/v/${corpusPost.id}.html?u_code=abc`);
    expect(idOnly.status).toBe(202);
    expect(idOnly.body.id).not.toBe(direct.body.id);
    expect(await h.settled(idOnly.body.id)).toBeUndefined();
    const rows = await queryRows<{ id: string }>(h.t.database.db, sql`SELECT id FROM posts WHERE canonical_url = ${corpusPost.canonicalUrl}`);
    expect(rows).toEqual([{ id: direct.body.id }]);
  });

  it('organises an X post through syndication', async () => {
    const { id, row } = await saveAndSettle('x-via-carota-west-village');
    expect(row.status).toBe('organised');
    const post = await getPost(id);
    expect(post.activity_type).toBe('x');
    expect(post.entities?.map((entity) => entity.entity_name)).toContain('Via Carota');
  });

  it('keeps a video over the size limit as a link and stores the rest', async () => {
    const { id, row } = await saveAndSettle('ig-sintra-day-trip');
    expect(row.status).toBe('organised');
    const post = await getPost(id);
    const video = post.media.find((item) => item.type === 'video');
    expect(video).toMatchObject({ cdn_url: null });
    expect(post.media.some((item) => item.type === 'image' && item.cdn_url)).toBe(true);
  });

  it('fails a deleted tweet at once with a reason the member can read', async () => {
    const { id, row } = await saveAndSettle('x-deleted-tweet');
    expect(row).toMatchObject({ status: 'failed', statusReason: FETCH_FAILURE_MESSAGES.notFound });
    expect(await attemptsOf(id, 'fetch')).toEqual([{ retry_count: 0, state: 'completed' }]);
  });

  it('fails a missing Instagram post', async () => {
    const { row } = await saveAndSettle('ig-not-found');
    expect(row).toMatchObject({ status: 'failed', statusReason: FETCH_FAILURE_MESSAGES.notFound });
  });

  it('retries through a login wall and organises the post once the page is served', async () => {
    const { id, row } = await saveAndSettle('ig-el-xampanyet-barcelona');
    expect(row).toMatchObject({ status: 'organised', statusReason: null });
    expect(row.title).not.toMatch(/login/i);
    const [fetchJob] = await attemptsOf(id, 'fetch');
    expect(fetchJob!.retry_count).toBe(2);
  });

  it('never stores a login page as the post, and fails it when the wall stays', async () => {
    const { id, row } = await saveAndSettle('ig-login-wall-always');
    expect(row.status).toBe('failed');
    expect(row.statusReason).toMatch(/signed-in visitor/);
    expect(row.title).toBeNull();
    expect(row.caption).toBeNull();
    const [fetchJob] = await attemptsOf(id, 'fetch');
    expect(fetchJob!.retry_count).toBe(3);
  });

  it.each(['ig-redirect-closed-port', 'ig-redirect-metadata'])('refuses %s, a redirect to a private address, without retrying', async (key) => {
    const { id, row } = await saveAndSettle(key);
    expect(row).toMatchObject({ status: 'failed', statusReason: FETCH_FAILURE_MESSAGES.blocked });
    expect(await attemptsOf(id, 'fetch')).toEqual([{ retry_count: 0, state: 'completed' }]);
    expect(await queryRows(h.t.database.db, sql`SELECT 1 FROM media WHERE post_id = ${id}`)).toEqual([]);
  });

  // A stage renders its post's stored documents once, with its last write (migration 0030): what
  // every stage leaves must still be what a fresh rendering gives, and the media total must hold.
  it('leaves every post with the stored documents a fresh rendering gives, and the member media total right', async () => {
    const organised = await queryRows<{ id: string }>(h.t.database.db, sql`SELECT id FROM posts WHERE status = 'organised'`);
    expect(organised.length).toBeGreaterThan(3);
    const stale = await queryRows<{ id: string }>(
      h.t.database.db,
      sql`SELECT p.id FROM posts p CROSS JOIN stash_post_entities(p.id) AS linked
          WHERE p.doc::jsonb IS DISTINCT FROM stash_post_doc(p)::jsonb OR p.card_doc::jsonb IS DISTINCT FROM stash_post_card_doc(p)::jsonb
             OR (p.entity_count, p.entities_doc::jsonb) IS DISTINCT FROM (linked.entity_count, linked.entities_doc::jsonb)`,
    );
    expect(stale).toEqual([]);
    const [totals] = await queryRows<{ kept: number; summed: number }>(
      h.t.database.db,
      sql`SELECT (SELECT coalesce(sum(bytes), 0) FROM member_media_bytes)::float8 AS kept,
                 (SELECT coalesce(sum(byte_size), 0) FROM media WHERE storage_key IS NOT NULL)::float8 AS summed`,
    );
    expect(totals!.summed).toBeGreaterThan(0);
    expect(totals!.kept).toBe(totals!.summed);
  });
});

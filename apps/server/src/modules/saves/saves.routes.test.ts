import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAVE_LINK_MESSAGES } from '@stash/shared';
import { queryRows } from '../../db/query-rows';
import { createMember, type TestMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKind } from '../../test-support/test-database';
import { SAVING_UNAVAILABLE } from './saves.routes';

let t: TestApp;
let member: TestMember;
let other: TestMember;

beforeAll(async () => {
  t = await createTestApp({}, { queue: true });
  member = await createMember(t);
  other = await createMember(t);
});
afterAll(() => t.close());

const save = (who: TestMember, url: unknown, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/ios-share/saves', { token: who.accessToken, body: { url, share_sheet_variant: 'web_manual', ...extra } });

async function jobsFor(postId: string) {
  return queryRows<{ name: string; state: string }>(t.database.db, sql`SELECT name, state FROM pgboss.job WHERE data->>'postId' = ${postId}`);
}

async function postRow(postId: string) {
  const [row] = await queryRows<{ status: string; canonical_url: string; source_url: string; activity_type: string; ingest_stage: string; user_id: string }>(
    t.database.db,
    sql`SELECT status, canonical_url, source_url, activity_type, ingest_stage, user_id FROM posts WHERE id = ${postId}`,
  );
  return row;
}

describe(`POST /ios-share/saves on ${testDatabaseKind}`, () => {
  it('stores a pending post with its fetch job and answers 202 at once', async () => {
    const response = await save(member, '  https://www.instagram.com/reel/C8xYz12AbCd/?igsh=MTc4MmM1YmI2Ng==&utm_source=ig_web_copy_link ');
    expect(response.statusCode).toBe(202);
    const body = response.json<{ id: string; status: string; duplicate: boolean; url: string }>();
    expect(body).toMatchObject({ status: 'pending', duplicate: false, url: 'https://www.instagram.com/p/C8xYz12AbCd/' });
    expect(await postRow(body.id)).toMatchObject({
      status: 'pending',
      canonical_url: 'https://www.instagram.com/p/C8xYz12AbCd/',
      source_url: 'https://www.instagram.com/reel/C8xYz12AbCd/?igsh=MTc4MmM1YmI2Ng==&utm_source=ig_web_copy_link',
      activity_type: 'instagram',
      ingest_stage: 'saved',
      user_id: member.userId,
    });
    expect(await jobsFor(body.id)).toEqual([{ name: 'ingest.fetch', state: 'created' }]);
  });

  it('answers the existing post for the same post in another form, with no second post or job', async () => {
    const first = (await save(member, 'https://twitter.com/nytimes/status/1790123456789012345?s=20&t=abc')).json<{ id: string }>();
    const again = await save(member, 'x.com/i/web/status/1790123456789012345');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, duplicate: true, status: 'pending', url: 'https://x.com/i/status/1790123456789012345' });
    expect(await jobsFor(first.id)).toHaveLength(1);
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM posts WHERE canonical_url = 'https://x.com/i/status/1790123456789012345'`);
    expect(count!.n).toBe(1);
  });

  it('gives each member their own post for the same link', async () => {
    const link = 'https://www.tiktok.com/@cookingwithlynja/video/7301234567890123456';
    const mine = (await save(member, link)).json<{ id: string }>();
    const theirs = await save(other, link);
    expect(theirs.statusCode).toBe(202);
    expect(theirs.json<{ id: string }>().id).not.toBe(mine.id);
    expect((await postRow(theirs.json<{ id: string }>().id))!.user_id).toBe(other.userId);
  });

  it('saves two requests for one new link at the same moment as one post', async () => {
    const link = 'https://www.instagram.com/p/ConcurrentA1/';
    const answers = await Promise.all([save(member, link), save(member, link), save(member, link)]);
    const ids = new Set(answers.map((answer) => answer.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 202]);
    expect(await jobsFor([...ids][0]!)).toHaveLength(1);
  });

  it('keeps short links as they are until the fetch resolves them', async () => {
    const body = (await save(member, 'https://vm.tiktok.com/ZMhKq3xYz/')).json<{ url: string; status: string }>();
    expect(body).toMatchObject({ url: 'https://vm.tiktok.com/ZMhKq3xYz/', status: 'pending' });
  });

  it.each([
    ['', SAVE_LINK_MESSAGES.empty],
    ['   ', SAVE_LINK_MESSAGES.empty],
    ['https://www.facebook.com/some/post', SAVE_LINK_MESSAGES.unsupportedHost],
    ['https://instagram.com.evil.example/p/abc/', SAVE_LINK_MESSAGES.unsupportedHost],
    ['javascript:alert(1)', SAVE_LINK_MESSAGES.unsupportedHost],
    ['ftp://instagram.com/p/abc/', SAVE_LINK_MESSAGES.unsupportedHost],
    ['https://www.instagram.com/natgeo/', SAVE_LINK_MESSAGES.notAPost],
    ["https://x.com/home'; DROP TABLE posts; --", SAVE_LINK_MESSAGES.notAPost],
  ])('refuses %j with its message and writes nothing', async (url, message) => {
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM posts`);
    const response = await save(member, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM posts`);
    expect(after!.n).toBe(before!.n);
  });

  it.each([[42], [null], [['https://x.com/i/status/1']], ['x'.repeat(3000)]])('refuses a url of %j', async (url) => {
    const response = await save(member, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses an unknown share sheet variant', async () => {
    const response = await save(member, 'https://x.com/i/status/123', { share_sheet_variant: 'carrier_pigeon' });
    expect(response.statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const response = await t.call('POST', '/api/ios-share/saves', { body: { url: 'https://x.com/i/status/1' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /posts/{id}/retry', () => {
  it('puts a failed post back in the queue, only for its owner', async () => {
    const { id } = (await save(member, 'https://x.com/i/status/555000111')).json<{ id: string }>();
    await t.database.db.execute(sql`UPDATE posts SET status = 'failed', status_reason = 'gone', ingest_stage = 'saved' WHERE id = ${id}`);
    expect((await t.call('POST', `/api/posts/${id}/retry`, { token: other.accessToken })).statusCode).toBe(404);
    const retried = await t.call('POST', `/api/posts/${id}/retry`, { token: member.accessToken });
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ id, status: 'pending' });
    expect((await jobsFor(id)).map((job) => job.name)).toEqual(['ingest.fetch', 'ingest.fetch']);
    const again = await t.call('POST', `/api/posts/${id}/retry`, { token: member.accessToken });
    expect(again.statusCode).toBe(200);
  });

  it('saving a failed link again is a retry', async () => {
    const link = 'https://x.com/i/status/555000222';
    const { id } = (await save(member, link)).json<{ id: string }>();
    await t.database.db.execute(sql`UPDATE posts SET status = 'failed', status_reason = 'gone' WHERE id = ${id}`);
    const again = await save(member, link);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ id, status: 'pending', duplicate: true });
    expect(await postRow(id)).toMatchObject({ status: 'pending', ingest_stage: 'saved' });
  });
});

describe('without a queue', () => {
  it('answers 503 rather than saving a post no one would fetch', async () => {
    const bare = await createTestApp();
    try {
      const someone = await createMember(bare);
      const response = await bare.call('POST', '/api/ios-share/saves', { token: someone.accessToken, body: { url: 'https://x.com/i/status/1' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: SAVING_UNAVAILABLE });
    } finally {
      await bare.close();
    }
  });
});

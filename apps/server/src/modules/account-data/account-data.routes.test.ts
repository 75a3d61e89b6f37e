// Everything a member owns: exported as one JSON file (theirs only, checked against the shared
// schema by the strict test app), and removed with the account, media files included.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_MISMATCH, type AccountExport } from '@stash/shared';
import { queryRows } from '../../db/query-rows';
import { mediaDirectoryOf } from '../../providers/storage/media-storage';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedMedia, seedPost } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t, { email: 'ana@data.test', name: 'Ana' });
  ben = await createMember(t, { email: 'ben@data.test', name: 'Ben' });
  const db = t.database.db;
  const post = await seedPost(db, ana.userId, { title: 'Ramen at Okiboru', caption: 'Tonkotsu in Brooklyn', category: 'food' });
  ids.post = post.id;
  const place = await seedEntity(db, ana.userId, { entityName: 'Okiboru Noodles' });
  await linkEntities(db, post.id, [place.id]);
  fs.mkdirSync(mediaDirectoryOf(t.config.dataDir), { recursive: true });
  fs.writeFileSync(path.join(mediaDirectoryOf(t.config.dataDir), 'ana-cover.jpg'), 'jpeg bytes');
  await seedMedia(db, post.id, [{ url: 'https://cdn.example/ana.jpg', type: 'image', storageKey: 'ana-cover.jpg' }]);
  const tag = (await t.call('POST', '/api/tags', { token: ana.accessToken, body: { name: 'date night', color: '#f97316' } })).json<{ id: string }>();
  await t.call('PUT', `/api/tags/post/${post.id}`, { token: ana.accessToken, body: { tagIds: [tag.id] } });
  await t.call('POST', '/api/chat', { token: ana.accessToken, body: { message: 'Where was that ramen place?' }, headers: { accept: 'application/json' } });
  await t.call('POST', '/api/search/text', { token: ana.accessToken, body: { query: 'ramen' } });
  ids.bensPost = (await seedPost(db, ben.userId, { title: "Ben's secret spot" })).id;
  await db.execute(sql`INSERT INTO instagram_messages (mid, sender_id, user_id, event, state)
    VALUES ('mid-ana', 'ig-ana', ${ana.userId}, '{"message":{"mid":"mid-ana","text":"https://www.instagram.com/p/C9vQm2LxR4a/"}}', 'saved'),
           ('mid-ben', 'ig-ben', ${ben.userId}, '{"message":{"mid":"mid-ben","text":"secret"}}', 'saved')`);
});
afterAll(() => t.close());

describe('GET /api/profile/export', () => {
  it("answers the member's whole stash as one downloadable JSON document, and only theirs", async () => {
    const response = await t.call('GET', '/api/profile/export', { token: ana.accessToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="stash-export-\d{4}-\d\d-\d\d\.json"$/);
    const data = response.json<AccountExport>();
    expect(data.profile.email).toBe('ana@data.test');
    expect(data.posts.map((post) => post.id)).toEqual([ids.post]);
    expect(data.posts[0]?.entities?.map((entity) => entity.entity_name)).toEqual(['Okiboru Noodles']);
    expect(data.posts[0]?.tags?.map((tag) => tag.name)).toEqual(['date night']);
    expect(data.tags.map((tag) => tag.name)).toEqual(['date night']);
    expect(data.entities.map((entity) => entity.entity_name)).toEqual(['Okiboru Noodles']);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]?.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(data.searches.map((search) => search.query)).toEqual(['ramen']);
    expect(data.instagram_messages.map((message) => [message.mid, message.message])).toEqual([['mid-ana', { mid: 'mid-ana', text: 'https://www.instagram.com/p/C9vQm2LxR4a/' }]]);
    expect(JSON.stringify(data)).not.toContain("Ben's secret spot");
  });
});

describe('POST /api/profile/delete', () => {
  it('refuses without the account email typed, removing nothing', async () => {
    const response = await t.call('POST', '/api/profile/delete', { token: ana.accessToken, body: { email: 'ben@data.test' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: ACCOUNT_DELETE_MISMATCH });
    expect((await t.call('GET', '/api/profile', { token: ana.accessToken })).statusCode).toBe(200);
  });

  it("removes the account and everything it owns, media files included, and nobody else's", async () => {
    const response = await t.call('POST', '/api/profile/delete', { token: ana.accessToken, body: { email: ' ANA@data.test ' } });
    expect(response.statusCode).toBe(204);
    const left = await queryRows<{ posts: number; entities: number; tags: number; sessions: number; conversations: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*) FROM posts WHERE user_id = ${ana.userId})::int AS posts, (SELECT count(*) FROM entities WHERE user_id = ${ana.userId})::int AS entities,
        (SELECT count(*) FROM tags WHERE user_id = ${ana.userId})::int AS tags, (SELECT count(*) FROM refresh_tokens WHERE user_id = ${ana.userId})::int AS sessions,
        (SELECT count(*) FROM chat_conversations WHERE user_id = ${ana.userId})::int AS conversations`,
    );
    expect(left[0]).toEqual({ posts: 0, entities: 0, tags: 0, sessions: 0, conversations: 0 });
    expect(fs.existsSync(path.join(mediaDirectoryOf(t.config.dataDir), 'ana-cover.jpg'))).toBe(false);
    expect((await t.call('GET', '/api/profile', { token: ana.accessToken })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: ana.email, password: ana.password } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/posts/get', { token: ben.accessToken, body: { id: ids.bensPost } })).statusCode).toBe(200);
  });
});

// The ownership matrix: a second member calls every stash endpoint with the first member's ids.
// Each answer must be a 404 or an empty result, never the first member's data, and nothing of
// the first member's may change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createMember, type TestMember } from '../test-support/members';
import { linkEntities, seedEntity, seedPost, seedTag, tagPost } from '../test-support/seed';

let t: TestApp;
let owner: TestMember;
let intruder: TestMember;
let postId: string;
let tagId: string;
let entityId: string;
const SECRET = 'Owner-only secret spot';

/** Everything the owner has, as stored. */
async function ownerSnapshot(): Promise<unknown> {
  const result = await t.database.db.execute(sql`
    select json_build_object(
      'posts', (select json_agg(p order by p.id) from posts p where p.user_id = ${owner.userId}),
      'tags', (select json_agg(x order by x.id) from tags x where x.user_id = ${owner.userId}),
      'post_tags', (select json_agg(pt order by pt.post_id, pt.tag_id) from post_tags pt join tags x on x.id = pt.tag_id where x.user_id = ${owner.userId}),
      'entities', (select json_agg(e order by e.id) from entities e where e.user_id = ${owner.userId}),
      'post_entities', (select json_agg(pe order by pe.post_id, pe.entity_id) from post_entities pe join posts p on p.id = pe.post_id where p.user_id = ${owner.userId})
    )::text as snapshot`);
  return JSON.parse((result as unknown as { rows: { snapshot: string }[] }).rows[0]!.snapshot);
}

beforeAll(async () => {
  t = await createTestApp({}, { queue: true });
  owner = await createMember(t);
  intruder = await createMember(t);
  const db = t.database.db;
  const post = await seedPost(db, owner.userId, { title: SECRET, category: 'food' });
  const entity = await seedEntity(db, owner.userId, { entityName: SECRET, latitude: 40.7128, longitude: -74.006 });
  const tag = await seedTag(db, owner.userId, SECRET);
  await linkEntities(db, post.id, [entity.id]);
  await tagPost(db, post.id, [tag.id]);
  // The intruder has a tag of their own, to try attaching it to the owner's post.
  await seedTag(db, intruder.userId, 'Mine');
  postId = post.id;
  tagId = tag.id;
  entityId = entity.id;
});
afterAll(() => t.close());

type Call = [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: () => string, body?: () => unknown];

const refusals: Call[] = [
  ['POST', () => '/api/posts/get', () => ({ id: postId })],
  ['PATCH', () => `/api/posts/${postId}`, () => ({ title: 'Taken over' })],
  ['PUT', () => `/api/posts/${postId}`, () => ({ description: 'Taken over' })],
  ['DELETE', () => `/api/posts/${postId}`],
  ['GET', () => `/api/tags/${tagId}`],
  ['PUT', () => `/api/tags/${tagId}`, () => ({ name: 'Taken over' })],
  ['DELETE', () => `/api/tags/${tagId}`],
  ['GET', () => `/api/tags/${tagId}/posts`],
  ['GET', () => `/api/tags/post/${postId}`],
  ['PUT', () => `/api/tags/post/${postId}`, () => ({ tagIds: [] })],
  ['GET', () => `/api/entities/${entityId}`],
  ['GET', () => `/api/entities/related/${entityId}`],
  ['POST', () => `/api/entities/message/${postId}`],
  ['POST', () => `/api/posts/${postId}/retry`],
];

const emptyAnswers: Call[] = [
  ['POST', () => '/api/posts/list', () => ({ limit: 100, include_entities: true, include_counts: true, include_category_counts: true })],
  ['POST', () => '/api/posts/list', () => ({ entity_id: entityId })],
  ['POST', () => '/api/posts/list', () => ({ search: 'secret' })],
  ['POST', () => '/api/posts/filters', () => ({})],
  ['GET', () => '/api/tags'],
  ['GET', () => '/api/tags/stats'],
  ['GET', () => `/api/tags/batch?ids=${tagId}`],
  ['POST', () => '/api/tags/batch', () => ({ postIds: [postId] })],
  ['GET', () => '/api/entities'],
  ['GET', () => '/api/entities?q=secret'],
  ['GET', () => '/api/entities/nearby?lat=40.7128&lng=-74.006&radius_km=50'],
  ['GET', () => '/api/entities/types'],
  ['GET', () => '/api/entities/search?q=secret'],
  ['GET', () => '/api/entities/trending'],
];

describe('a second member using the first member’s ids', () => {
  it.each(refusals)('%s %s answers 404', async (method, url, body) => {
    const before = await ownerSnapshot();
    const response = await t.call(method, url(), { token: intruder.accessToken, body: body?.() });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(response.body).not.toContain(SECRET);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it.each(emptyAnswers)('%s %s answers without the first member’s data', async (method, url, body) => {
    const before = await ownerSnapshot();
    const response = await t.call(method, url(), { token: intruder.accessToken, body: body?.() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain(postId);
    expect(response.body).not.toContain(entityId);
    expect(response.body).not.toContain(tagId);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it('POST /api/posts/batch finds none of them (it only names back the ids it was sent)', async () => {
    const response = await t.call('POST', '/api/posts/batch', { token: intruder.accessToken, body: { ids: [postId] } });
    expect(response.json()).toEqual({ posts: {}, not_found: [postId] });
    expect(response.body).not.toContain(SECRET);
  });

  it("cannot put its own tag on the first member's post", async () => {
    const [mine] = (await t.call('GET', '/api/tags', { token: intruder.accessToken })).json().tags;
    const before = await ownerSnapshot();
    const response = await t.call('PUT', `/api/tags/post/${postId}`, { token: intruder.accessToken, body: { tagIds: [mine.id] } });
    expect(response.statusCode).toBe(404);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it("saving the first member's link gives the second member a post of their own", async () => {
    const [owned] = await t.database.db.execute(sql`SELECT source_url FROM posts WHERE id = ${postId}`).then((result) => (result as unknown as { rows: { source_url: string }[] }).rows);
    const before = await ownerSnapshot();
    const response = await t.call('POST', '/api/ios-share/saves', { token: intruder.accessToken, body: { url: owned!.source_url } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ duplicate: false });
    expect(response.json().id).not.toBe(postId);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it('the owner still sees everything (the control)', async () => {
    const response = await t.call('POST', '/api/posts/get', { token: owner.accessToken, body: { id: postId, include_entities: true } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SECRET);
    expect((await t.call('GET', `/api/entities/${entityId}`, { token: owner.accessToken })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/tags/${tagId}`, { token: owner.accessToken })).statusCode).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember, type TestMember } from '../../test-support/members';
import { seedPost } from '../../test-support/seed';
import { posts } from '../../db/schema';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t, { email: 'ana@stash.test', name: 'Ana' });
  ben = await createMember(t, { email: 'ben@stash.test', name: 'Ben' });
});
afterAll(() => t.close());

// The spec's wording (section 5), spelled out rather than imported so that a change to it shows here.
const NAME_LENGTH = 'Tag name must be between 1 and 50 characters';
const NAME_TAKEN = 'A tag with this name already exists';
const INVALID_COLOR =
  'Invalid color. Must be one of: #ef4444, #f97316, #f59e0b, #eab308, #84cc16, #22c55e, #06b6d4, #3b82f6, #6366f1, #8b5cf6, #d946ef, #ec4899';
const TAG_NOT_FOUND = { error: 'Tag not found', code: 'NOT_FOUND' };
const POST_NOT_FOUND = { error: 'Post not found', code: 'NOT_FOUND' };
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (member: TestMember, method: Method, url: string, body?: unknown) => t.call(method, url, { token: member.accessToken, body });

interface TagBody {
  id: string;
  name: string;
  color: string;
  created_at: string;
  updated_at: string;
}

async function createTag(member: TestMember, name: string, color = '#3b82f6'): Promise<TagBody> {
  const response = await call(member, 'POST', '/api/tags', { name, color });
  if (response.statusCode !== 201) throw new Error(`create tag failed: ${response.body}`);
  return response.json<TagBody>();
}
const listTags = async (member: TestMember) => (await call(member, 'GET', '/api/tags')).json<{ tags: TagBody[] }>().tags;
const tagsOfPost = async (member: TestMember, postId: string) => (await call(member, 'GET', `/api/tags/post/${postId}`)).json<{ tags: TagBody[] }>().tags;
const setTags = (member: TestMember, postId: string, tagIds: unknown) => call(member, 'PUT', `/api/tags/post/${postId}`, { tagIds });
const stats = async (member: TestMember) => (await call(member, 'GET', '/api/tags/stats')).json<Record<string, number>>();
const searchTextOf = async (postId: string) =>
  (await t.database.db.select({ searchText: posts.searchText }).from(posts).where(eq(posts.id, postId)))[0]!.searchText;
/** Everything a member can see of their tags, to compare before and after a refused call. */
async function snapshot(member: TestMember, postIds: string[]) {
  return {
    tags: await listTags(member),
    stats: await stats(member),
    byPost: await Promise.all(postIds.map((postId) => tagsOfPost(member, postId))),
  };
}

describe('POST /api/tags', () => {
  it('creates a tag, 201 with the spec shape, name trimmed', async () => {
    const member = await createMember(t);
    const response = await call(member, 'POST', '/api/tags', { name: '  Date night  ', color: '#ec4899' });
    expect(response.statusCode).toBe(201);
    const tag = response.json<TagBody>();
    expect(tag).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Date night', color: '#ec4899', created_at: ISO, updated_at: ISO });
    expect((await call(member, 'GET', `/api/tags/${tag.id}`)).json()).toEqual(tag);
    expect(await listTags(member)).toEqual([tag]);
  });

  it('keeps text exactly as sent: markup, SQL and emoji come back unchanged', async () => {
    const member = await createMember(t);
    const names = ['<script>alert("x")</script>', "Robert'); DROP TABLE tags;--", '🍜 Ramen & <b>bars</b>', '"quoted" \\ back', 'x'.repeat(50)];
    for (const name of names) {
      const tag = await createTag(member, name);
      expect(tag.name).toBe(name);
      expect((await call(member, 'GET', `/api/tags/${tag.id}`)).json().name).toBe(name);
    }
    expect((await listTags(member)).map((tag) => tag.name).sort()).toEqual([...names].sort());
  });

  it('refuses a name the member already has, in any case and spacing, with 409', async () => {
    const member = await createMember(t);
    await createTag(member, 'Food');
    for (const name of ['Food', 'food', '  FOOD ']) {
      const response = await call(member, 'POST', '/api/tags', { name, color: '#ef4444' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: NAME_TAKEN, code: 'VALIDATION_ERROR', details: { field: 'name' } });
    }
    expect((await listTags(member)).map((tag) => tag.name)).toEqual(['Food']);
    // Names are unique per member only.
    expect((await call(ben, 'POST', '/api/tags', { name: 'food', color: '#ef4444' })).statusCode).toBe(201);
  });

  it('lets the unique index decide between simultaneous creates of one name', async () => {
    const member = await createMember(t);
    const responses = await Promise.all(
      ['Gym', 'gym', 'GYM', 'gYm', ' gym '].map((name) => call(member, 'POST', '/api/tags', { name, color: '#22c55e' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await listTags(member)).toHaveLength(1);
  });

  it.each([
    ['an empty name', { name: '', color: '#ef4444' }, NAME_LENGTH],
    ['a blank name', { name: '   \t ', color: '#ef4444' }, NAME_LENGTH],
    ['a 51-character name', { name: 'x'.repeat(51), color: '#ef4444' }, NAME_LENGTH],
    ['a huge name', { name: 'x'.repeat(200_000), color: '#ef4444' }, NAME_LENGTH],
    ['a numeric name', { name: 42, color: '#ef4444' }, NAME_LENGTH],
    ['a null name', { name: null, color: '#ef4444' }, NAME_LENGTH],
    ['no name', { color: '#ef4444' }, NAME_LENGTH],
    ['a name with a NUL character', { name: 'a\u0000b', color: '#ef4444' }, 'Tag name cannot contain control characters'],
    ['a colour outside the presets', { name: 'Ok', color: '#000000' }, INVALID_COLOR],
    ['a colour name', { name: 'Ok', color: 'red' }, INVALID_COLOR],
    ['a preset in capitals', { name: 'Ok', color: '#EF4444' }, INVALID_COLOR],
    ['a numeric colour', { name: 'Ok', color: 0xef4444 }, INVALID_COLOR],
    ['no colour', { name: 'Ok' }, INVALID_COLOR],
    ['an unknown field', { name: 'Ok', color: '#ef4444', user_id: randomUUID() }, undefined],
    ['an array body', [{ name: 'Ok', color: '#ef4444' }], undefined],
  ])('rejects %s with 400 and creates nothing', async (_case, body, message) => {
    const member = await createMember(t);
    const response = await call(member, 'POST', '/api/tags', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    if (message) {
      expect(response.json().error).toContain(message);
      expect(response.json().details.issues[0].message).toBe(message);
    }
    expect(await listTags(member)).toEqual([]);
  });

  it('accepts a name of exactly 50 characters once trimmed', async () => {
    const member = await createMember(t);
    const name = 'y'.repeat(50);
    expect((await createTag(member, `  ${name}  `)).name).toBe(name);
  });

  it('answers malformed JSON and an oversized body with 4xx, not 500', async () => {
    const member = await createMember(t);
    const malformed = await t.call('POST', '/api/tags', {
      token: member.accessToken,
      body: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'VALIDATION_ERROR' });
    const huge = await call(member, 'POST', '/api/tags', { name: 'x'.repeat(2 * 1024 * 1024), color: '#ef4444' });
    expect(huge.statusCode).toBe(413);
    expect(await listTags(member)).toEqual([]);
  });
});

describe('GET /api/tags', () => {
  it("lists only the caller's tags, sorted by name without regard to case", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    await createTag(other, 'Aardvark');
    for (const name of ['banana', 'Cherry', 'apple', 'Banana split', 'APRICOT']) await createTag(member, name);
    expect((await listTags(member)).map((tag) => tag.name)).toEqual(['apple', 'APRICOT', 'banana', 'Banana split', 'Cherry']);
    expect((await listTags(other)).map((tag) => tag.name)).toEqual(['Aardvark']);
    expect(await listTags(await createMember(t))).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await t.call('GET', '/api/tags')).json()).toEqual({ error: 'No authentication token', code: 'UNAUTHORIZED' });
    const forged = await t.call('GET', '/api/tags', { token: 'not.a.token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'Unauthorized - token expired or invalid', code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/tags/{id}', () => {
  it('answers the tag, and 404 for ids that are unknown, malformed or another member’s', async () => {
    const tag = await createTag(ana, 'Lookup');
    expect((await call(ana, 'GET', `/api/tags/${tag.id}`)).json()).toEqual(tag);
    expect((await call(ana, 'GET', `/api/tags/${tag.id.toUpperCase()}`)).json()).toEqual(tag);
    for (const id of [randomUUID(), 'not-a-uuid', encodeURIComponent("1' OR '1'='1"), '%20', 'x'.repeat(90)]) {
      const response = await call(ana, 'GET', `/api/tags/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(TAG_NOT_FOUND);
    }
    const response = await call(ben, 'GET', `/api/tags/${tag.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(TAG_NOT_FOUND);
  });

  it('answers 414 for an id longer than any path parameter may be', async () => {
    const response = await call(ana, 'GET', `/api/tags/${'x'.repeat(5000)}`);
    // Fastify's router refuses it before any route runs (maxParamLength 100).
    expect(response.statusCode).toBe(414);
  });
});

describe('PUT /api/tags/{id}', () => {
  it('changes the name, the colour or both, and moves updated_at on', async () => {
    const member = await createMember(t);
    const tag = await createTag(member, 'Brunch', '#f97316');
    const renamed = await call(member, 'PUT', `/api/tags/${tag.id}`, { name: '  Sunday brunch ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...tag, name: 'Sunday brunch', updated_at: ISO });
    expect(Date.parse(renamed.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(tag.updated_at));
    const recoloured = await call(member, 'PUT', `/api/tags/${tag.id}`, { color: '#8b5cf6' });
    expect(recoloured.json()).toMatchObject({ name: 'Sunday brunch', color: '#8b5cf6', created_at: tag.created_at });
    const both = await call(member, 'PUT', `/api/tags/${tag.id}`, { name: '<i>Brunch</i>', color: '#06b6d4' });
    expect(both.json()).toMatchObject({ name: '<i>Brunch</i>', color: '#06b6d4' });
    expect((await call(member, 'GET', `/api/tags/${tag.id}`)).json()).toEqual(both.json());
  });

  it('lets a tag change the case of its own name but not take another tag’s name', async () => {
    const member = await createMember(t);
    const coffee = await createTag(member, 'coffee');
    const tea = await createTag(member, 'Tea');
    expect((await call(member, 'PUT', `/api/tags/${coffee.id}`, { name: 'Coffee' })).json().name).toBe('Coffee');
    const clash = await call(member, 'PUT', `/api/tags/${tea.id}`, { name: ' COFFEE ', color: '#ef4444' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: NAME_TAKEN, code: 'VALIDATION_ERROR', details: { field: 'name' } });
    expect((await call(member, 'GET', `/api/tags/${tea.id}`)).json()).toEqual(tea);
  });

  it.each([
    ['an empty body', {}, 'Send a name or a color to change'],
    ['an empty name', { name: '' }, NAME_LENGTH],
    ['a 51-character name', { name: 'z'.repeat(51) }, NAME_LENGTH],
    ['a name of the wrong type', { name: ['Tea'] }, NAME_LENGTH],
    ['a colour outside the presets', { color: '#123456' }, INVALID_COLOR],
    ['a good name with a bad colour', { name: 'Fine', color: 'blue' }, INVALID_COLOR],
    ['an unknown field', { name: 'Fine', user_id: randomUUID() }, undefined],
  ])('rejects %s with 400 and changes nothing', async (_case, body, message) => {
    const member = await createMember(t);
    const tag = await createTag(member, 'Steady');
    const response = await call(member, 'PUT', `/api/tags/${tag.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().details.issues[0].message).toBe(message);
    expect((await call(member, 'GET', `/api/tags/${tag.id}`)).json()).toEqual(tag);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'nope', '12345']) {
      const response = await call(ana, 'PUT', `/api/tags/${id}`, { name: 'Anything' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(TAG_NOT_FOUND);
    }
  });
});

describe('DELETE /api/tags/{id}', () => {
  it('deletes the tag and its links, answers 204, and refreshes the posts’ search text', async () => {
    const member = await createMember(t);
    const post = await seedPost(t.database.db, member.userId);
    const doomed = await createTag(member, 'Zanzibar');
    const kept = await createTag(member, 'Kilimanjaro');
    expect((await setTags(member, post.id, [doomed.id, kept.id])).statusCode).toBe(200);
    expect(await searchTextOf(post.id)).toContain('zanzibar');

    const response = await call(member, 'DELETE', `/api/tags/${doomed.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call(member, 'GET', `/api/tags/${doomed.id}`)).statusCode).toBe(404);
    expect((await tagsOfPost(member, post.id)).map((tag) => tag.name)).toEqual(['Kilimanjaro']);
    expect(await stats(member)).toEqual({ [kept.id]: 1 });
    expect(await searchTextOf(post.id)).not.toContain('zanzibar');
    expect(await searchTextOf(post.id)).toContain('kilimanjaro');
    // Gone is gone: a second delete finds nothing.
    expect((await call(member, 'DELETE', `/api/tags/${doomed.id}`)).json()).toEqual(TAG_NOT_FOUND);
  });

  it('answers 404 for unknown and malformed ids, and 400 for an empty one', async () => {
    for (const id of [randomUUID(), 'nope', '%20%20']) {
      const response = await call(ana, 'DELETE', `/api/tags/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(TAG_NOT_FOUND);
    }
    const empty = await call(ana, 'DELETE', '/api/tags/');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { issues: [{ message: 'Tag ID is required' }] } });
  });
});

describe('tags on posts', () => {
  let member: TestMember;
  let older: string;
  let newer: string;
  let newest: string;
  beforeAll(async () => {
    member = await createMember(t);
    older = (await seedPost(t.database.db, member.userId, { title: 'Older', createdAt: new Date('2024-01-01T10:00:00Z') })).id;
    newer = (await seedPost(t.database.db, member.userId, { title: 'Newer', createdAt: new Date('2024-06-01T10:00:00Z') })).id;
    newest = (await seedPost(t.database.db, member.userId, { title: 'Newest', createdAt: new Date('2025-01-01T10:00:00Z') })).id;
  });

  it('PUT /tags/post/{postId} sets exactly the given tags and answers them sorted by name', async () => {
    const pasta = await createTag(member, 'pasta', '#ef4444');
    const italian = await createTag(member, 'Italian', '#22c55e');
    const cheap = await createTag(member, 'cheap eats', '#eab308');

    const first = await setTags(member, newer, [pasta.id, italian.id, pasta.id.toUpperCase()]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ tags: [italian, pasta] });
    expect(await tagsOfPost(member, newer)).toEqual([italian, pasta]);

    const replaced = await setTags(member, newer, [cheap.id, pasta.id]);
    expect(replaced.json()).toEqual({ tags: [cheap, pasta] });
    expect(await tagsOfPost(member, newer)).toEqual([cheap, pasta]);

    expect((await setTags(member, newer, [])).json()).toEqual({ tags: [] });
    expect(await tagsOfPost(member, newer)).toEqual([]);
  });

  it('puts tag names into the post’s search text, and follows renames', async () => {
    const tag = await createTag(member, 'Quokka');
    expect(await searchTextOf(older)).not.toContain('quokka');
    await setTags(member, older, [tag.id]);
    expect(await searchTextOf(older)).toContain('quokka');
    await call(member, 'PUT', `/api/tags/${tag.id}`, { name: 'Wombat' });
    expect(await searchTextOf(older)).toContain('wombat');
    expect(await searchTextOf(older)).not.toContain('quokka');
    // A colour change leaves the text as it is.
    await call(member, 'PUT', `/api/tags/${tag.id}`, { color: '#d946ef' });
    expect(await searchTextOf(older)).toContain('wombat');
    await setTags(member, older, []);
    expect(await searchTextOf(older)).not.toContain('wombat');
  });

  it('refuses the whole set when any id is not one of the caller’s tags, and changes nothing', async () => {
    const mine = await createTag(member, 'Mine');
    const kept = await createTag(member, 'Kept');
    await setTags(member, newest, [kept.id]);
    const foreign = await createTag(ben, 'Bens');
    for (const bad of [randomUUID(), foreign.id, 'not-a-uuid', '']) {
      const response = await setTags(member, newest, [mine.id, bad]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(TAG_NOT_FOUND);
      expect(await tagsOfPost(member, newest)).toEqual([kept]);
    }
    expect(await stats(ben)).toMatchObject({ [foreign.id]: 0 });
  });

  it.each([
    ['a missing list', {}],
    ['a list of numbers', { tagIds: [1, 2] }],
    ['a string', { tagIds: 'a,b' }],
    ['101 ids', { tagIds: Array.from({ length: 101 }, () => randomUUID()) }],
    ['an unknown field', { tagIds: [], postId: randomUUID() }],
  ])('PUT /tags/post/{postId} rejects %s with 400', async (_case, body) => {
    const tag = await createTag(member, `Case ${randomUUID().slice(0, 8)}`);
    await setTags(member, older, [tag.id]);
    const response = await call(member, 'PUT', `/api/tags/post/${older}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await tagsOfPost(member, older)).toEqual([tag]);
    await setTags(member, older, []);
  });

  it('answers 404 Post not found for unknown, malformed and other members’ posts', async () => {
    const tag = await createTag(member, 'Lonely');
    const bensPost = await seedPost(t.database.db, ben.userId);
    for (const postId of [randomUUID(), 'nope', bensPost.id]) {
      const get = await call(member, 'GET', `/api/tags/post/${postId}`);
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual(POST_NOT_FOUND);
      const put = await setTags(member, postId, [tag.id]);
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(POST_NOT_FOUND);
    }
    expect((await call(ben, 'GET', `/api/tags/post/${bensPost.id}`)).json()).toEqual({ tags: [] });
    const empty = await setTags(member, '', [tag.id]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { issues: [{ message: 'Post ID is required' }] } });
  });

  it('GET /tags/{id}/posts lists the tagged posts newest first', async () => {
    const tag = await createTag(member, 'Timeline');
    const unused = await createTag(member, 'Unused');
    await setTags(member, older, [tag.id]);
    await setTags(member, newest, [tag.id]);
    await setTags(member, newer, [tag.id]);
    expect((await call(member, 'GET', `/api/tags/${tag.id}/posts`)).json()).toEqual({ post_ids: [newest, newer, older] });
    expect((await call(member, 'GET', `/api/tags/${unused.id}/posts`)).json()).toEqual({ post_ids: [] });
    for (const id of [randomUUID(), 'nope']) expect((await call(member, 'GET', `/api/tags/${id}/posts`)).json()).toEqual(TAG_NOT_FOUND);
    for (const postId of [older, newer, newest]) await setTags(member, postId, []);
  });

  it('GET /tags/stats counts posts per tag, every tag of the member, zero included', async () => {
    const counter = await createMember(t);
    const [one, two] = [await seedPost(t.database.db, counter.userId), await seedPost(t.database.db, counter.userId)];
    const both = await createTag(counter, 'Both');
    const single = await createTag(counter, 'Single');
    const none = await createTag(counter, 'None');
    await setTags(counter, one.id, [both.id, single.id]);
    await setTags(counter, two.id, [both.id]);
    expect(await stats(counter)).toEqual({ [both.id]: 2, [single.id]: 1, [none.id]: 0 });
    expect(await stats(await createMember(t))).toEqual({});
  });

  it('POST /tags/batch answers tags_by_post for the caller’s posts among the ids', async () => {
    const tag = await createTag(member, 'Batched');
    const other = await createTag(member, 'Another');
    await setTags(member, older, [tag.id, other.id]);
    const bensPost = await seedPost(t.database.db, ben.userId);
    const response = await call(member, 'POST', '/api/tags/batch', {
      postIds: [older, newer, older, newest.toUpperCase(), bensPost.id, randomUUID(), 'junk', "'; DROP TABLE posts;--"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tags_by_post: { [older]: [other, tag], [newer]: [], [newest]: [] } });
    expect((await call(member, 'POST', '/api/tags/batch', { postIds: [] })).json()).toEqual({ tags_by_post: {} });
    expect((await call(member, 'POST', '/api/tags/batch', { postIds: Array.from({ length: 50 }, () => older) })).statusCode).toBe(200);
    await setTags(member, older, []);
  });

  it.each([
    ['51 ids', { postIds: Array.from({ length: 51 }, () => randomUUID()) }, 'Send at most 50 ids at a time'],
    ['no list', {}, undefined],
    ['a string', { postIds: 'a,b' }, undefined],
    ['numbers', { postIds: [1] }, undefined],
    ['snake_case spelling', { post_ids: [] }, undefined],
  ])('POST /tags/batch rejects %s with 400', async (_case, body, message) => {
    const response = await call(member, 'POST', '/api/tags/batch', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().details.issues[0].message).toBe(message);
  });
});

describe('GET /api/tags/batch', () => {
  it('answers the caller’s tags among the ids, sorted by name; others are simply absent', async () => {
    const member = await createMember(t);
    const zebra = await createTag(member, 'zebra');
    const ant = await createTag(member, 'Ant');
    const foreign = await createTag(ben, `Foreign ${randomUUID().slice(0, 6)}`);
    const get = (query: string) => call(member, 'GET', `/api/tags/batch${query}`);
    const ids = [zebra.id, foreign.id, randomUUID(), 'junk', ant.id, zebra.id].join(',');
    expect((await get(`?ids=${ids}`)).json()).toEqual({ tags: [ant, zebra] });
    expect((await get(`?ids=${zebra.id}&ids=${ant.id}`)).json()).toEqual({ tags: [ant, zebra] });
    expect((await get(`?ids=${encodeURIComponent(` ${ant.id} , ,`)}`)).json()).toEqual({ tags: [ant] });
    expect((await get('?ids=')).json()).toEqual({ tags: [] });
    expect((await get('')).json()).toEqual({ tags: [] });
    expect((await get(`?ids=${'x'.repeat(100_000)}`)).json()).toEqual({ tags: [] });
    expect((await get(`?ids=${encodeURIComponent("' OR 1=1;--")}`)).json()).toEqual({ tags: [] });
  });

  it('takes 50 ids and refuses 51', async () => {
    const member = await createMember(t);
    const tag = await createTag(member, 'Fifty');
    const fifty = [tag.id, ...Array.from({ length: 49 }, () => randomUUID())];
    expect((await call(member, 'GET', `/api/tags/batch?ids=${fifty.join(',')}`)).json()).toEqual({ tags: [tag] });
    const response = await call(member, 'GET', `/api/tags/batch?ids=${[...fifty, randomUUID()].join(',')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { issues: [{ message: 'Send at most 50 ids at a time' }] } });
  });
});

describe('another member', () => {
  it('gets 404 or nothing for every call with the first member’s ids, and changes nothing', async () => {
    const owner = await createMember(t);
    const intruder = await createMember(t);
    const post = await seedPost(t.database.db, owner.userId);
    const tag = await createTag(owner, 'Private');
    const spare = await createTag(owner, 'Spare');
    await setTags(owner, post.id, [tag.id]);
    const intrudersTag = await createTag(intruder, 'Intruder');
    const intrudersPost = await seedPost(t.database.db, intruder.userId);
    const before = await snapshot(owner, [post.id]);
    const searchBefore = await searchTextOf(post.id);

    const expectations: [Method, string, unknown, number, unknown][] = [
      ['GET', `/api/tags/${tag.id}`, undefined, 404, TAG_NOT_FOUND],
      ['PUT', `/api/tags/${tag.id}`, { name: 'Hacked', color: '#ef4444' }, 404, TAG_NOT_FOUND],
      ['DELETE', `/api/tags/${tag.id}`, undefined, 404, TAG_NOT_FOUND],
      ['GET', `/api/tags/${tag.id}/posts`, undefined, 404, TAG_NOT_FOUND],
      ['GET', `/api/tags/batch?ids=${tag.id},${spare.id}`, undefined, 200, { tags: [] }],
      ['POST', '/api/tags/batch', { postIds: [post.id] }, 200, { tags_by_post: {} }],
      ['GET', `/api/tags/post/${post.id}`, undefined, 404, POST_NOT_FOUND],
      ['PUT', `/api/tags/post/${post.id}`, { tagIds: [] }, 404, POST_NOT_FOUND],
      ['PUT', `/api/tags/post/${post.id}`, { tagIds: [intrudersTag.id] }, 404, POST_NOT_FOUND],
      // The intruder's own post with the owner's tag: the tag is not theirs.
      ['PUT', `/api/tags/post/${intrudersPost.id}`, { tagIds: [spare.id] }, 404, TAG_NOT_FOUND],
    ];
    for (const [method, url, body, status, answer] of expectations) {
      const response = await call(intruder, method, url, body);
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({ method, url, status, body: answer });
    }
    // The owner's name is free for the intruder (names are per member) and their stats are their own.
    expect((await call(intruder, 'POST', '/api/tags', { name: 'Private', color: '#ef4444' })).statusCode).toBe(201);
    expect(Object.keys(await stats(intruder))).not.toContain(tag.id);
    expect(await tagsOfPost(intruder, intrudersPost.id)).toEqual([]);

    expect(await snapshot(owner, [post.id])).toEqual(before);
    expect(await searchTextOf(post.id)).toBe(searchBefore);
  });
});

describe('route ordering', () => {
  it('does not read stats, batch or post as a tag id', async () => {
    const member = await createMember(t);
    expect((await call(member, 'GET', '/api/tags/stats')).json()).toEqual({});
    expect((await call(member, 'GET', '/api/tags/batch')).json()).toEqual({ tags: [] });
    expect((await call(member, 'GET', '/api/tags/post')).json()).toEqual(TAG_NOT_FOUND);
  });
});

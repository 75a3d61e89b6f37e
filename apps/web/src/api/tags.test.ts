import { describe, expect, it, vi } from 'vitest';
import type { Tag } from '@stash/shared';
import { createTagsApi } from './tags';
import { json, type Routes } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { rejectionOf } from './testing/setup-client';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

function makeTag(id: string, name: string, color: Tag['color'] = '#3b82f6'): Tag {
  return { id, name, color, created_at: '2026-05-01T12:00:00.000Z', updated_at: '2026-05-01T12:00:00.000Z' };
}

function setup(routes: Routes, { signedIn = true } = {}) {
  const context = setupApiClient(routes);
  if (signedIn) context.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const log = vi.fn();
  return { ...context, log, tagsApi: createTagsApi(context.client, log) };
}

const coffee = makeTag('t-coffee', 'coffee', '#f59e0b');
const brunch = makeTag('t-brunch', 'Brunch', '#ef4444');
const arts = makeTag('t-arts', 'arts', '#8b5cf6');

describe('listing tags', () => {
  it('sends the bearer token and answers the tags sorted by name, whatever their case', async () => {
    const { tagsApi, callsTo } = setup({ 'GET /api/tags': () => json(200, { tags: [coffee, brunch, arts] }) });
    expect((await tagsApi.listTags()).map((tag) => tag.name)).toEqual(['arts', 'Brunch', 'coffee']);
    expect(callsTo('GET /api/tags')[0]?.headers.authorization).toBe(`Bearer ${FRESH_TOKEN}`);
  });

  it('logs a failed list and answers it empty', async () => {
    const { tagsApi, log } = setup({ 'GET /api/tags': () => json(400, { error: 'Bad things', code: 'VALIDATION_ERROR' }) });
    expect(await tagsApi.listTags()).toEqual([]);
    expect(log).toHaveBeenCalledWith('Failed to load tags', expect.objectContaining({ message: 'Bad things' }));
  });

  it('answers an answer of the wrong shape empty too', async () => {
    const { tagsApi, log } = setup({ 'GET /api/tags': () => json(200, { tags: [{ id: 'no-name' }] }) });
    expect(await tagsApi.listTags()).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('authentication failures', () => {
  it("refuses without a stored token, before any call, as 'No valid authentication token'", async () => {
    const { tagsApi, calls } = setup({}, { signedIn: false });
    expect(await rejectionOf(tagsApi.getTagsOfPost('p1'))).toMatchObject({ message: 'No valid authentication token', status: 401 });
    // Even a list call: an empty list would read as 'no tags' to a member who is signed out.
    expect(await rejectionOf(tagsApi.listTags())).toMatchObject({ message: 'No valid authentication token' });
    expect(calls).toHaveLength(0);
  });

  it("words a 401 that survives the refresh as 'Unauthorized - token expired or invalid'", async () => {
    const { tagsApi, navigations } = setup({
      'GET /api/tags/stats': () => json(401, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' }),
      'POST /api/auth/refresh': () => json(401, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' }),
    });
    expect(await rejectionOf(tagsApi.getTagStats())).toMatchObject({ message: 'Unauthorized - token expired or invalid', status: 401 });
    expect(navigations).toEqual(['/']);
  });
});

describe('one tag', () => {
  it('reads a tag by id', async () => {
    const { tagsApi } = setup({ 'GET /api/tags/t-coffee': () => json(200, coffee) });
    expect(await tagsApi.getTag('t-coffee')).toEqual(coffee);
  });

  it('answers none for a tag that is not there (404)', async () => {
    const { tagsApi } = setup({ 'GET /api/tags/gone': () => json(404, { error: 'Tag not found', code: 'NOT_FOUND' }) });
    expect(await tagsApi.getTag('gone')).toBeNull();
  });

  it('passes on other failures with the server message', async () => {
    const { tagsApi } = setup({ 'GET /api/tags/t-1': () => json(400, { error: 'Tag ID is required', code: 'VALIDATION_ERROR' }) });
    expect(await rejectionOf(tagsApi.getTag('t-1'))).toMatchObject({ message: 'Tag ID is required', status: 400 });
  });

  it('escapes ids in the path', async () => {
    const { tagsApi, callsTo } = setup({ 'GET /api/tags/a%2Fb': () => json(200, coffee) });
    await tagsApi.getTag('a/b');
    expect(callsTo('GET /api/tags/a%2Fb')).toHaveLength(1);
  });

  it('reads the posts of a tag, and none for a tag that is not there', async () => {
    const { tagsApi } = setup({
      'GET /api/tags/t-coffee/posts': () => json(200, { post_ids: ['p2', 'p1'] }),
      'GET /api/tags/gone/posts': () => json(404, { error: 'Tag not found', code: 'NOT_FOUND' }),
    });
    expect(await tagsApi.getPostIdsOfTag('t-coffee')).toEqual(['p2', 'p1']);
    expect(await tagsApi.getPostIdsOfTag('gone')).toEqual([]);
  });
});

describe('changing tags', () => {
  it('creates a tag, and the next read of the list sees it', async () => {
    let listed: Tag[] = [coffee];
    const { tagsApi, callsTo } = setup({
      'GET /api/tags': () => json(200, { tags: listed }),
      'POST /api/tags': (call) => {
        const created = makeTag('t-new', (call.body as { name: string }).name, '#22c55e');
        listed = [...listed, created];
        return json(201, created);
      },
    });
    await tagsApi.listTags();
    const created = await tagsApi.createTag({ name: 'Date night', color: '#22c55e' });
    expect(callsTo('POST /api/tags')[0]?.body).toEqual({ name: 'Date night', color: '#22c55e' });
    expect(created.name).toBe('Date night');
    expect((await tagsApi.listTags()).map((tag) => tag.id)).toEqual(['t-coffee', 't-new']);
    expect(callsTo('GET /api/tags')).toHaveLength(2);
  });

  it("shows the server's refusal of a taken name", async () => {
    const { tagsApi } = setup({ 'POST /api/tags': () => json(409, { error: 'A tag with this name already exists', code: 'VALIDATION_ERROR' }) });
    expect(await rejectionOf(tagsApi.createTag({ name: 'Coffee', color: '#ef4444' }))).toMatchObject({
      message: 'A tag with this name already exists',
      status: 409,
    });
  });

  it('updates a tag with only the fields given', async () => {
    const { tagsApi, callsTo } = setup({ 'PUT /api/tags/t-coffee': () => json(200, { ...coffee, color: '#ec4899' }) });
    expect(await tagsApi.updateTag('t-coffee', { color: '#ec4899' })).toMatchObject({ color: '#ec4899' });
    expect(callsTo('PUT /api/tags/t-coffee')[0]?.body).toEqual({ color: '#ec4899' });
  });

  it('deletes a tag (204)', async () => {
    const { tagsApi, callsTo } = setup({ 'DELETE /api/tags/t-coffee': () => new Response(null, { status: 204 }) });
    await tagsApi.deleteTag('t-coffee');
    expect(callsTo('DELETE /api/tags/t-coffee')).toHaveLength(1);
  });

  it.each(['', '   '])("refuses to delete the tag id %j: 'Deleted tag id must be a non-empty string'", async (id) => {
    const { tagsApi, calls } = setup({});
    expect(await rejectionOf(tagsApi.deleteTag(id))).toMatchObject({ message: 'Deleted tag id must be a non-empty string' });
    expect(calls).toHaveLength(0);
  });
});

describe('stats', () => {
  it('reads posts per tag', async () => {
    const { tagsApi } = setup({ 'GET /api/tags/stats': () => json(200, { 't-coffee': 3, 't-arts': 0 }) });
    expect(await tagsApi.getTagStats()).toEqual({ 't-coffee': 3, 't-arts': 0 });
  });

  it('logs a failure and answers no counts', async () => {
    const { tagsApi, log } = setup({ 'GET /api/tags/stats': () => json(500, { error: 'Database down', code: 'SERVER_ERROR' }) });
    expect(await tagsApi.getTagStats()).toEqual({});
    expect(log).toHaveBeenCalledWith('Failed to load tag stats', expect.anything());
  });
});

describe('tags by id (GET /tags/batch)', () => {
  const ids = Array.from({ length: 120 }, (_, index) => `t${index}`);
  // `ids=a,b` (spec section 7), its commas escaped as a query string writes them.
  const batchRoute = (chunk: string[]) => `GET /api/tags/batch?ids=${chunk.join(',')}`;
  const answer = (chunk: string[]) => () => json(200, { tags: chunk.map((id) => makeTag(id, `Tag ${id}`)) });

  it('asks for at most 50 ids a call and merges the answers', async () => {
    const chunks = [ids.slice(0, 50), ids.slice(50, 100), ids.slice(100)];
    const { tagsApi, calls } = setup(Object.fromEntries(chunks.map((chunk) => [batchRoute(chunk), answer(chunk)])));
    const tags = await tagsApi.getTagsBatch(ids);
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('ids')?.split(',').length)).toEqual([50, 50, 20]);
    expect(tags.map((tag) => tag.id)).toEqual(ids);
  });

  it('asks once for exactly 50 ids, each id once', async () => {
    const fifty = ids.slice(0, 50);
    const { tagsApi, calls } = setup({ [batchRoute(fifty)]: answer(fifty) });
    expect(await tagsApi.getTagsBatch([...fifty, 't0', 't1'])).toHaveLength(50);
    expect(calls).toHaveLength(1);
  });

  it('logs a failed chunk and keeps the others', async () => {
    const [first, second] = [ids.slice(0, 50), ids.slice(50, 60)];
    const { tagsApi, log } = setup({
      [batchRoute(first)]: () => json(500, { error: 'Database down', code: 'SERVER_ERROR' }),
      [batchRoute(second)]: answer(second),
    });
    expect((await tagsApi.getTagsBatch(ids.slice(0, 60))).map((tag) => tag.id)).toEqual(second);
    expect(log).toHaveBeenCalledOnce();
  });

  it('makes no call for no ids', async () => {
    const { tagsApi, calls } = setup({});
    expect(await tagsApi.getTagsBatch([])).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});

describe('tags of posts', () => {
  it('posts the post ids 50 at a time and merges the maps', async () => {
    const postIds = Array.from({ length: 75 }, (_, index) => `p${index}`);
    const { tagsApi, callsTo } = setup({
      'POST /api/tags/batch': (call) => {
        const asked = (call.body as { postIds: string[] }).postIds;
        return json(200, { tags_by_post: Object.fromEntries(asked.map((id) => [id, id === 'p60' ? [coffee] : []])) });
      },
    });
    const byPost = await tagsApi.getTagsOfPosts(postIds);
    expect(callsTo('POST /api/tags/batch').map((call) => (call.body as { postIds: string[] }).postIds.length)).toEqual([50, 25]);
    expect(Object.keys(byPost)).toHaveLength(75);
    expect(byPost.p60).toEqual([coffee]);
  });

  it('logs a failure and answers no tags', async () => {
    const { tagsApi, log } = setup({ 'POST /api/tags/batch': () => json(500, { error: 'Database down', code: 'SERVER_ERROR' }) });
    expect(await tagsApi.getTagsOfPosts(['p1'])).toEqual({});
    expect(log).toHaveBeenCalledWith('Failed to load tags of posts', expect.anything());
  });

  it("reads one post's tags, sorted by name", async () => {
    const { tagsApi } = setup({ 'GET /api/tags/post/p1': () => json(200, { tags: [coffee, arts] }) });
    expect((await tagsApi.getTagsOfPost('p1')).map((tag) => tag.name)).toEqual(['arts', 'coffee']);
  });

  it("sets a post's tags, answered in name order, and the next read sees them", async () => {
    let current: Tag[] = [coffee];
    const { tagsApi, callsTo } = setup({
      'GET /api/tags/post/p1': () => json(200, { tags: current }),
      'PUT /api/tags/post/p1': (call) => {
        const wanted = (call.body as { tagIds: string[] }).tagIds;
        current = [coffee, brunch, arts].filter((tag) => wanted.includes(tag.id));
        return json(200, { tags: current });
      },
    });
    await tagsApi.getTagsOfPost('p1');
    expect((await tagsApi.setTagsOfPost('p1', ['t-brunch', 't-arts'])).map((tag) => tag.id)).toEqual(['t-arts', 't-brunch']);
    expect(callsTo('PUT /api/tags/post/p1')[0]?.body).toEqual({ tagIds: ['t-brunch', 't-arts'] });
    expect((await tagsApi.getTagsOfPost('p1')).map((tag) => tag.id)).toEqual(['t-arts', 't-brunch']);
  });
});

import { describe, expect, it } from 'vitest';
import { postCardSchema } from '@stash/shared';
import { createPostsApi } from './posts';
import { json, type Routes } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { makeListResponse, makePost } from './testing/posts';
import { rejectionOf } from './testing/setup-client';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

function setup(routes: Routes) {
  const context = setupApiClient(routes);
  context.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  return { ...context, postsApi: createPostsApi(context.client) };
}

describe('listing posts', () => {
  it('posts the filters as the body and maps the answer to the client result', async () => {
    const posts = [makePost({ id: 'a' }), makePost({ id: 'b' })];
    const { postsApi, callsTo } = setup({
      'POST /api/posts/list': () =>
        json(200, makeListResponse(posts, { has_more: true, next_offset: 38, counts: { total: 90 }, category_counts: { food: 60, travel: 30 } })),
    });
    const page = await postsApi.listPosts({ limit: 36, offset: 0, category: 'food', include_counts: true, include_category_counts: true });

    const [call] = callsTo('POST /api/posts/list');
    expect(call?.body).toEqual({ limit: 36, offset: 0, category: 'food', include_counts: true, include_category_counts: true });
    expect(call?.headers.authorization).toBe(`Bearer ${FRESH_TOKEN}`);
    expect(page).toEqual({
      posts,
      total: 90,
      hasMore: true,
      nextOffset: 38,
      nextOffsetGiven: true,
      currentOffset: 0,
      counts: { total: 90 },
      categoryCounts: { food: 60, travel: 30 },
    });
  });

  it('leaves out filters that are not given', async () => {
    const { postsApi, callsTo } = setup({ 'POST /api/posts/list': () => json(200, makeListResponse([])) });
    await postsApi.listPosts({ limit: 36, offset: 72 });
    expect(callsTo('POST /api/posts/list')[0]?.body).toEqual({ limit: 36, offset: 72 });
  });

  it('starts the next page after this one when the server gives no next_offset', async () => {
    const { postsApi } = setup({ 'POST /api/posts/list': () => json(200, makeListResponse([makePost(), makePost(), makePost()])) });
    const page = await postsApi.listPosts({ limit: 3, offset: 36 });
    expect(page).toMatchObject({ currentOffset: 36, nextOffset: 39, nextOffsetGiven: false, hasMore: false, total: null, counts: null, categoryCounts: null });
  });

  it('counts from offset 0 when no offset is asked for', async () => {
    const { postsApi } = setup({ 'POST /api/posts/list': () => json(200, makeListResponse([makePost()])) });
    expect(await postsApi.listPosts()).toMatchObject({ currentOffset: 0, nextOffset: 1 });
  });

  it('refuses an answer of the wrong shape', async () => {
    const { postsApi } = setup({ 'POST /api/posts/list': () => json(200, { posts: [{ id: 'only-an-id' }], has_more: false, next_offset: null }) });
    expect(await rejectionOf(postsApi.listPosts())).toMatchObject({ message: 'Invalid response from server' });
  });

  it('asks for cards with view "card" and reads the answer as cards', async () => {
    const post = makePost({ id: 'a', hashtags: ['one'] });
    const card = postCardSchema.parse(post);
    const { postsApi, callsTo } = setup({ 'POST /api/posts/list': () => json(200, makeListResponse([card] as never, { counts: { total: 1 } })) });
    const page = await postsApi.listPostCards({ limit: 36, category: 'food', include_counts: true });
    expect(callsTo('POST /api/posts/list')[0]?.body).toEqual({ limit: 36, category: 'food', include_counts: true, view: 'card' });
    expect(page).toMatchObject({ posts: [card], total: 1 });
    expect(Object.keys(page.posts[0]!).sort()).toEqual(Object.keys(postCardSchema.shape).sort());
  });

  it('refuses a card page missing a card key', async () => {
    const { status: _status, ...broken } = postCardSchema.parse(makePost({ id: 'a' }));
    const { postsApi } = setup({ 'POST /api/posts/list': () => json(200, { posts: [broken], has_more: false, next_offset: null }) });
    expect(await rejectionOf(postsApi.listPostCards())).toMatchObject({ message: 'Invalid response from server' });
  });

  it("shows the server's error", async () => {
    const { postsApi } = setup({ 'POST /api/posts/list': () => json(400, { error: 'limit must be at most 100', code: 'VALIDATION_ERROR' }) });
    expect(await rejectionOf(postsApi.listPosts({ limit: 500 }))).toMatchObject({ message: 'limit must be at most 100', status: 400 });
  });
});

describe('reading posts by id', () => {
  it('asks in chunks of 50 and merges the answers', async () => {
    const ids = Array.from({ length: 51 }, (_, index) => `p${index}`);
    const { postsApi, callsTo } = setup({
      'POST /api/posts/batch': (call) => {
        const asked = (call.body as { ids: string[] }).ids;
        const found = asked.filter((id) => id !== 'p7');
        return json(200, {
          posts: Object.fromEntries(found.map((id) => [id, makePost({ id })])),
          not_found: asked.filter((id) => id === 'p7'),
        });
      },
    });
    const batch = await postsApi.getPostsBatch(ids);
    const calls = callsTo('POST /api/posts/batch');
    expect(calls.map((call) => (call.body as { ids: string[] }).ids.length)).toEqual([50, 1]);
    expect(Object.keys(batch.posts)).toHaveLength(50);
    expect(batch.notFound).toEqual(['p7']);
  });

  it('makes no call for no ids', async () => {
    const { postsApi, calls } = setup({});
    expect(await postsApi.getPostsBatch([])).toEqual({ posts: {}, notFound: [] });
    expect(calls).toHaveLength(0);
  });
});

describe('reading one post', () => {
  it('asks for the post by id', async () => {
    const post = makePost({ id: 'p1' });
    const { postsApi, callsTo } = setup({ 'POST /api/posts/get': () => json(200, { post }) });
    expect(await postsApi.getPost('p1')).toEqual(post);
    expect(callsTo('POST /api/posts/get')[0]?.body).toEqual({ id: 'p1' });
  });

  it('gives none for a post the member does not have', async () => {
    const { postsApi } = setup({ 'POST /api/posts/get': () => json(404, { error: 'Post not found', code: 'NOT_FOUND' }) });
    expect(await postsApi.getPost('gone')).toBeNull();
  });

  it('passes other failures on', async () => {
    const { postsApi } = setup({ 'POST /api/posts/get': () => json(400, { error: 'Bad id', code: 'VALIDATION_ERROR' }) });
    expect(await rejectionOf(postsApi.getPost('p1'))).toMatchObject({ message: 'Bad id', status: 400 });
  });
});

describe('editing and deleting a post', () => {
  it('sends the new title and description and answers the saved post', async () => {
    const saved = makePost({ id: 'p1', title: 'New', description: 'Mine' });
    const { postsApi, callsTo } = setup({ 'PUT /api/posts/p1': () => json(200, { post: saved }) });
    expect(await postsApi.updatePost('p1', { title: 'New', description: 'Mine' })).toEqual(saved);
    expect(callsTo('PUT /api/posts/p1')[0]?.body).toEqual({ title: 'New', description: 'Mine' });
  });

  it('deletes by id', async () => {
    const { postsApi, callsTo } = setup({ 'DELETE /api/posts/p%201': () => new Response(null, { status: 204 }) });
    await postsApi.deletePost('p 1');
    expect(callsTo('DELETE /api/posts/p%201')).toHaveLength(1);
  });

  it("words a refused delete with the spec's message when the server gives none", async () => {
    const { postsApi } = setup({ 'DELETE /api/posts/p1': () => new Response('', { status: 500 }) });
    expect(await rejectionOf(postsApi.deletePost('p1'))).toMatchObject({ message: 'Failed to delete post' });
  });

  it('refuses an empty id without a call', async () => {
    const { postsApi, calls } = setup({});
    expect(await rejectionOf(postsApi.deletePost(''))).toMatchObject({ message: 'Post ID is required' });
    expect(calls).toHaveLength(0);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createPostsApi } from '../../api/posts';
import { createTagsApi } from '../../api/tags';
import { json } from '../../api/testing/fake-fetch';
import { ana } from '../../api/testing/fixtures';
import { makePost } from '../../api/testing/posts';
import { FRESH_TOKEN, setupApiClient } from '../../api/testing/setup-api-client';
import { makeEntity } from '../../components/map/testing/entities';
import { entityIdsOfTag } from './tag-places';

function linked(id: string) {
  return { ...makeEntity(id, id, { at: [1, 2] }), link_data: { stash_id: 'p', created_at: '2026-05-01T12:00:00.000Z' } };
}

describe('places of a tag', () => {
  it('reads the tag posts, then their entities 50 posts a call, as one set of entity ids', async () => {
    const postIds = Array.from({ length: 51 }, (_, index) => `post-${index}`);
    const api = setupApiClient({
      'GET /api/tags/t1/posts': () => json(200, { post_ids: postIds }),
      'POST /api/posts/batch': (call) => {
        const { ids } = call.body as { ids: string[] };
        const posts = Object.fromEntries(
          ids.map((id) => [id, { ...makePost({ id }), entities: id === 'post-0' ? [linked('e1'), linked('e2')] : id === 'post-50' ? [linked('e2'), linked('e3')] : [] }]),
        );
        return json(200, { posts, not_found: [] });
      },
    });
    api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    const ids = await entityIdsOfTag('t1', { queryClient: new QueryClient(), tags: createTagsApi(api.client, () => {}), posts: createPostsApi(api.client) });
    expect([...ids].sort()).toEqual(['e1', 'e2', 'e3']);
    const batches = api.callsTo('POST /api/posts/batch').map((call) => call.body as { ids: string[]; include_entities: boolean });
    expect(batches.map((body) => [body.ids.length, body.include_entities])).toEqual([
      [50, true],
      [1, true],
    ]);
  });

  it('is empty for a tag on no posts, with no batch call', async () => {
    const api = setupApiClient({ 'GET /api/tags/t2/posts': () => json(200, { post_ids: [] }) });
    api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    expect((await entityIdsOfTag('t2', { queryClient: new QueryClient(), tags: createTagsApi(api.client, () => {}), posts: createPostsApi(api.client) })).size).toBe(0);
    expect(api.callsTo('POST /api/posts/batch')).toHaveLength(0);
  });

  it("reads the tag's posts through the tag's query, so a fresh answer is not asked for again", async () => {
    const api = setupApiClient({ 'GET /api/tags/t3/posts': () => json(200, { post_ids: [] }) });
    api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const sources = { queryClient, tags: createTagsApi(api.client, () => {}), posts: createPostsApi(api.client) };
    await entityIdsOfTag('t3', sources);
    await entityIdsOfTag('t3', sources);
    expect(api.callsTo('GET /api/tags/t3/posts')).toHaveLength(1);
  });
});

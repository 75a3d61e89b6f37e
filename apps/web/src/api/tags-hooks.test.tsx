import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post, Tag } from '@stash/shared';
import { postQueryKeys } from './post-query-keys';
import { createTagsApi } from './tags';
import { TagsApiContext, tagQueryKeys, useCreateTag, useDeleteTag, useSetPostTags, useTags, useTagStats, useUpdateTag } from './tags-hooks';
import { json, type Routes } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { makePost } from './testing/posts';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';
import { createFakeTagsServer, makeTag } from './testing/tags';

const coffee = makeTag('t-coffee', 'coffee', '#f59e0b');
const brunch = makeTag('t-brunch', 'Brunch', '#ef4444');
const DETAIL_KEY = postQueryKeys.detail('p1');

function setup(overrides: Routes = {}) {
  const server = createFakeTagsServer({ tags: [coffee, brunch], postTags: { p1: ['t-coffee'] }, overrides });
  const api = setupApiClient(server.routes);
  api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  // The drawer's copy of the post, as the stash drawer caches it.
  queryClient.setQueryData(DETAIL_KEY, makePost({ id: 'p1', tags: [{ id: coffee.id, name: coffee.name, color: coffee.color }] }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TagsApiContext.Provider value={createTagsApi(api.client, () => {})}>{children}</TagsApiContext.Provider>
    </QueryClientProvider>
  );
  const hooks = renderHook(
    () => ({ tags: useTags(), stats: useTagStats(), create: useCreateTag(), update: useUpdateTag(), remove: useDeleteTag(), setTags: useSetPostTags('p1') }),
    { wrapper },
  );
  return { ...api, queryClient, hooks, detail: () => queryClient.getQueryData<Post>(DETAIL_KEY) };
}

async function loaded(context: ReturnType<typeof setup>) {
  await waitFor(() => expect(context.hooks.result.current.tags.isSuccess && context.hooks.result.current.stats.isSuccess).toBe(true));
}

describe('tag hooks', () => {
  it('puts a created tag into the list in name order without reading the list again', async () => {
    const context = setup();
    await loaded(context);
    await act(() => context.hooks.result.current.create.mutateAsync({ name: 'arts', color: '#8b5cf6' }));
    expect(context.hooks.result.current.tags.data?.map((tag) => tag.name)).toEqual(['arts', 'Brunch', 'coffee']);
    expect(context.callsTo('GET /api/tags')).toHaveLength(1);
  });

  it("writes a post's saved tags into its own query and the drawer's copy, and reads the counts again", async () => {
    const context = setup();
    await loaded(context);
    await act(() => context.hooks.result.current.setTags.mutateAsync(['t-brunch', 't-coffee']));
    expect(context.queryClient.getQueryData<Tag[]>(tagQueryKeys.ofPost('p1'))?.map((tag) => tag.id)).toEqual(['t-brunch', 't-coffee']);
    expect(context.detail()?.tags.map((tag) => tag.name)).toEqual(['Brunch', 'coffee']);
    await waitFor(() => expect(context.hooks.result.current.stats.data).toEqual({ 't-coffee': 1, 't-brunch': 1 }));
    expect(context.callsTo('GET /api/tags/stats')).toHaveLength(2);
  });

  it('renames a tag in the list, in name order, and on cached posts', async () => {
    const context = setup();
    await loaded(context);
    await act(() => context.hooks.result.current.update.mutateAsync({ id: 't-coffee', patch: { name: 'Always coffee' } }));
    expect(context.hooks.result.current.tags.data?.map((tag) => tag.name)).toEqual(['Always coffee', 'Brunch']);
    expect(context.detail()?.tags).toEqual([{ id: 't-coffee', name: 'Always coffee', color: '#f59e0b' }]);
  });

  it('takes a deleted tag out of the list, the counts and cached posts', async () => {
    const context = setup();
    await loaded(context);
    await act(() => context.hooks.result.current.remove.mutateAsync('t-coffee'));
    expect(context.hooks.result.current.tags.data?.map((tag) => tag.id)).toEqual(['t-brunch']);
    expect(context.hooks.result.current.stats.data).toEqual({ 't-brunch': 0 });
    expect(context.detail()?.tags).toEqual([]);
  });

  it('keeps a deleted tag out of the list when a read of the list begun before the delete answers after it', async () => {
    let reads = 0;
    let answerStaleRead = () => {};
    const context = setup({
      'GET /api/tags': () => {
        reads += 1;
        // The second read is held, as a slow answer on the network would be, and then answers the
        // list as it was when the read began; a later read answers the list after the delete.
        if (reads !== 2) return json(200, { tags: reads === 1 ? [brunch, coffee] : [brunch] });
        return new Promise<Response>((resolve) => (answerStaleRead = () => resolve(json(200, { tags: [brunch, coffee] }))));
      },
    });
    await loaded(context);
    void context.hooks.result.current.tags.refetch();
    await waitFor(() => expect(reads).toBe(2));
    await act(() => context.hooks.result.current.remove.mutateAsync('t-coffee'));
    act(() => answerStaleRead());
    await waitFor(() => expect(context.queryClient.isFetching({ queryKey: tagQueryKeys.list() })).toBe(0));
    // The cache, not the hook's last render, which may not have caught up with it yet.
    expect(context.queryClient.getQueryData<Tag[]>(tagQueryKeys.list())?.map((tag) => tag.id)).toEqual(['t-brunch']);
  });
});

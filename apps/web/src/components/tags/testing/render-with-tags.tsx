// Test wiring for the tag components: the real tags API on a fake-fetch client (the HTTP
// boundary) with the fake tag server, inside the app's providers, and a feed page in the query
// cache so tests can check that cards would show the change.
import type { ReactElement } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { Post } from '@stash/shared';
import { postQueryKeys } from '../../../api/post-query-keys';
import type { PostsPage } from '../../../api/posts';
import { createTagsApi } from '../../../api/tags';
import { TagsApiContext } from '../../../api/tags-hooks';
import { ana } from '../../../api/testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from '../../../api/testing/setup-api-client';
import { createFakeTagsServer } from '../../../api/testing/tags';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';

type ServerOptions = Parameters<typeof createFakeTagsServer>[0];

/** The feed's query key for all categories. */
export const FEED_KEY = postQueryKeys.feed(null);

export function feedData(posts: Post[]): InfiniteData<PostsPage, number> {
  const page: PostsPage = {
    posts,
    total: posts.length,
    hasMore: false,
    nextOffset: posts.length,
    nextOffsetGiven: false,
    currentOffset: 0,
    counts: { total: posts.length },
    categoryCounts: null,
  };
  return { pages: [page], pageParams: [0] };
}

interface Options extends NonNullable<ServerOptions> {
  signedIn?: boolean;
  /** Posts put in the feed's cache before the first render. */
  feed?: Post[];
}

export function renderWithTags(ui: ReactElement, { signedIn = true, feed = [], ...serverOptions }: Options = {}) {
  const server = createFakeTagsServer(serverOptions);
  const api = setupApiClient(server.routes);
  if (signedIn) api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const log = () => {};
  const rendered = renderWithProviders(<TagsApiContext.Provider value={createTagsApi(api.client, log)}>{ui}</TagsApiContext.Provider>, {
    at: '/',
    path: '/',
  });
  // No query observes it, but the cache edits after a change must reach it all the same.
  if (feed.length > 0) rendered.queryClient.setQueryData(FEED_KEY, feedData(feed));
  return {
    ...rendered,
    ...api,
    server,
    feedPost: (id: string) =>
      rendered.queryClient.getQueryData<InfiniteData<PostsPage, number>>(FEED_KEY)?.pages.flatMap((page) => page.posts).find((post) => post.id === id),
  };
}

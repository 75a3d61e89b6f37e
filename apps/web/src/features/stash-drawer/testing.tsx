// Test wiring for the drawer: a page with stash links under the drawer host, on a memory router,
// with the query cache the test can seed and read.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, skipToken, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { postCardSchema, type Post, type PostCard } from '@stash/shared';
import type { FeedData } from '../../api/feed-cache';
import { postQueryKeys } from '../../api/post-query-keys';
import { StashLink } from '../../components/stash-link';
import { StashDrawerHost } from './stash-drawer-host';
import { StashPage } from './stash-page';
// The host loads the drawer lazily. Loading it here, with the helper, means the lazy import
// resolves from the module cache: compiling it on the first open takes over a second on a fresh
// checkout, longer than a test waits for the drawer to appear.
import './stash-drawer';

/** Where the router is: path, search and history state, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{`${location.pathname}${location.search}`}</div>
      <div data-testid="location-state">{JSON.stringify(location.state ?? null)}</div>
    </>
  );
}

/** The feed's cards as links, read from the feed's cache (never fetched) so edits and deletes show here. */
function FeedStandIn() {
  const { data } = useQuery<FeedData>({ queryKey: postQueryKeys.feed(null), queryFn: skipToken });
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <ul aria-label="Feed">
      {posts.map((post) => (
        <li key={post.id}>
          <StashLink stashId={post.id}>{post.title}</StashLink>
        </li>
      ))}
    </ul>
  );
}

/** The feed's cache holding these posts as the feed reads them: cards. */
export function feedData(posts: readonly (Post | PostCard)[]): FeedData {
  const cards = posts.map((post) => postCardSchema.parse(post));
  return {
    pages: [{ posts: cards, total: cards.length, hasMore: false, nextOffset: cards.length, nextOffsetGiven: false, currentOffset: 0, counts: { total: cards.length }, categoryCounts: null }],
    pageParams: [0],
  };
}

export function renderDrawer({ at = '/posts', feed = [] as Post[], extra }: { at?: string; feed?: Post[]; extra?: ReactNode } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  queryClient.setQueryData(postQueryKeys.feed(null), feedData(feed));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route element={<StashDrawerHost />}>
            <Route path="/posts" element={<FeedStandIn />} />
            <Route path="/stash/:stashId" element={<StashPage />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Route>
        </Routes>
        <LocationProbe />
        {extra}
      </MemoryRouter>
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

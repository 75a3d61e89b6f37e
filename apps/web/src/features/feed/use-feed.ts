// The feed's infinite query (spec section 9: pages of 36, fresh for 60 s, kept 5 minutes, no
// refetch on focus or reconnect), in cards (posts/list's card view: the drawer reads the whole post). The first page also brings the counts the chips show. Pages are
// kept on the device for the signed-in member, and answer when Stash cannot be reached.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, type PostCard } from '@stash/shared';
import { listPostsKeptOffline } from '../../api/offline-feed-pages';
import type { PostsPage } from '../../api/posts';
import { useSession } from '../../api/use-session';
import type { FeedData } from '../../api/feed-cache';
import { postQueryKeys } from '../../api/post-query-keys';
import { nextFeedOffset } from './feed-paging';

export const FEED_STALE_TIME_MS = 60_000;
export const FEED_GC_TIME_MS = 5 * 60_000;

export function useFeed(category: string | null) {
  const memberId = useSession().user?.user_id ?? null;
  return useInfiniteQuery<PostsPage<PostCard>, Error, FeedData, ReturnType<typeof postQueryKeys.feed>, number>({
    // A posts key, so anything that changes posts (a save, a retry) invalidates every feed.
    queryKey: postQueryKeys.feed(category),
    queryFn: ({ pageParam }) => {
      const first = pageParam === 0;
      return listPostsKeptOffline(memberId, {
        limit: FEED_PAGE_SIZE,
        offset: pageParam,
        ...(category ? { category } : {}),
        include_counts: first,
        include_category_counts: first,
      });
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextFeedOffset(lastPage, FEED_PAGE_SIZE),
    staleTime: FEED_STALE_TIME_MS,
    gcTime: FEED_GC_TIME_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Switching chips keeps the last grid (dimmed) and the chips on screen until the new category
    // arrives, instead of flashing back to skeletons.
    placeholderData: keepPreviousData,
  });
}

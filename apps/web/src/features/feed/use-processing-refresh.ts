// Keeps cards of posts still being organised (pending or fetched) up to date: every few seconds
// while any loaded post is in flight, a batch query reads just those posts (one call) and puts the
// fresh copies into the cached feeds; with none in flight the query is off. Refetching the feed
// itself would re-read every loaded page each time (an infinite query refetches all of them),
// which soon runs into the client's 60-calls-a-minute limit once a member has scrolled a while.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BATCH_CHUNK_SIZE, type PostCard } from '@stash/shared';
import { applyPostUpdates, type FeedData } from '../../api/feed-cache';
import { postQueryKeys } from '../../api/post-query-keys';
import { getPostsBatch, type PostsBatch } from '../../api/posts';
import { isProcessing } from '../../lib/post-status';

export const PROCESSING_POLL_MS = 3_000;

const NOTHING_READ: PostsBatch = { posts: {}, notFound: [] };

export function useProcessingRefresh(posts: readonly PostCard[], intervalMs = PROCESSING_POLL_MS) {
  const queryClient = useQueryClient();
  // A string, so the query changes only when the set of posts in flight does, not on every new
  // array of the same posts. One batch call's worth: the newest, which is where saves land.
  const idsKey = useMemo(
    () => JSON.stringify(posts.filter((post) => isProcessing(post.status)).slice(0, BATCH_CHUNK_SIZE).map((post) => post.id)),
    [posts],
  );
  const ids = useMemo(() => JSON.parse(idsKey) as string[], [idsKey]);

  useQuery({
    queryKey: postQueryKeys.batch(ids),
    queryFn: async () => {
      const batch = await getPostsBatch(ids);
      // Every feed (each category chip keeps its own) shows the fresh copies and loses the gone.
      queryClient.setQueriesData<FeedData>({ queryKey: postQueryKeys.feeds() }, (feed) => applyPostUpdates(feed, batch.posts, batch.notFound));
      return batch;
    },
    enabled: ids.length > 0,
    // The feed was read just now, so the first look waits one interval too: an empty read counts
    // as fresh for that long, and the interval takes over from there.
    initialData: NOTHING_READ,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: intervalMs,
    refetchInterval: intervalMs,
    // A missed look (offline, server busy) is simply taken again on the next interval.
    retry: false,
  });
}

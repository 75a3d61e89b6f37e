// Keeps cards of posts still being organised (pending or fetched) up to date: every few seconds
// while any loaded post is in flight, it reads just those posts (one batch call) and puts the
// fresh copies into the cached feed; with none in flight it stops. Refetching the feed itself
// would re-read every loaded page each time (an infinite query refetches all of them), which
// soon runs into the client's 60-calls-a-minute limit once a member has scrolled a while.
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BATCH_CHUNK_SIZE, type Post } from '@stash/shared';
import { getPostsBatch } from '../../api/posts';
import { applyPostUpdates, type FeedData } from '../../api/feed-cache';
import { isProcessing } from '../../lib/post-status';
import { feedQueryKey } from './use-feed';

export const PROCESSING_POLL_MS = 3_000;

export function useProcessingRefresh(category: string | null, posts: readonly Post[], intervalMs = PROCESSING_POLL_MS) {
  const queryClient = useQueryClient();
  // A string, so the timer restarts only when the set of posts in flight changes, not on every
  // new array of the same posts. One batch call's worth: the newest, which is where saves land.
  const idsKey = useMemo(
    () => JSON.stringify(posts.filter((post) => isProcessing(post.status)).slice(0, BATCH_CHUNK_SIZE).map((post) => post.id)),
    [posts],
  );

  useEffect(() => {
    const ids = JSON.parse(idsKey) as string[];
    if (ids.length === 0) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const tick = async () => {
      try {
        const batch = await getPostsBatch(ids);
        if (stopped) return;
        queryClient.setQueryData<FeedData>(feedQueryKey(category), (data) => applyPostUpdates(data, batch.posts, batch.notFound));
      } catch {
        // A missed refresh (offline, server busy) is simply tried again on the next tick.
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };

    // The feed was read just now, so the first look waits one interval too.
    timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [idsKey, category, intervalMs, queryClient]);
}

// '/posts': every post the member stashed, newest first, filtered by category chips, in a
// virtualised grid that keeps posts still being organised up to date.
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Post } from '@stash/shared';
import { useProfile } from '../../api/profile-hooks';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { categoryLabel } from '../../lib/category-label';
import { CategoryChips } from './category-chips';
import type { FeedData } from '../../api/feed-cache';
import { postQueryKeys } from '../../api/post-query-keys';
import { FeedGrid } from './feed-grid';
import { feedItems, feedPosts } from './feed-items';
import { CategoryEmpty, FeedEmpty, FeedError, FeedSkeleton } from './feed-states';
import { useFeed } from './use-feed';
import { useNow } from './use-now';
import { PROCESSING_POLL_MS, useProcessingRefresh } from './use-processing-refresh';

const NO_POSTS: readonly Post[] = [];

function stashCount(total: number): string {
  return total === 1 ? '1 stash' : `${total.toLocaleString()} stashes`;
}

interface FeedPageProps {
  /** How often posts being organised are re-read; tests shorten it. */
  pollIntervalMs?: number;
}

export function FeedPage({ pollIntervalMs = PROCESSING_POLL_MS }: FeedPageProps) {
  // The category lives in the address (?category=food), so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim() || null;
  const feed = useFeed(category);
  const profile = useProfile();
  const queryClient = useQueryClient();
  const now = useNow();

  const posts = useMemo(() => feedPosts(feed.data), [feed.data]);
  const items = useMemo(() => feedItems(posts), [posts]);
  // While another category's cards stand in (placeholder), there is nothing of this one to refresh.
  useProcessingRefresh(feed.isPlaceholderData ? NO_POSTS : posts, pollIntervalMs);

  const firstPage = feed.data?.pages[0];
  // Filtered pages count only their category; the All chip keeps the unfiltered total from the
  // cached All feed (read, not watched: it does not change while another category is shown), or,
  // when a filtered address was opened directly, from the profile the header has already read.
  const allTotal =
    category === null && !feed.isPlaceholderData
      ? (firstPage?.total ?? null)
      : (queryClient.getQueryData<FeedData>(postQueryKeys.feed(null))?.pages[0]?.total ?? profile.data?.total_stashes ?? null);

  const selectCategory = useCallback(
    (next: string | null) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next) updated.set('category', next);
          else updated.delete('category');
          return updated;
        },
        { replace: true },
      );
      if (window.scrollY > 0) window.scrollTo({ top: 0 });
    },
    [setSearchParams],
  );

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  // cancelRefetch: false joins a load already under way instead of restarting it, since the grid
  // may ask again before it hears that the first ask started.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !feed.isPlaceholderData;

  let body;
  if (feed.isPending) {
    body = <FeedSkeleton />;
  } else if (feed.isError && !feed.data) {
    body = <FeedError message={feed.error.message} onRetry={() => void feed.refetch()} />;
  } else if (items.length === 0) {
    body = category ? <CategoryEmpty label={categoryLabel(category)} onShowAll={() => selectCategory(null)} /> : <FeedEmpty />;
  } else {
    body = (
      <div aria-busy={feed.isPlaceholderData} className={feed.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        {feed.isRefetchError ? (
          <div className="mb-5">
            <Alert>We couldn't refresh your stash. {feed.error?.message}</Alert>
          </div>
        ) : null}
        <FeedGrid items={items} total={firstPage?.total ?? null} now={now} canLoadMore={canLoadMore} onLoadMore={loadMore} />
        <FeedFooter
          loading={isFetchingNextPage}
          failed={isFetchNextPageError}
          finished={!hasNextPage}
          onRetry={loadMore}
        />
      </div>
    );
  }

  const total = feed.isPlaceholderData ? null : (firstPage?.total ?? null);
  const stashIsEmpty = category === null && feed.isSuccess && !feed.isPlaceholderData && items.length === 0;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-24 sm:px-6 sm:pt-10 md:pb-16">
      <header className="mb-6 flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">Your stash</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Feed</h1>
        <p className="min-h-6 text-[15px] text-ink-muted" aria-live="polite">
          {total !== null ? `${stashCount(total)}${category ? ` in ${categoryLabel(category)}` : ''}` : ''}
        </p>
      </header>
      {/* An empty stash has nothing to filter; its empty state says what to do instead. */}
      {stashIsEmpty ? null : (
        <div className="mb-6">
          <CategoryChips selected={category} counts={firstPage?.categoryCounts ?? null} allTotal={allTotal} onSelect={selectCategory} />
        </div>
      )}
      {body}
    </div>
  );
}

function FeedFooter({ loading, failed, finished, onRetry }: { loading: boolean; failed: boolean; finished: boolean; onRetry: () => void }) {
  if (loading) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-ink-muted">
        <Spinner className="size-4 text-brand-text" />
        Loading more stashes
      </div>
    );
  }
  if (failed) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-sm text-ink-muted">
        <p role="alert">We couldn't load more stashes.</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (finished) return <p className="py-6 text-center text-sm text-ink-subtle">That's everything in your stash.</p>;
  return null;
}

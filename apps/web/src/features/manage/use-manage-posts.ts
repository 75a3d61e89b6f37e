// The stashes /manage shows, read in pages of POSTS_LIST_MAX_LIMIT by offset as rows come into
// view: a 20,000-stash filter is never read at once. The first page also brings the filter's total
// (include_counts), which sizes the virtual list. Pages are cards (posts/list's card view); each
// page is its own query (postQueryKeys.cardPage),
// so pages stay in TanStack Query's cache, edits of cached posts reach them, and anything that
// invalidates posts reads the shown pages again.
import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { POSTS_LIST_MAX_LIMIT, type PostCard, type PostFilter, type PostSortField } from '@stash/shared';
import type { FeedData } from '../../api/feed-cache';
import { postQueryKeys } from '../../api/post-query-keys';
import type { PostCardsListBody, PostsPage } from '../../api/posts';
import { useManageApi } from './manage-api';
import { filterKey, type SortDirection } from './manage-url';

export const MANAGE_PAGE_SIZE = POSTS_LIST_MAX_LIMIT;
const STALE_TIME_MS = 60_000;

export interface ListOrder {
  filter: PostFilter;
  sortBy: PostSortField;
  sort: SortDirection;
}

export function pageRequest({ filter, sortBy, sort }: ListOrder, pageIndex: number): PostCardsListBody {
  return { ...filter, sort_by: sortBy, sort, limit: MANAGE_PAGE_SIZE, offset: pageIndex * MANAGE_PAGE_SIZE, include_counts: pageIndex === 0 };
}

/** The pages holding positions `start` to `end` (inclusive). */
export function pagesFor(start: number, end: number, pageSize: number = MANAGE_PAGE_SIZE): number[] {
  if (end < start || end < 0) return [];
  const pages: number[] = [];
  for (let page = Math.floor(Math.max(0, start) / pageSize); page <= Math.floor(end / pageSize); page += 1) pages.push(page);
  return pages;
}

/**
 * One entry per stash the filter matches, in order: the post where its page has loaded, undefined
 * where it has not; hidden ids (deleted, waiting for undo) are left out.
 */
export function slotsOf(
  pages: readonly (PostsPage<PostCard> | undefined)[],
  total: number,
  hidden: ReadonlySet<string>,
  pageSize: number = MANAGE_PAGE_SIZE,
): (PostCard | undefined)[] {
  const slots: (PostCard | undefined)[] = [];
  // A page may hold more than the total said (a save since): the loaded posts decide.
  const loadedEnd = pages.reduce((end, page, index) => (page ? Math.max(end, index * pageSize + page.posts.length) : end), 0);
  const length = Math.max(total, loadedEnd);
  for (let index = 0; index < length; index += 1) {
    const page = pages[Math.floor(index / pageSize)];
    const post = page ? page.posts[index % pageSize] : undefined;
    // A loaded page shorter than its share of the total: the list ended early (deletes since).
    if (page && !post) continue;
    if (post && hidden.has(post.id)) continue;
    slots.push(post);
  }
  return slots;
}

/** `enabled` is false while the kanban, which reads its own columns, is shown. */
export function useManagePosts(order: ListOrder, hidden: ReadonlySet<string>, enabled = true) {
  const api = useManageApi();
  const key = `${filterKey(order.filter)}|${order.sortBy}|${order.sort}`;
  // The pages asked for so far under this filter and order; a new one starts again from the first.
  const [wanted, setWanted] = useState<{ key: string; pages: ReadonlySet<number> }>({ key, pages: new Set([0]) });
  const pageList = useMemo(() => (wanted.key === key ? [...wanted.pages].sort((a, b) => a - b) : [0]), [wanted, key]);

  const results = useQueries({
    queries: pageList.map((pageIndex) => {
      const request = pageRequest(order, pageIndex);
      return {
        queryKey: postQueryKeys.cardPage(request),
        queryFn: () => api.listPostCards(request),
        enabled,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // The first page keeps the last filter's rows (dimmed) on screen until the new one arrives.
        ...(pageIndex === 0 ? { placeholderData: keepPreviousData } : {}),
      };
    }),
  });

  const first = results[0];
  const byIndex: (PostsPage<PostCard> | undefined)[] = [];
  pageList.forEach((pageIndex, position) => {
    byIndex[pageIndex] = results[position]?.data;
  });
  const total = first?.data?.total ?? first?.data?.posts.length ?? 0;
  // Rebuilt when any page's data changes (useQueries answers new objects only then).
  const dataStamp = results.map((result) => result.dataUpdatedAt).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- dataStamp stands for byIndex's contents
  const slots = useMemo(() => slotsOf(byIndex, total, hidden), [dataStamp, total, hidden]);

  const ensureRange = useCallback(
    (start: number, end: number) => {
      const needed = pagesFor(start, end);
      setWanted((current) => {
        const base = current.key === key ? current.pages : new Set([0]);
        if (current.key === key && needed.every((page) => base.has(page))) return current;
        return { key, pages: new Set([...base, ...needed]) };
      });
    },
    [key],
  );

  const failedPage = results.find((result) => result.isError);
  return {
    slots,
    /** Matching stashes in all, less those hidden; 0 until the first page answers. */
    total: slots.length,
    isPending: first?.isPending ?? true,
    isPlaceholder: first?.isPlaceholderData ?? false,
    firstError: first?.isError && !first.data ? first.error : null,
    pageError: failedPage?.error ?? null,
    retry: () => void Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
    refetchFirst: () => void first?.refetch(),
    ensureRange,
  };
}

/** A kanban column: the filter plus the column's category or tag, read page after page. */
export function useColumnPosts(request: Omit<PostCardsListBody, 'limit' | 'offset'>) {
  const api = useManageApi();
  return useInfiniteQuery<PostsPage<PostCard>, Error, FeedData, readonly unknown[], number>({
    // Under the feeds' key: the same shape (pages of PostsPage), so the drawer's edits and deletes
    // and every posts invalidation reach the columns too.
    queryKey: [...postQueryKeys.feeds(), 'manage-column', request],
    queryFn: ({ pageParam }) => api.listPostCards({ ...request, limit: 30, offset: pageParam, include_counts: pageParam === 0 }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.nextOffset : undefined),
    staleTime: STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

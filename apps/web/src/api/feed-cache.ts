// Pure edits of the feed's cached pages: fresher copies of some posts (the live refresh of posts
// being organised) or posts that are gone. The chip counts on the first page follow along, so a
// post that is organised into 'food' counts under Food at once, without refetching every page.
// It sits in the api layer because the feed and the stash drawer both edit these pages. The pages
// hold cards (posts/list's card view); a whole post read since (a poll, an edit) may stand in for one.
import type { InfiniteData } from '@tanstack/react-query';
import type { PostCard } from '@stash/shared';
import type { PostsPage } from './posts';

export type FeedData = InfiniteData<PostsPage<PostCard>, number>;

function sameContent(a: PostCard, b: PostCard): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function adjustCounts(counts: Record<string, number>, deltas: Map<string, number>): Record<string, number> {
  const next = { ...counts };
  for (const [category, delta] of deltas) {
    const value = Math.max(0, (next[category] ?? 0) + delta);
    if (value === 0) delete next[category];
    else next[category] = value;
  }
  return next;
}

/**
 * The feed with `updates` (by post id) in place of the cached copies and `removedIds` taken out.
 * Answers `data` itself when nothing changed, so an unchanged poll re-renders nothing.
 */
export function applyPostUpdates(
  data: FeedData | undefined,
  updates: Readonly<Record<string, PostCard>>,
  removedIds: readonly string[] = [],
): FeedData | undefined {
  if (!data) return data;
  const removed = new Set(removedIds);
  const deltas = new Map<string, number>();
  const shift = (category: string | null, by: number) => {
    if (category) deltas.set(category, (deltas.get(category) ?? 0) + by);
  };
  let removedCount = 0;
  let changed = false;

  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const posts: PostCard[] = [];
    for (const post of page.posts) {
      if (removed.has(post.id)) {
        shift(post.category, -1);
        removedCount += 1;
        pageChanged = true;
        continue;
      }
      const update = updates[post.id];
      if (update && !sameContent(post, update)) {
        if (update.category !== post.category) {
          shift(post.category, -1);
          shift(update.category, 1);
        }
        posts.push(update);
        pageChanged = true;
      } else {
        posts.push(post);
      }
    }
    if (!pageChanged) return page;
    changed = true;
    return { ...page, posts };
  });
  if (!changed) return data;

  const [first, ...rest] = pages;
  if (!first) return { ...data, pages };
  const total = first.total === null ? null : Math.max(0, first.total - removedCount);
  const head: PostsPage<PostCard> = {
    ...first,
    total,
    counts: first.counts && total !== null ? { total } : first.counts,
    categoryCounts: first.categoryCounts && deltas.size > 0 ? adjustCounts(first.categoryCounts, deltas) : first.categoryCounts,
  };
  return { ...data, pages: [head, ...rest] };
}

/** The cached card of one post, when the feed holds it. */
export function findFeedPost(data: FeedData | undefined, id: string): PostCard | undefined {
  for (const page of data?.pages ?? []) {
    const post = page.posts.find((candidate) => candidate.id === id);
    if (post) return post;
  }
  return undefined;
}

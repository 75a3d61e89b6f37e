// Posts of the loaded pages as stash items. Each post object is mapped once: a poll or a new page
// leaves the other posts' objects as they were, so their items (and memoised cards) stay the same.
import type { PostCard } from '@stash/shared';
import { toStashCardItem, type StashCardItem } from '../../lib/post-mapping';
import type { FeedData } from '../../api/feed-cache';

const mapped = new WeakMap<PostCard, StashCardItem>();

function stashItemOf(post: PostCard): StashCardItem {
  let item = mapped.get(post);
  if (!item) {
    item = toStashCardItem(post);
    mapped.set(post, item);
  }
  return item;
}

export function feedPosts(data: FeedData | undefined): PostCard[] {
  return data?.pages.flatMap((page) => page.posts) ?? [];
}

export function feedItems(posts: readonly PostCard[]): StashCardItem[] {
  return posts.map(stashItemOf);
}

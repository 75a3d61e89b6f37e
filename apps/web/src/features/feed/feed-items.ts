// Posts of the loaded pages as stash items. Each post object is mapped once: a poll or a new page
// leaves the other posts' objects as they were, so their items (and memoised cards) stay the same.
import type { Post } from '@stash/shared';
import { toStashItem, type StashItem } from '../../lib/post-mapping';
import type { FeedData } from '../../api/feed-cache';

const mapped = new WeakMap<Post, StashItem>();

function stashItemOf(post: Post): StashItem {
  let item = mapped.get(post);
  if (!item) {
    item = toStashItem(post);
    mapped.set(post, item);
  }
  return item;
}

export function feedPosts(data: FeedData | undefined): Post[] {
  return data?.pages.flatMap((page) => page.posts) ?? [];
}

export function feedItems(posts: readonly Post[]): StashItem[] {
  return posts.map(stashItemOf);
}

// The feed's paging rule (spec section 4, Feed paging): offset-based; another page exists when
// has_more is true, or the server named a next offset, or a full page came back.
import type { PostCard } from '@stash/shared';
import type { PostsPage } from '../../api/posts';

export function nextFeedOffset(lastPage: PostsPage<PostCard>, pageSize: number): number | undefined {
  const more = lastPage.hasMore || lastPage.nextOffsetGiven || lastPage.posts.length >= pageSize;
  // An empty page, or one that would not move forward, ends the feed whatever the flags say:
  // asking again would loop on the same offset forever.
  if (!more || lastPage.posts.length === 0 || lastPage.nextOffset <= lastPage.currentOffset) return undefined;
  return lastPage.nextOffset;
}

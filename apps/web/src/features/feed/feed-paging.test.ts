import { describe, expect, it } from 'vitest';
import type { PostsPage } from '../../api/posts';
import { makePost } from '../../api/testing/posts';
import { nextFeedOffset } from './feed-paging';

function page(length: number, extra: Partial<PostsPage> = {}): PostsPage {
  const posts = Array.from({ length }, () => makePost());
  return { posts, total: null, hasMore: false, nextOffset: 36 + length, nextOffsetGiven: false, currentOffset: 36, counts: null, categoryCounts: null, ...extra };
}

describe('nextFeedOffset', () => {
  it('goes on when the server says there is more', () => {
    expect(nextFeedOffset(page(10, { hasMore: true, nextOffset: 46 }), 36)).toBe(46);
  });

  it('goes on when the server names a next offset', () => {
    expect(nextFeedOffset(page(10, { nextOffsetGiven: true, nextOffset: 50 }), 36)).toBe(50);
  });

  it('goes on after a full page even without either flag', () => {
    expect(nextFeedOffset(page(36), 36)).toBe(72);
  });

  it('stops after a short last page', () => {
    expect(nextFeedOffset(page(35), 36)).toBeUndefined();
  });

  it('stops on an empty page or one that does not move forward, whatever the flags', () => {
    expect(nextFeedOffset(page(0, { hasMore: true, nextOffset: 36 }), 36)).toBeUndefined();
    expect(nextFeedOffset(page(5, { hasMore: true, nextOffset: 36 }), 36)).toBeUndefined();
  });
});

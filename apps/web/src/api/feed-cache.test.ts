import { describe, expect, it } from 'vitest';
import type { PostsPage } from './posts';
import { makePost } from './testing/posts';
import type { Post } from '@stash/shared';
import { applyPostUpdates, findFeedPost, type FeedData } from './feed-cache';

function page(posts: Post[], extra: Partial<PostsPage> = {}): PostsPage {
  return { posts, total: null, hasMore: false, nextOffset: posts.length, nextOffsetGiven: false, currentOffset: 0, counts: null, categoryCounts: null, ...extra };
}

function feed(): FeedData {
  return {
    pages: [
      page([makePost({ id: 'a', status: 'pending', category: null }), makePost({ id: 'b', category: 'food' })], {
        total: 3,
        counts: { total: 3 },
        categoryCounts: { food: 2 },
      }),
      page([makePost({ id: 'c', category: 'food' })], { currentOffset: 2, nextOffset: 3 }),
    ],
    pageParams: [0, 2],
  };
}

describe('applyPostUpdates', () => {
  it('puts fresher copies in place and moves the chip counts with a newly categorised post', () => {
    const data = feed();
    const organised = { ...data.pages[0]!.posts[0]!, status: 'organised' as const, category: 'travel' };
    const next = applyPostUpdates(data, { a: organised });
    expect(next?.pages[0]?.posts[0]).toBe(organised);
    expect(next?.pages[0]?.categoryCounts).toEqual({ food: 2, travel: 1 });
    expect(next?.pages[0]?.total).toBe(3);
    // Untouched pages keep their identity, so their cards do not re-render.
    expect(next?.pages[1]).toBe(data.pages[1]);
  });

  it('answers the same data when nothing changed', () => {
    const data = feed();
    const sameCopy = structuredClone(data.pages[0]!.posts[0]!);
    expect(applyPostUpdates(data, { a: sameCopy })).toBe(data);
    expect(applyPostUpdates(data, { unknown: makePost({ id: 'unknown' }) })).toBe(data);
    expect(applyPostUpdates(undefined, {})).toBeUndefined();
  });

  it('takes out posts that are gone and lowers the counts', () => {
    const next = applyPostUpdates(feed(), {}, ['c']);
    expect(next?.pages[1]?.posts).toEqual([]);
    expect(next?.pages[0]).toMatchObject({ total: 2, counts: { total: 2 }, categoryCounts: { food: 1 } });
  });

  it('drops a category whose count reaches zero', () => {
    const next = applyPostUpdates(feed(), {}, ['b', 'c']);
    expect(next?.pages[0]?.categoryCounts).toEqual({});
  });
});

describe('findFeedPost', () => {
  it('finds a post on any page', () => {
    expect(findFeedPost(feed(), 'c')?.id).toBe('c');
    expect(findFeedPost(feed(), 'nope')).toBeUndefined();
    expect(findFeedPost(undefined, 'c')).toBeUndefined();
  });
});

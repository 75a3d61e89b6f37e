import { describe, expect, it } from 'vitest';
import type { PostTag } from '@stash/shared';
import { withPostTags, withTagChanged, withTagRemoved } from './tags-cache';
import { makePost } from './testing/posts';

const coffee: PostTag = { id: 't-coffee', name: 'coffee', color: '#f59e0b' };
const brunch: PostTag = { id: 't-brunch', name: 'Brunch', color: '#ef4444' };
const arts: PostTag = { id: 't-arts', name: 'arts', color: '#8b5cf6' };

function feed() {
  const p1 = makePost({ id: 'p1', tags: [brunch, coffee] });
  const p2 = makePost({ id: 'p2', tags: [coffee] });
  const p3 = makePost({ id: 'p3', tags: [] });
  return {
    pages: [
      { posts: [p1, p2], total: 3, hasMore: true, nextOffset: 2, nextOffsetGiven: false, currentOffset: 0, counts: null, categoryCounts: { food: 3 } },
      { posts: [p3], total: null, hasMore: false, nextOffset: 3, nextOffsetGiven: false, currentOffset: 2, counts: null, categoryCounts: null },
    ],
    pageParams: [0, 2],
  };
}

describe("a post's new tags", () => {
  it('replaces the tags of that post in feed pages, sorted by name, and keeps everything else as it was', () => {
    const data = feed();
    const next = withPostTags(data, 'p2', [{ ...coffee, created_at: 'x', updated_at: 'y' } as PostTag, arts]);
    expect(next.pages[0]!.posts[1]!.tags).toEqual([arts, coffee]);
    expect(next.pages[0]!.posts[0]).toBe(data.pages[0]!.posts[0]);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pages[0]!.categoryCounts).toBe(data.pages[0]!.categoryCounts);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('answers the same data when the post is not cached or already has those tags', () => {
    const data = feed();
    expect(withPostTags(data, 'elsewhere', [arts])).toBe(data);
    expect(withPostTags(data, 'p2', [coffee])).toBe(data);
  });

  it('edits a single cached post and a batch answer keyed by id', () => {
    const post = makePost({ id: 'p1', tags: [] });
    expect(withPostTags(post, 'p1', [arts]).tags).toEqual([arts]);
    const batch = { posts: { p1: post }, notFound: ['p9'] };
    const next = withPostTags(batch, 'p1', [arts]);
    expect(next.posts.p1!.tags).toEqual([arts]);
    expect(next.notFound).toBe(batch.notFound);
  });

  it('leaves data that holds no posts alone', () => {
    const profile = { name: 'Ana', total_stashes: 3 };
    expect(withPostTags(profile, 'p1', [arts])).toBe(profile);
    expect(withPostTags(null, 'p1', [arts])).toBeNull();
    const entities = [{ id: 'e1', tags: ['food'] }];
    expect(withPostTags(entities, 'e1', [arts])).toBe(entities);
  });
});

describe('a renamed or recoloured tag', () => {
  it('shows on every post carrying it, re-sorted by name', () => {
    const next = withTagChanged(feed(), { id: 't-coffee', name: 'Aardvark café', color: '#06b6d4' });
    expect(next.pages[0]!.posts[0]!.tags).toEqual([{ id: 't-coffee', name: 'Aardvark café', color: '#06b6d4' }, brunch]);
    expect(next.pages[0]!.posts[1]!.tags).toEqual([{ id: 't-coffee', name: 'Aardvark café', color: '#06b6d4' }]);
  });

  it('answers the same data when nothing carries it or nothing changed', () => {
    const data = feed();
    expect(withTagChanged(data, arts)).toBe(data);
    expect(withTagChanged(data, coffee)).toBe(data);
  });
});

describe('a deleted tag', () => {
  it('comes off every post', () => {
    const next = withTagRemoved(feed(), 't-coffee');
    expect(next.pages[0]!.posts.map((post) => post.tags)).toEqual([[brunch], []]);
  });

  it('answers the same data when no post carries it', () => {
    const data = feed();
    expect(withTagRemoved(data, 't-arts')).toBe(data);
  });
});

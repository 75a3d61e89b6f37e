import { describe, expect, it } from 'vitest';
import type { PostTag } from '@stash/shared';
import { withPostTags, withTagChanged, withTagRemoved } from './post-tag-edits';
import { makePost } from './testing/posts';

const coffee: PostTag = { id: 't-coffee', name: 'coffee', color: '#f59e0b' };
const brunch: PostTag = { id: 't-brunch', name: 'Brunch', color: '#ef4444' };
const arts: PostTag = { id: 't-arts', name: 'arts', color: '#8b5cf6' };

describe("a post's new tags", () => {
  it('become the tags of that post, in name order, with only the fields a card shows', () => {
    const post = makePost({ id: 'p2', tags: [coffee] });
    const next = withPostTags('p2', [{ ...coffee, created_at: 'x', updated_at: 'y' } as PostTag, arts])(post);
    expect(next.tags).toEqual([arts, coffee]);
    expect(next.title).toBe(post.title);
  });

  it('leave other posts, and a post that already has those tags, as they were', () => {
    const post = makePost({ id: 'p2', tags: [coffee] });
    expect(withPostTags('elsewhere', [arts])(post)).toBe(post);
    expect(withPostTags('p2', [coffee])(post)).toBe(post);
  });
});

describe('a renamed or recoloured tag', () => {
  it('shows on a post carrying it, re-sorted by name', () => {
    const post = makePost({ tags: [brunch, coffee] });
    expect(withTagChanged({ id: 't-coffee', name: 'Aardvark café', color: '#06b6d4' })(post).tags).toEqual([
      { id: 't-coffee', name: 'Aardvark café', color: '#06b6d4' },
      brunch,
    ]);
  });

  it('leaves a post alone when it does not carry it or nothing changed', () => {
    const post = makePost({ tags: [coffee] });
    expect(withTagChanged(arts)(post)).toBe(post);
    expect(withTagChanged(coffee)(post)).toBe(post);
  });
});

describe('a deleted tag', () => {
  it('comes off a post carrying it, and leaves the others alone', () => {
    const carrying = makePost({ tags: [brunch, coffee] });
    const other = makePost({ tags: [brunch] });
    expect(withTagRemoved('t-coffee')(carrying).tags).toEqual([brunch]);
    expect(withTagRemoved('t-coffee')(other)).toBe(other);
  });
});

import { describe, expect, it } from 'vitest';
import { searchWithStash, searchWithoutStash, stashDrawerDepth, stashIdInSearch, stashPath } from './stash-drawer-link';

describe('the stash drawer in the address', () => {
  it('adds and removes the stash, keeping the other parameters', () => {
    expect(searchWithStash('?category=food', 'p 1')).toBe('?category=food&stash=p+1');
    expect(searchWithStash('?stash=a&category=food', 'b')).toBe('?stash=b&category=food');
    expect(searchWithoutStash('?category=food&stash=p1')).toBe('?category=food');
    expect(searchWithoutStash('?stash=p1')).toBe('');
  });

  it('reads the open stash', () => {
    expect(stashIdInSearch('?category=food&stash=p+1')).toBe('p 1');
    expect(stashIdInSearch('?stash=%20')).toBeNull();
    expect(stashIdInSearch('')).toBeNull();
  });

  it('reads the depth of drawer entries from history state, and nothing else', () => {
    expect(stashDrawerDepth({ stashDrawerDepth: 2 })).toBe(2);
    expect(stashDrawerDepth({ stashDrawerDepth: -1 })).toBe(0);
    expect(stashDrawerDepth({ stashDrawerDepth: '2' })).toBe(0);
    expect(stashDrawerDepth(null)).toBe(0);
  });

  it("builds a stash's own address", () => {
    expect(stashPath('a/b')).toBe('/stash/a%2Fb');
  });
});

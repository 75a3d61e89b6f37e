import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

function setup() {
  let time = 0;
  const cache = createResponseCache(60_000, () => time);
  return { cache, advance: (ms: number) => void (time += ms) };
}

describe('createResponseCache', () => {
  it('serves a value until its time to live has passed', () => {
    const { cache, advance } = setup();
    cache.set('user-1', '/profile', { name: 'Ana' });
    advance(59_999);
    expect(cache.get('user-1', '/profile')).toEqual({ value: { name: 'Ana' } });
    advance(1);
    expect(cache.get('user-1', '/profile')).toBeUndefined();
  });

  it('keeps scopes apart', () => {
    const { cache } = setup();
    cache.set('user-1', '/profile', 'one');
    expect(cache.get('user-2', '/profile')).toBeUndefined();
  });

  it('counts a cached undefined as a hit', () => {
    const { cache } = setup();
    cache.set('visitor', '/empty', undefined);
    expect(cache.get('visitor', '/empty')).toEqual({ value: undefined });
  });

  it('invalidates by path prefix across scopes and leaves other paths alone', () => {
    const { cache } = setup();
    cache.set('user-1', '/profile', 1);
    cache.set('user-2', '/profile/username-check?username=ana', 2);
    cache.set('user-1', '/tags', 3);
    cache.invalidate('/profile');
    expect(cache.get('user-1', '/profile')).toBeUndefined();
    expect(cache.get('user-2', '/profile/username-check?username=ana')).toBeUndefined();
    expect(cache.get('user-1', '/tags')).toEqual({ value: 3 });
  });

  it('clears everything', () => {
    const { cache } = setup();
    cache.set('user-1', '/tags', 3);
    cache.clear();
    expect(cache.get('user-1', '/tags')).toBeUndefined();
  });
});

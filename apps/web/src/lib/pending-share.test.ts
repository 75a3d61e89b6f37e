import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../api/key-value-storage';
import { PENDING_SHARE_KEY, afterSignInPath, forgetPendingShare, keepPendingShare, pendingSharePath } from './pending-share';

describe('a share waiting for sign-in', () => {
  it('signing in goes home when nothing waits', () => {
    expect(afterSignInPath(createMemoryStorage())).toBe('/home');
    expect(pendingSharePath(createMemoryStorage())).toBeNull();
  });

  it('signing in goes back to the share, with what was shared, until the share screen has it', () => {
    const storage = createMemoryStorage();
    keepPendingShare('?text=Look+https%3A%2F%2Fwww.instagram.com%2Fp%2FC3bKz7rPq1M%2F', storage);
    expect(storage.getItem(PENDING_SHARE_KEY)).toBe('?text=Look+https%3A%2F%2Fwww.instagram.com%2Fp%2FC3bKz7rPq1M%2F');
    // Reading twice (a render run twice) still finds it.
    expect(afterSignInPath(storage)).toBe('/share?text=Look+https%3A%2F%2Fwww.instagram.com%2Fp%2FC3bKz7rPq1M%2F');
    expect(afterSignInPath(storage)).toBe('/share?text=Look+https%3A%2F%2Fwww.instagram.com%2Fp%2FC3bKz7rPq1M%2F');
    forgetPendingShare(storage);
    expect(afterSignInPath(storage)).toBe('/home');
  });

  it('keeps a query given without its question mark, and an empty share as the plain share screen', () => {
    const storage = createMemoryStorage();
    keepPendingShare('url=https%3A%2F%2Fx.com%2Fa%2Fstatus%2F1', storage);
    expect(afterSignInPath(storage)).toBe('/share?url=https%3A%2F%2Fx.com%2Fa%2Fstatus%2F1');
    keepPendingShare('', storage);
    expect(afterSignInPath(storage)).toBe('/share');
  });

  it('goes home where session storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    keepPendingShare('?text=x', blocked);
    expect(afterSignInPath(blocked)).toBe('/home');
    expect(() => forgetPendingShare(blocked)).not.toThrow();
    expect(afterSignInPath(null)).toBe('/home');
  });
});

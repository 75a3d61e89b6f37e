import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';
import { createMemoryArea, member } from './testing/fakes';

const session = { server: 'http://localhost:8080', accessToken: 'a', refreshToken: 'r', user: member };

describe('createSessionStore', () => {
  it('keeps a session under one key, and the server beside it', async () => {
    const area = createMemoryArea();
    const store = createSessionStore(area);
    expect(await store.load()).toBeNull();
    await store.save(session);
    expect(await store.load()).toEqual(session);
    expect(Object.keys(area.items).sort()).toEqual(['stash_server', 'stash_session']);
  });

  it('forgets the session on clear but remembers the server', async () => {
    const store = createSessionStore(createMemoryArea());
    await store.save(session);
    await store.clear();
    expect(await store.load()).toBeNull();
    expect(await store.lastServer()).toBe('http://localhost:8080');
  });

  it('reads a damaged or older entry as no session', async () => {
    for (const stored of [null, 'token', { ...session, refreshToken: '' }, { ...session, user: { id: 'u1' } }]) {
      const store = createSessionStore(createMemoryArea({ stash_session: stored }));
      expect(await store.load()).toBeNull();
    }
  });
});

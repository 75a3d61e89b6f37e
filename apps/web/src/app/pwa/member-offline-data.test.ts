import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../api/key-value-storage';
import { createSessionStore, type SessionState } from '../../api/session-store';
import { MemoryCacheStorage } from '../../api/testing/memory-cache-storage';
import { ana } from '../../api/testing/fixtures';
import { MEMBER_FEED_CACHE, MEMBER_MEDIA_CACHE } from '../../lib/member-caches';
import { OFFLINE_OWNER_KEY, tieOfflineDataToMember } from './member-offline-data';

const SHELL_CACHE = 'workbox-precache-v2-https://stash.example/';
const ben = { ...ana, user_id: 'user-ben', email: 'ben@example.com' };

async function setup(initial: SessionState, owner?: string) {
  const caches = new MemoryCacheStorage();
  for (const name of [MEMBER_FEED_CACHE, MEMBER_MEDIA_CACHE, SHELL_CACHE]) {
    await (await caches.open(name)).put('/something', new Response('kept'));
  }
  const storage = createMemoryStorage();
  if (owner) storage.setItem(OFFLINE_OWNER_KEY, owner);
  const session = createSessionStore(initial);
  tieOfflineDataToMember(session, { caches, storage });
  // The deletes run on their own; this lets them finish.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  await settle();
  return { caches, storage, session, settle };
}

describe("the member's offline data", () => {
  it('goes at sign-out, and the app shell stays', async () => {
    const { caches, storage, session, settle } = await setup({ status: 'signed_in', user: ana }, ana.user_id);
    expect(await caches.keys()).toHaveLength(3);
    session.setState({ status: 'signed_out', user: null });
    await settle();
    expect(await caches.keys()).toEqual([SHELL_CACHE]);
    expect(storage.getItem(OFFLINE_OWNER_KEY)).toBeNull();
  });

  it('goes when a page starts signed out, in case a sign-out was cut short', async () => {
    const { caches } = await setup({ status: 'signed_out', user: null });
    expect(await caches.keys()).toEqual([SHELL_CACHE]);
  });

  it('is left alone while the session is being restored, and kept for the same member', async () => {
    const { caches, storage, session, settle } = await setup({ status: 'loading', user: null }, ana.user_id);
    expect(await caches.keys()).toHaveLength(3);
    session.setState({ status: 'signed_in', user: ana });
    await settle();
    expect(await caches.keys()).toHaveLength(3);
    expect(storage.getItem(OFFLINE_OWNER_KEY)).toBe(ana.user_id);
  });

  it("goes before another member's data is kept, and the new member owns what comes next", async () => {
    const { caches, storage, session, settle } = await setup({ status: 'loading', user: null }, ana.user_id);
    session.setState({ status: 'signed_in', user: ben });
    await settle();
    expect(await caches.keys()).toEqual([SHELL_CACHE]);
    expect(storage.getItem(OFFLINE_OWNER_KEY)).toBe(ben.user_id);
  });

  it('goes when nobody is recorded as its owner', async () => {
    const { caches, storage } = await setup({ status: 'signed_in', user: ana });
    expect(await caches.keys()).toEqual([SHELL_CACHE]);
    expect(storage.getItem(OFFLINE_OWNER_KEY)).toBe(ana.user_id);
  });
});

// Names of the Cache Storage caches that hold a member's own data for offline reading: the feed
// pages the app keeps (api/offline-feed-pages.ts) and the pictures the service worker keeps
// (app/pwa/sw.ts). One prefix, so sign-out can drop them all without knowing each one; the app
// shell's precache (public files only) has other names and stays.

export const MEMBER_CACHE_PREFIX = 'stash-member-';
export const MEMBER_FEED_CACHE = `${MEMBER_CACHE_PREFIX}feed`;
export const MEMBER_MEDIA_CACHE = `${MEMBER_CACHE_PREFIX}media`;

/** Whether a cache holds member data (and so goes at sign-out). */
export function isMemberCache(name: string): boolean {
  return name.startsWith(MEMBER_CACHE_PREFIX);
}

/** Deletes every member cache; answers when they are gone. */
export async function deleteMemberCaches(storage: Pick<CacheStorage, 'keys' | 'delete'>): Promise<void> {
  const names = await storage.keys();
  await Promise.all(names.filter(isMemberCache).map((name) => storage.delete(name)));
}

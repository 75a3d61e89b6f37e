// The service worker's keeping of stash pictures (/media/...) for offline reading. Media keys are
// random and never reused, so a kept copy is good for ever: the cache answers first, the network
// fills it. It is a member cache (lib/member-caches.ts): the app deletes it at sign-out and when
// another member signs in, since a picture request carries no member of its own.
import { MEMBER_MEDIA_CACHE } from '../../lib/member-caches';

/** Enough for the pictures of the feed pages the app keeps (api/offline-feed-pages.ts). */
export const KEPT_MEDIA = 300;

export const MEDIA_PATH_PREFIX = '/media/';

/** Same-origin stored pictures only; never an API answer, never another site's image. */
export function isMediaRequest(request: Pick<Request, 'method'>, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && url.pathname.startsWith(MEDIA_PATH_PREFIX);
}

interface MediaCacheDependencies {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  kept?: number;
}

/**
 * What a picture is kept under: its address without the query. The server signs media addresses
 * for a few hours (?exp=&sig=, changing every hour), but the file behind a key never changes.
 */
function cacheKeyOf(request: Request): string {
  const url = new URL(request.url);
  url.search = '';
  return url.toString();
}

export function createMediaHandler({ caches, fetch, kept = KEPT_MEDIA }: MediaCacheDependencies) {
  return async function handleMedia(request: Request): Promise<Response> {
    const cache = await caches.open(MEMBER_MEDIA_CACHE);
    const cached = await cache.match(cacheKeyOf(request));
    if (cached) return cached;
    const response = await fetch(request);
    // Whole, plain answers only: a partial (206) video range or an error is not a copy to keep.
    if (response.status === 200 && response.type === 'basic') {
      await cache.put(cacheKeyOf(request), response.clone());
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - kept)).map((old) => cache.delete(old)));
    }
    return response;
  };
}

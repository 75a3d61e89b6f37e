// The feed pages a member last read, kept on this device so the feed still opens offline.
//
// Kept by the app rather than the service worker: the list call is a POST, and Cache Storage keys
// answers by address, not body; and only the app knows for sure who is signed in (the worker
// would have to read it out of the bearer token, and offline the client stops before sending a
// call whose token has expired, so the worker would never see it). Each page is stored under the
// member's id and the request, in a member cache (lib/member-caches.ts) that sign-out deletes, and
// is read back only for the same member.
import { MEMBER_FEED_CACHE } from '../lib/member-caches';
import { connectionStatus, type ConnectionStatus } from '../lib/connection-status';
import { ApiError } from './errors';
import { isRecord } from './is-record';
import type { PostCard } from '@stash/shared';
import { listPostCards, type PostCardsListBody, type PostsPage } from './posts';

/** The feed's pages: cards (posts/list's card view). Pages kept before cards were whole posts, which are cards too. */
type FeedPage = PostsPage<PostCard>;

/** How many pages are kept: the first pages of the last few feeds a member opened. */
export const KEPT_FEED_PAGES = 12;

/** The part of the browser's Cache Storage this needs, so tests can hand in a memory one. */
export type CacheStorageLike = Pick<CacheStorage, 'open'>;

export interface OfflineFeedPages {
  keep(memberId: string, request: PostCardsListBody, page: FeedPage): Promise<void>;
  /** The kept page for this member and request, or null. */
  find(memberId: string, request: PostCardsListBody): Promise<FeedPage | null>;
}

/** JSON with sorted keys, so one request always names one entry whatever order its fields came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    const fields = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The made-up address a page is stored under; it names the member, so no other member's lookup can match it. */
export function keptPageAddress(memberId: string, request: PostCardsListBody): string {
  return `/__offline__/feed?member=${encodeURIComponent(memberId)}&request=${encodeURIComponent(stableJson(request))}`;
}

function isPostsPage(value: unknown): value is FeedPage {
  return isRecord(value) && Array.isArray(value.posts) && typeof value.hasMore === 'boolean' && typeof value.nextOffset === 'number';
}

export function createOfflineFeedPages(storage: CacheStorageLike | null, keptPages = KEPT_FEED_PAGES): OfflineFeedPages {
  return {
    async keep(memberId, request, page) {
      if (!storage) return;
      const cache = await storage.open(MEMBER_FEED_CACHE);
      const address = keptPageAddress(memberId, request);
      // Deleted first so the page moves to the end: keys() lists entries in the order they were put.
      await cache.delete(address);
      await cache.put(address, new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }));
      const addresses = await cache.keys();
      await Promise.all(addresses.slice(0, Math.max(0, addresses.length - keptPages)).map((old) => cache.delete(old)));
    },
    async find(memberId, request) {
      if (!storage) return null;
      const cache = await storage.open(MEMBER_FEED_CACHE);
      const kept = await cache.match(keptPageAddress(memberId, request));
      if (!kept) return null;
      try {
        const page: unknown = await kept.json();
        return isPostsPage(page) ? page : null;
      } catch {
        return null;
      }
    },
  };
}

/** A call that never reached Stash: no network, a timeout, or a gateway with no server behind it. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || (error.status >= 502 && error.status <= 504));
}

function browserCacheStorage(): CacheStorageLike | null {
  // Cache Storage exists only in secure contexts (https, localhost); elsewhere nothing is kept.
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * Wraps the feed's list call: every page read is kept for this member; when Stash cannot be
 * reached, the kept page answers instead (and the connection is reported offline). Without a
 * member, or without a kept page, the failure stands.
 */
export function createOfflineFeedList(
  list: (request: PostCardsListBody) => Promise<FeedPage>,
  pages: OfflineFeedPages = createOfflineFeedPages(browserCacheStorage()),
  connection: ConnectionStatus = connectionStatus,
) {
  return async function listPostsKeptOffline(memberId: string | null, request: PostCardsListBody): Promise<FeedPage> {
    try {
      const page = await list(request);
      connection.reportReachable();
      // Keeping it is a courtesy: a full or blocked cache must not fail the feed.
      if (memberId) void pages.keep(memberId, request, page).catch(() => undefined);
      return page;
    } catch (error) {
      if (!memberId || !isUnreachable(error)) throw error;
      connection.reportUnreachable();
      const kept = await pages.find(memberId, request).catch(() => null);
      if (!kept) throw error;
      return kept;
    }
  };
}

export const listPostsKeptOffline = createOfflineFeedList(listPostCards);

import { describe, expect, it, vi } from 'vitest';
import { MEMBER_FEED_CACHE } from '../lib/member-caches';
import { createConnectionStatus } from '../lib/connection-status';
import { ApiError } from './errors';
import { createOfflineFeedList, createOfflineFeedPages, isUnreachable, keptPageAddress } from './offline-feed-pages';
import type { PostsListBody, PostsPage } from './posts';
import { MemoryCacheStorage } from './testing/memory-cache-storage';
import { makePost } from './testing/posts';

function page(offset: number, title = `Page at ${offset}`): PostsPage {
  return {
    posts: [makePost({ id: `post-${offset}`, title })],
    total: 40,
    hasMore: true,
    nextOffset: offset + 1,
    nextOffsetGiven: false,
    currentOffset: offset,
    counts: null,
    categoryCounts: null,
  };
}

const first: PostsListBody = { limit: 36, offset: 0, include_counts: true, include_category_counts: true };
const offline = () => new ApiError('Network error', 0, 'NETWORK_ERROR');

function setup(keptPages?: number) {
  const storage = new MemoryCacheStorage();
  const pages = createOfflineFeedPages(storage, keptPages);
  const connection = createConnectionStatus({ isOnline: () => true, watch: () => undefined });
  return { storage, pages, connection };
}

describe('the kept feed pages', () => {
  it('names each page by member and request, whatever order the request fields came in', () => {
    expect(keptPageAddress('ana', { offset: 0, limit: 36 })).toBe(keptPageAddress('ana', { limit: 36, offset: 0 }));
    expect(keptPageAddress('ana', first)).not.toBe(keptPageAddress('ben', first));
    expect(keptPageAddress('ana', first)).not.toBe(keptPageAddress('ana', { ...first, category: 'food' }));
  });

  it("gives a page back to the member who read it, and never to another member", async () => {
    const { storage, pages } = setup();
    await pages.keep('ana', first, page(0));
    await expect(pages.find('ana', first)).resolves.toEqual(page(0));
    await expect(pages.find('ben', first)).resolves.toBeNull();
    await expect(pages.find('ana', { ...first, offset: 36 })).resolves.toBeNull();
    expect(await storage.keys()).toEqual([MEMBER_FEED_CACHE]);
  });

  it('keeps only the last pages read, a page read again counting as new', async () => {
    const { pages } = setup(2);
    await pages.keep('ana', { offset: 0 }, page(0));
    await pages.keep('ana', { offset: 36 }, page(36));
    await pages.keep('ana', { offset: 0 }, page(0, 'Read again'));
    await pages.keep('ana', { offset: 72 }, page(72));
    await expect(pages.find('ana', { offset: 36 })).resolves.toBeNull();
    await expect(pages.find('ana', { offset: 0 })).resolves.toMatchObject({ posts: [{ title: 'Read again' }] });
    await expect(pages.find('ana', { offset: 72 })).resolves.not.toBeNull();
  });

  it('keeps nothing where the browser has no Cache Storage', async () => {
    const pages = createOfflineFeedPages(null);
    await pages.keep('ana', first, page(0));
    await expect(pages.find('ana', first)).resolves.toBeNull();
  });
});

describe('the feed list call with kept pages', () => {
  it('keeps every page it reads for the member and reports the server reachable', async () => {
    const { pages, connection } = setup();
    connection.reportUnreachable();
    const listPosts = createOfflineFeedList(async () => page(0), pages, connection);
    await expect(listPosts('ana', first)).resolves.toEqual(page(0));
    expect(connection.isOffline()).toBe(false);
    await vi.waitFor(async () => expect(await pages.find('ana', first)).toEqual(page(0)));
  });

  it('answers with the kept page when Stash cannot be reached, and says the app is offline', async () => {
    const { pages, connection } = setup();
    await pages.keep('ana', first, page(0));
    const listPosts = createOfflineFeedList(() => Promise.reject(offline()), pages, connection);
    await expect(listPosts('ana', first)).resolves.toEqual(page(0));
    expect(connection.isOffline()).toBe(true);
  });

  it('lets the failure stand for another member, a page never kept, or a refusal from the server', async () => {
    const { pages, connection } = setup();
    await pages.keep('ana', first, page(0));
    await expect(createOfflineFeedList(() => Promise.reject(offline()), pages, connection)('ben', first)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(createOfflineFeedList(() => Promise.reject(offline()), pages, connection)(null, first)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(createOfflineFeedList(() => Promise.reject(offline()), pages, connection)('ana', { ...first, offset: 36 })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const refused = new ApiError('Forbidden', 403, 'FORBIDDEN');
    await expect(createOfflineFeedList(() => Promise.reject(refused), pages, connection)('ana', first)).rejects.toBe(refused);
  });

  it('does not keep a page when no member is signed in', async () => {
    const { pages, storage, connection } = setup();
    await createOfflineFeedList(async () => page(0), pages, connection)(null, first);
    expect(storage.addresses()).toEqual([]);
  });

  it('counts a missing network, a timeout and a gateway without a server as unreachable', () => {
    expect(isUnreachable(offline())).toBe(true);
    expect(isUnreachable(new ApiError('Request timeout', 0, 'NETWORK_ERROR'))).toBe(true);
    expect(isUnreachable(new ApiError('HTTP 503', 503, 'SERVER_ERROR'))).toBe(true);
    expect(isUnreachable(new ApiError('HTTP 500', 500, 'SERVER_ERROR'))).toBe(false);
    expect(isUnreachable(new TypeError('boom'))).toBe(false);
  });
});

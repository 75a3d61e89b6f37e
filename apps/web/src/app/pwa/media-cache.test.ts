import { describe, expect, it, vi } from 'vitest';
import { MemoryCacheStorage } from '../../api/testing/memory-cache-storage';
import { MEMBER_MEDIA_CACHE } from '../../lib/member-caches';
import { createMediaHandler, isMediaRequest } from './media-cache';

const ORIGIN = 'https://stash.example';

/** A same-origin answer as the browser hands it to a service worker (type 'basic'). */
function basic(body: string, status = 200): Response {
  const response = new Response(body, { status });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

describe('which requests are stash pictures', () => {
  it('takes same-origin GETs under /media/ only', () => {
    const get = { method: 'GET' };
    expect(isMediaRequest(get, new URL(`${ORIGIN}/media/p1-0.jpg`), ORIGIN)).toBe(true);
    expect(isMediaRequest({ method: 'POST' }, new URL(`${ORIGIN}/media/p1-0.jpg`), ORIGIN)).toBe(false);
    expect(isMediaRequest(get, new URL(`${ORIGIN}/api/posts/list`), ORIGIN)).toBe(false);
    expect(isMediaRequest(get, new URL('https://cdn.example/media/p1-0.jpg'), ORIGIN)).toBe(false);
  });
});

describe('keeping stash pictures', () => {
  it('fetches a picture once, then answers from the member media cache', async () => {
    const caches = new MemoryCacheStorage();
    const fetch = vi.fn(async () => basic('jpeg bytes'));
    const handle = createMediaHandler({ caches, fetch });
    await expect((await handle(new Request(`${ORIGIN}/media/p1-0.jpg`))).text()).resolves.toBe('jpeg bytes');
    await expect((await handle(new Request(`${ORIGIN}/media/p1-0.jpg`))).text()).resolves.toBe('jpeg bytes');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await caches.keys()).toEqual([MEMBER_MEDIA_CACHE]);
  });

  it('answers a picture from the cache under a newer signed address of the same file', async () => {
    const caches = new MemoryCacheStorage();
    const fetch = vi.fn(async () => basic('jpeg bytes'));
    const handle = createMediaHandler({ caches, fetch });
    await handle(new Request(`${ORIGIN}/media/p1-0.jpg?exp=100&sig=first`));
    await expect((await handle(new Request(`${ORIGIN}/media/p1-0.jpg?exp=200&sig=second`))).text()).resolves.toBe('jpeg bytes');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps no error, no partial answer, and only the newest pictures', async () => {
    const caches = new MemoryCacheStorage();
    const answers: Record<string, Response> = {
      [`${ORIGIN}/media/missing.jpg`]: basic('', 404),
      [`${ORIGIN}/media/clip.mp4`]: basic('part', 206),
    };
    const fetch = vi.fn(async (request: Request) => answers[request.url] ?? basic(request.url));
    const handle = createMediaHandler({ caches, fetch, kept: 2 });
    for (const name of ['missing.jpg', 'clip.mp4', 'a.jpg', 'b.jpg', 'c.jpg']) await handle(new Request(`${ORIGIN}/media/${name}`));
    expect(caches.addresses()).toEqual([`${MEMBER_MEDIA_CACHE} ${ORIGIN}/media/b.jpg`, `${MEMBER_MEDIA_CACHE} ${ORIGIN}/media/c.jpg`]);
  });
});

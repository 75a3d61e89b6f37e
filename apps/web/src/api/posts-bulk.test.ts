import { describe, expect, it } from 'vitest';
import { POSTS_BULK_MAX_IDS } from '@stash/shared';
import { BulkActionError, chunkIds, createPostsBulkApi } from './posts-bulk';
import { json } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('chunkIds', () => {
  it('cuts a list into runs of at most the size, in order', () => {
    expect(chunkIds([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkIds([], 2)).toEqual([]);
    expect(chunkIds(Array.from({ length: POSTS_BULK_MAX_IDS + 1 }, (_, i) => i)).map((chunk) => chunk.length)).toEqual([POSTS_BULK_MAX_IDS, 1]);
  });
});

function setup(failOn?: number) {
  let calls = 0;
  const api = setupApiClient({
    'POST /api/posts/bulk': (call) => {
      calls += 1;
      if (calls === failOn) return json(500, { error: 'Bulk action failed', code: 'SERVER_ERROR' });
      const { ids } = call.body as { ids: string[] };
      return json(200, { changed: ids.length - 1, not_found: [ids[0]] });
    },
  }, { retryPolicy: { maxAttempts: 1, initialDelayMs: 0, maxDelayMs: 0, factor: 1 }, rateLimits: { perMinute: 1000, perHour: 1000 } });
  api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  return { ...api, bulk: createPostsBulkApi(api.client) };
}

describe('bulkPosts', () => {
  it(`sends a large selection in chunks of ${POSTS_BULK_MAX_IDS} and adds the answers up`, async () => {
    const context = setup();
    const ids = Array.from({ length: POSTS_BULK_MAX_IDS * 2 + 3 }, (_, i) => uuid(i));
    const result = await context.bulk.bulkPosts(ids, { type: 'add_tags', tag_ids: [uuid(9999)] });
    const bodies = context.callsTo('POST /api/posts/bulk').map((call) => call.body as { ids: string[]; action: unknown });
    expect(bodies.map((body) => body.ids.length)).toEqual([POSTS_BULK_MAX_IDS, POSTS_BULK_MAX_IDS, 3]);
    expect(bodies.flatMap((body) => body.ids)).toEqual(ids);
    expect(bodies[0]!.action).toEqual({ type: 'add_tags', tag_ids: [uuid(9999)] });
    expect(result).toEqual({ changed: ids.length - 3, notFound: [uuid(0), uuid(POSTS_BULK_MAX_IDS), uuid(POSTS_BULK_MAX_IDS * 2)] });
  });

  it('stops at a failed chunk and says what was done before it, in the server’s words', async () => {
    const context = setup(2);
    const ids = Array.from({ length: POSTS_BULK_MAX_IDS * 3 }, (_, i) => uuid(i));
    const error = await context.bulk.bulkPosts(ids, { type: 'delete' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BulkActionError);
    expect((error as BulkActionError).message).toBe('Bulk action failed');
    expect((error as BulkActionError).done.changed).toBe(POSTS_BULK_MAX_IDS - 1);
    expect(context.callsTo('POST /api/posts/bulk')).toHaveLength(2);
  });
});

// One action on many stashes (/manage's selection): POST /posts/bulk takes at most
// POSTS_BULK_MAX_IDS ids a call, so a larger selection goes in chunks, one after another, and the
// answers are added up. A chunk that fails stops the rest; what earlier chunks changed is reported
// with the error, so the screen can say how far it got.
import { endpoints, POSTS_BULK_MAX_IDS, type PostsBulkAction } from '@stash/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { postQueryKeys } from './post-query-keys';
import { tagQueryKeys } from './tags-hooks';

export interface BulkResult {
  changed: number;
  notFound: string[];
}

/** Thrown when a chunk fails: `cause` is the call's error, `done` what the chunks before it changed. */
export class BulkActionError extends Error {
  override readonly name = 'BulkActionError';
  readonly done: BulkResult;
  constructor(cause: unknown, done: BulkResult) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.done = done;
  }
}

/** `ids` in runs of at most `size`, in order; no empty runs. */
export function chunkIds<T>(ids: readonly T[], size: number = POSTS_BULK_MAX_IDS): T[][] {
  if (size < 1) throw new RangeError('size must be at least 1');
  const chunks: T[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}

export interface BulkOptions {
  /**
   * Send every chunk at once with fetch's keepalive, for a page being left (pagehide): nothing
   * waits for an answer before the next chunk goes.
   */
  atOnce?: boolean;
}

export function createPostsBulkApi(client: ApiClient) {
  async function bulkPosts(ids: readonly string[], action: PostsBulkAction, { atOnce = false }: BulkOptions = {}): Promise<BulkResult> {
    const unique = [...new Set(ids)];
    const total: BulkResult = { changed: 0, notFound: [] };
    const call = (chunk: string[]) => client.call(endpoints.postsBulk, { body: { ids: chunk, action } }, atOnce ? { keepalive: true } : {});
    if (atOnce) {
      const answers = await Promise.all(chunkIds(unique).map(call));
      for (const answer of answers) {
        total.changed += answer.changed;
        total.notFound.push(...answer.not_found);
      }
      return total;
    }
    for (const chunk of chunkIds(unique)) {
      try {
        const answer = await call(chunk);
        total.changed += answer.changed;
        total.notFound.push(...answer.not_found);
      } catch (error) {
        throw new BulkActionError(error, total);
      }
    }
    return total;
  }
  return { bulkPosts };
}

export type PostsBulkApi = ReturnType<typeof createPostsBulkApi>;
export const postsBulkApi: PostsBulkApi = createPostsBulkApi(apiClient);

/**
 * After a bulk action: every cached answer about posts (feeds, pages, drawers) and about tags (the
 * list's counts, each post's tags) may be out of date in ways only the server knows, so they are
 * read again, as saves and retries do.
 */
export function invalidateAfterBulk(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: tagQueryKeys.all });
}

// The entities of one stash (spec section 7: POST /entities/message/{postId}, empty body). Spec
// sections 4 and 9 ask for a per-stash cache of 5 minutes with one shared request while a fetch is
// under way, so reopening a drawer or several parts of it asking at once cost one call. The API
// client's own cache covers GET answers only, hence this one.
import { ENTITY_CACHE_TTL_MS, postEntitiesResponseSchema, type PostEntitiesResponse } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { parseResponse } from './parse-response';

interface Cached {
  value: PostEntitiesResponse;
  expiresAt: number;
}

export interface EntitiesApiOptions {
  now?: () => number;
  /** How long one stash's entities are reused. */
  ttlMs?: number;
}

export function createEntitiesApi(client: ApiClient, { now = () => Date.now(), ttlMs = ENTITY_CACHE_TTL_MS }: EntitiesApiOptions = {}) {
  const cache = new Map<string, Cached>();
  const inFlight = new Map<string, Promise<PostEntitiesResponse>>();

  // Keyed by member too, so the next person on this browser never sees the last one's entities.
  function keyOf(postId: string): string {
    return `${client.session.getState().user?.user_id ?? ''}:${postId}`;
  }

  return {
    async getPostEntities(postId: string): Promise<PostEntitiesResponse> {
      const key = keyOf(postId);
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      const pending = inFlight.get(key);
      if (pending) return pending;

      const request = (async () => {
        const body = parseResponse(postEntitiesResponseSchema, await client.post(`/entities/message/${encodeURIComponent(postId)}`));
        cache.set(key, { value: body, expiresAt: now() + ttlMs });
        return body;
      })();
      inFlight.set(key, request);
      try {
        return await request;
      } finally {
        inFlight.delete(key);
      }
    },

    /** Forgets one stash's entities (after an edit or delete), or all of them. */
    forgetPostEntities(postId?: string): void {
      if (postId === undefined) cache.clear();
      else cache.delete(keyOf(postId));
    },
  };
}

export const { getPostEntities, forgetPostEntities } = createEntitiesApi(apiClient);

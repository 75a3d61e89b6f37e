// The entities of one stash (spec section 7: POST /entities/message/{postId}, empty body). Spec
// sections 4 and 9 ask for a per-stash cache of 5 minutes with one shared request while a fetch is
// under way, so reopening a drawer or several parts of it asking at once cost one call. The API
// client's own cache covers GET answers only, hence this one.
//
// The GET /entities... calls below (list, nearby, one, types, search, trending, related) ride on
// the API client's 60 s GET cache. Spec section 8 rules: a 401 on an entity call is worded as on
// tag calls, a single entity that is not there (404) is null, and the failed list calls the
// screens treat as extras (types, related, trending) are logged and answer empty; the lists a
// screen is built on (list, search, nearby) throw, so that screen can show its error state.
import {
  ENTITY_CACHE_TTL_MS,
  ENTITY_PAGE_MAX_LIMIT,
  MESSAGES,
  TRENDING_DEFAULT_LIMIT,
  endpoints,
  type EndpointQuery,
  type Entity,
  type EntityNearbyResponse,
  type EntityPage,
  type EntityRelatedResponse,
  type EntityTrendingResponse,
  type EntityTypesResponse,
  type PostEntitiesResponse,
} from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { ApiError } from './errors';

export const ENTITY_API_MESSAGES = {
  noValidToken: 'No valid authentication token',
  unauthorized: MESSAGES.unauthorizedTokenExpired,
  coordinatesRequired: 'Latitude and longitude are required',
} as const;

/** How many entities listAllEntities gathers unless told otherwise. */
export const ALL_ENTITIES_DEFAULT_MAX = 2000;

/** The query of each entity list call, as the shared endpoint definitions describe it. */
export type EntityListParams = EndpointQuery<typeof endpoints.entitiesList>;
export type EntitySearchParams = EndpointQuery<typeof endpoints.entitiesSearch>;
export type NearbyParams = EndpointQuery<typeof endpoints.entitiesNearby> & { lat: number; lng: number };

export type EntitiesLog = (message: string, error: unknown) => void;

// Extras answer empty on failure (spec section 8), so the console is the only place it shows.
const consoleLog: EntitiesLog = (message, error) => console.error(message, error);

function asEntityError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 401) return error;
  const message = error.message === MESSAGES.noAuthToken ? ENTITY_API_MESSAGES.noValidToken : ENTITY_API_MESSAGES.unauthorized;
  return new ApiError(message, 401, error.code, error.details);
}

const isAuthFailure = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

interface Cached {
  value: PostEntitiesResponse;
  expiresAt: number;
}

export interface EntitiesApiOptions {
  now?: () => number;
  /** How long one stash's entities are reused. */
  ttlMs?: number;
}

export function createEntitiesApi(
  client: ApiClient,
  { now = () => Date.now(), ttlMs = ENTITY_CACHE_TTL_MS, log = consoleLog }: EntitiesApiOptions & { log?: EntitiesLog } = {},
) {
  /** An entity call, its authentication failures worded as entity calls word them. */
  async function entityCall<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw asEntityError(error);
    }
  }

  /** Signed-out failures still throw: an empty list would read as 'nothing saved' to them. */
  async function orEmpty<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (isAuthFailure(error)) throw error;
      log(`Failed to load ${what}`, error);
      return empty;
    }
  }

  async function listEntities(params: EntityListParams = {}): Promise<EntityPage> {
    return entityCall(() => client.call(endpoints.entitiesList, { query: params }));
  }

  const lists = {
    /** GET /entities: one page of the member's entities. */
    listEntities,

    /**
     * Every entity (pages of 100 followed through next_cursor) up to `maxItems`, for the screens
     * that lay all of them out at once (map, places, events).
     */
    async listAllEntities(params: Omit<EntityListParams, 'cursor' | 'limit'> = {}, { maxItems = ALL_ENTITIES_DEFAULT_MAX }: { maxItems?: number } = {}): Promise<Entity[]> {
      const all: Entity[] = [];
      let cursor: string | undefined;
      while (all.length < maxItems) {
        const page = await listEntities({ limit: Math.min(ENTITY_PAGE_MAX_LIMIT, maxItems - all.length), cursor, ...params });
        all.push(...page.entities);
        if (!page.has_more || !page.next_cursor || page.entities.length === 0) break;
        cursor = page.next_cursor;
      }
      return all.slice(0, maxItems);
    },

    /** GET /entities/nearby; refused before the call without coordinates (spec section 5). */
    async getNearbyEntities(params: NearbyParams): Promise<EntityNearbyResponse> {
      if (!Number.isFinite(params.lat) || !Number.isFinite(params.lng)) throw new Error(ENTITY_API_MESSAGES.coordinatesRequired);
      return entityCall(() => client.call(endpoints.entitiesNearby, { query: params }));
    },

    /** GET /entities/{id}; null when it is not there (404). */
    async getEntity(id: string): Promise<Entity | null> {
      try {
        return await entityCall(() => client.call(endpoints.entitiesGet, { params: { id } }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    /** GET /entities/types: counts per entity type; no types when the call fails. */
    getEntityTypes(): Promise<EntityTypesResponse> {
      return orEmpty('entity types', () => entityCall(() => client.call(endpoints.entitiesTypes)), { types: [], total: 0 });
    },

    /** GET /entities/trending (10 unless told); none when the call fails. */
    getTrendingEntities(limit: number = TRENDING_DEFAULT_LIMIT): Promise<EntityTrendingResponse> {
      return orEmpty('trending entities', () => entityCall(() => client.call(endpoints.entitiesTrending, { query: { limit } })), { entities: [] });
    },

    /** GET /entities/related/{id}; none when the call fails. */
    getRelatedEntities(id: string, limit?: number): Promise<EntityRelatedResponse> {
      return orEmpty(
        'related entities',
        () => entityCall(() => client.call(endpoints.entitiesRelated, { params: { id }, query: { limit } })),
        { entity_id: id, related_entities: [], total: 0 },
      );
    },

    /** GET /entities/search: entities whose name is like `q`. */
    async searchEntities(params: EntitySearchParams): Promise<EntityPage> {
      return entityCall(() => client.call(endpoints.entitiesSearch, { query: params }));
    },
  };

  const cache = new Map<string, Cached>();
  const inFlight = new Map<string, Promise<PostEntitiesResponse>>();

  // Keyed by member too, so the next person on this browser never sees the last one's entities.
  function keyOf(postId: string): string {
    return `${client.session.getState().user?.user_id ?? ''}:${postId}`;
  }

  return {
    ...lists,

    async getPostEntities(postId: string): Promise<PostEntitiesResponse> {
      const key = keyOf(postId);
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      const pending = inFlight.get(key);
      if (pending) return pending;

      const request = (async () => {
        const body = await client.call(endpoints.entitiesOfPost, { params: { postId } });
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

export type EntitiesApi = ReturnType<typeof createEntitiesApi>;

export const entitiesApi: EntitiesApi = createEntitiesApi(apiClient);
export const {
  getPostEntities,
  forgetPostEntities,
  listEntities,
  listAllEntities,
  getNearbyEntities,
  getEntity,
  getEntityTypes,
  getTrendingEntities,
  getRelatedEntities,
  searchEntities,
} = entitiesApi;

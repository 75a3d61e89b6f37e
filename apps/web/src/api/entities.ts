// The entity calls (spec section 7, Entities). Spec section 8 rules: a 401 on an entity call is
// worded as on tag calls, a single entity that is not there (404) is null, and the failed list
// calls the screens treat as extras (types, related, trending) are logged and answer empty; the
// lists a screen is built on (list, search, nearby) throw, so that screen can show its error state.
// Nothing is cached here: the entity queries (entities-hooks.ts) keep answers, a stash's entities
// for 5 minutes (spec sections 4 and 9).
import {
  ENTITY_PAGE_MAX_LIMIT,
  endpoints,
  TRENDING_DEFAULT_LIMIT,
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
import { AUTH_FAILURE_MESSAGES, consoleLog, createWordedCall, isNotFound, orEmptyOnFailure, type FailureLog } from './tag-entity-call-rules';

export const ENTITY_API_MESSAGES = {
  ...AUTH_FAILURE_MESSAGES,
  coordinatesRequired: 'Latitude and longitude are required',
} as const;

/** How many entities listAllEntities gathers unless told otherwise. */
export const ALL_ENTITIES_DEFAULT_MAX = 2000;

/** One page of the member's entities; `q` is 'name contains this text'. */
export type EntityListQuery = EndpointQuery<typeof endpoints.entitiesList>;
/** The filters of the whole list (listAllEntities pages through it itself). */
export type EntityListFilters = Omit<EntityListQuery, 'cursor' | 'limit'>;
export type EntitySearchQuery = EndpointQuery<typeof endpoints.entitiesSearch>;
export type EntityNearbyQuery = EndpointQuery<typeof endpoints.entitiesNearby>;

export function createEntitiesApi(client: ApiClient, { log = consoleLog }: { log?: FailureLog } = {}) {
  const entityCall = createWordedCall(client);
  const orEmpty = <T>(what: string, load: () => Promise<T>, empty: T) => orEmptyOnFailure(log, what, load, empty);

  function listEntities(query: EntityListQuery = {}): Promise<EntityPage> {
    return entityCall(endpoints.entitiesList, { query });
  }

  return {
    /** GET /entities: one page of the member's entities. */
    listEntities,

    /**
     * Every entity (pages of 100 followed through next_cursor) up to `maxItems`, for the screens
     * that lay all of them out at once (map, places, events).
     */
    async listAllEntities(filters: EntityListFilters = {}, { maxItems = ALL_ENTITIES_DEFAULT_MAX }: { maxItems?: number } = {}): Promise<Entity[]> {
      const all: Entity[] = [];
      let cursor: string | undefined;
      while (all.length < maxItems) {
        const page = await listEntities({ limit: Math.min(ENTITY_PAGE_MAX_LIMIT, maxItems - all.length), cursor, ...filters });
        all.push(...page.entities);
        if (!page.has_more || !page.next_cursor || page.entities.length === 0) break;
        cursor = page.next_cursor;
      }
      return all.slice(0, maxItems);
    },

    /** GET /entities/nearby; refused before the call without coordinates (spec section 5). */
    async getNearbyEntities(query: EntityNearbyQuery): Promise<EntityNearbyResponse> {
      if (!Number.isFinite(query.lat) || !Number.isFinite(query.lng)) throw new Error(ENTITY_API_MESSAGES.coordinatesRequired);
      return entityCall(endpoints.entitiesNearby, { query });
    },

    /** GET /entities/{id}; null when it is not there (404). */
    async getEntity(id: string): Promise<Entity | null> {
      try {
        return await entityCall(endpoints.entitiesGet, { params: { id } });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    /** GET /entities/types: counts per entity type; no types when the call fails. */
    getEntityTypes(): Promise<EntityTypesResponse> {
      return orEmpty('entity types', () => entityCall(endpoints.entitiesTypes, {}), { types: [], total: 0 });
    },

    /** GET /entities/trending (10 unless told); none when the call fails. */
    getTrendingEntities(limit: number = TRENDING_DEFAULT_LIMIT): Promise<EntityTrendingResponse> {
      return orEmpty('trending entities', () => entityCall(endpoints.entitiesTrending, { query: { limit } }), { entities: [] });
    },

    /** GET /entities/related/{id}; none when the call fails. */
    getRelatedEntities(id: string, limit?: number): Promise<EntityRelatedResponse> {
      return orEmpty(
        'related entities',
        () => entityCall(endpoints.entitiesRelated, { params: { id }, query: { limit } }),
        { entity_id: id, related_entities: [], total: 0 },
      );
    },

    /** GET /entities/search: entities whose name is like `q`. */
    searchEntities(query: EntitySearchQuery): Promise<EntityPage> {
      return entityCall(endpoints.entitiesSearch, { query });
    },

    /** POST /entities/message/{postId} (no body): the entities of one stash, largest first. */
    getPostEntities(postId: string): Promise<PostEntitiesResponse> {
      return entityCall(endpoints.entitiesOfPost, { params: { postId } });
    },
  };
}

export type EntitiesApi = ReturnType<typeof createEntitiesApi>;

export const entitiesApi: EntitiesApi = createEntitiesApi(apiClient);
export const {
  getPostEntities,
  listEntities,
  listAllEntities,
  getNearbyEntities,
  getEntity,
  getEntityTypes,
  getTrendingEntities,
  getRelatedEntities,
  searchEntities,
} = entitiesApi;

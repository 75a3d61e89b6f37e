// React Query bindings for the entity calls. Answers stay fresh for 60 s (spec section 9: tag and
// entity responses are cached 60 s), so screens that share a query (map, places, events all read
// the member's entities) make one call between them; a stash's own entities stay fresh 5 minutes
// (spec sections 4 and 9).
import { createContext, useContext } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ENTITY_CACHE_TTL_MS, type Entity, type PostEntitiesResponse } from '@stash/shared';
import { entitiesApi, type EntitiesApi, type EntityListFilters, type EntityListQuery, type EntityNearbyQuery, type EntitySearchQuery } from './entities';

export const ENTITY_STALE_TIME_MS = 60_000;

/** The entities API the hooks call; tests provide one built on a fake-fetch client. */
export const EntitiesApiContext = createContext<EntitiesApi>(entitiesApi);

export function useEntitiesApi(): EntitiesApi {
  return useContext(EntitiesApiContext);
}

export const entityQueryKeys = {
  all: ['entities'] as const,
  list: (query: EntityListQuery) => ['entities', 'list', query] as const,
  allOf: (filters: EntityListFilters, maxItems: number | undefined) => ['entities', 'all', filters, maxItems ?? null] as const,
  nearby: (query: EntityNearbyQuery | null) => ['entities', 'nearby', query] as const,
  detail: (id: string) => ['entities', 'detail', id] as const,
  types: () => ['entities', 'types'] as const,
  trending: (limit: number | undefined) => ['entities', 'trending', limit ?? null] as const,
  related: (id: string) => ['entities', 'related', id] as const,
  search: (query: EntitySearchQuery) => ['entities', 'search', query] as const,
  ofPost: (postId: string) => ['entities', 'of-post', postId] as const,
};

const fresh = { staleTime: ENTITY_STALE_TIME_MS } as const;

export function useEntities(query: EntityListQuery = {}) {
  const api = useEntitiesApi();
  return useQuery({ queryKey: entityQueryKeys.list(query), queryFn: () => api.listEntities(query), placeholderData: keepPreviousData, ...fresh });
}

/** Every entity of the member (up to maxItems, 2000 unless told), for map, places and events. */
export function useAllEntities(filters: EntityListFilters = {}, options: { maxItems?: number } = {}) {
  const api = useEntitiesApi();
  return useQuery({ queryKey: entityQueryKeys.allOf(filters, options.maxItems), queryFn: () => api.listAllEntities(filters, options), ...fresh });
}

/** Nearby entities; waits (no call) while `query` is null, e.g. before the browser gave a position. */
export function useNearbyEntities(query: EntityNearbyQuery | null) {
  const api = useEntitiesApi();
  return useQuery({
    queryKey: entityQueryKeys.nearby(query),
    queryFn: () => (query ? api.getNearbyEntities(query) : Promise.reject(new Error('No position'))),
    enabled: query !== null,
    ...fresh,
  });
}

/**
 * One entity; null when it is not there. `initial` (the entity passed in navigation state) shows
 * at once and is replaced by the server's copy.
 */
export function useEntity(id: string, initial?: Entity | null) {
  const api = useEntitiesApi();
  return useQuery({
    queryKey: entityQueryKeys.detail(id),
    queryFn: () => api.getEntity(id),
    enabled: id !== '',
    placeholderData: initial && initial.entity_id === id ? initial : undefined,
    ...fresh,
  });
}

export function useEntityTypes() {
  const api = useEntitiesApi();
  return useQuery({ queryKey: entityQueryKeys.types(), queryFn: () => api.getEntityTypes(), ...fresh });
}

export function useTrendingEntities(limit?: number) {
  const api = useEntitiesApi();
  return useQuery({ queryKey: entityQueryKeys.trending(limit), queryFn: () => api.getTrendingEntities(limit), ...fresh });
}

export function useRelatedEntities(id: string) {
  const api = useEntitiesApi();
  return useQuery({ queryKey: entityQueryKeys.related(id), queryFn: () => api.getRelatedEntities(id), enabled: id !== '', ...fresh });
}

/** Search; no call while the text is blank. */
export function useSearchEntities(query: EntitySearchQuery) {
  const api = useEntitiesApi();
  return useQuery({
    queryKey: entityQueryKeys.search(query),
    queryFn: () => api.searchEntities(query),
    enabled: query.q.trim() !== '',
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

/**
 * The entities of one stash, reused 5 minutes (spec sections 4 and 9); TanStack shares one request
 * between every part of the drawer asking at once. `select` picks what the caller shows.
 */
export function usePostEntities<Selected = PostEntitiesResponse>(
  postId: string,
  { enabled = true, select }: { enabled?: boolean; select?: (answer: PostEntitiesResponse) => Selected } = {},
) {
  const api = useEntitiesApi();
  return useQuery({
    queryKey: entityQueryKeys.ofPost(postId),
    queryFn: () => api.getPostEntities(postId),
    enabled: enabled && postId !== '',
    staleTime: ENTITY_CACHE_TTL_MS,
    select,
  });
}

// React Query bindings for the entity calls. Answers stay fresh for 60 s (spec section 9: tag and
// entity responses are cached 60 s), so screens that share a query (map, places, events all read
// the member's entities) make one call between them.
import { createContext, useContext } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Entity } from '@stash/shared';
import { entitiesApi, type EntitiesApi, type EntityListParams, type EntitySearchParams, type NearbyParams } from './entities';

export const ENTITY_STALE_TIME_MS = 60_000;

/** The entities API the hooks call; tests provide one built on a fake-fetch client. */
export const EntitiesApiContext = createContext<EntitiesApi>(entitiesApi);

export function useEntitiesApi(): EntitiesApi {
  return useContext(EntitiesApiContext);
}

export const entityQueryKeys = {
  all: ['entities'] as const,
  list: (params: EntityListParams) => ['entities', 'list', params] as const,
  allOf: (params: Omit<EntityListParams, 'cursor' | 'limit'>, maxItems: number | undefined) => ['entities', 'all', params, maxItems ?? null] as const,
  nearby: (params: NearbyParams | null) => ['entities', 'nearby', params] as const,
  detail: (id: string) => ['entities', 'detail', id] as const,
  types: () => ['entities', 'types'] as const,
  trending: (limit: number | undefined) => ['entities', 'trending', limit ?? null] as const,
  related: (id: string) => ['entities', 'related', id] as const,
  search: (params: EntitySearchParams) => ['entities', 'search', params] as const,
  ofPost: (postId: string) => ['entities', 'of-post', postId] as const,
};

const fresh = { staleTime: ENTITY_STALE_TIME_MS } as const;

export function useEntities(params: EntityListParams = {}) {
  const api = useEntitiesApi();
  return useQuery({ queryKey: entityQueryKeys.list(params), queryFn: () => api.listEntities(params), placeholderData: keepPreviousData, ...fresh });
}

/** Every entity of the member (up to maxItems, 2000 unless told), for map, places and events. */
export function useAllEntities(params: Omit<EntityListParams, 'cursor' | 'limit'> = {}, options: { maxItems?: number } = {}) {
  const api = useEntitiesApi();
  return useQuery({ queryKey: entityQueryKeys.allOf(params, options.maxItems), queryFn: () => api.listAllEntities(params, options), ...fresh });
}

/** Nearby entities; waits (no call) while `params` is null, e.g. before the browser gave a position. */
export function useNearbyEntities(params: NearbyParams | null) {
  const api = useEntitiesApi();
  return useQuery({
    queryKey: entityQueryKeys.nearby(params),
    queryFn: () => (params ? api.getNearbyEntities(params) : Promise.reject(new Error('No position'))),
    enabled: params !== null,
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
export function useSearchEntities(params: EntitySearchParams) {
  const api = useEntitiesApi();
  return useQuery({
    queryKey: entityQueryKeys.search(params),
    queryFn: () => api.searchEntities(params),
    enabled: params.q.trim() !== '',
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

/** The entities of one stash (the API keeps its own 5-minute per-stash cache behind this). */
export function usePostEntities(postId: string) {
  const api = useEntitiesApi();
  return useQuery({ queryKey: entityQueryKeys.ofPost(postId), queryFn: () => api.getPostEntities(postId), enabled: postId !== '', ...fresh });
}

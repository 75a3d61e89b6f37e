// TEMPORARY: the member's places, until api/entities-hooks.ts (listAllEntities, getNearbyEntities)
// lands; then this file goes and the screens call those.
import { entityNearbyResponseSchema, entityPageSchema, type Entity, type EntityNearbyResponse } from '@stash/shared';
import { apiClient } from '../../api/client';
import { parseResponse } from '../../api/parse-response';

export async function loadAllEntities(params: { sort?: string; q?: string; entity_type?: string }, { maxItems }: { maxItems: number }): Promise<Entity[]> {
  const entities: Entity[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100' });
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
    if (cursor) query.set('cursor', cursor);
    const page = parseResponse(entityPageSchema, await apiClient.get(`/entities?${query}`));
    entities.push(...page.entities);
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor && entities.length < maxItems);
  return entities.slice(0, maxItems);
}

export async function loadNearby(params: { lat: number; lng: number; radius_km: number; limit: number }): Promise<EntityNearbyResponse> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return parseResponse(entityNearbyResponseSchema, await apiClient.get(`/entities/nearby?${query}`));
}

// What an entity screen was handed in navigation state (lib/entity-path.ts makes the links).
import type { Entity } from '@stash/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The navigation state of an entity screen, read defensively: history state outlives deploys and
 * can be anything, so only an entity-looking object and an in-app path are taken.
 */
export function readNavigationState(state: unknown): { entity: Entity | null; from: string | null; backState: unknown } {
  if (!isRecord(state)) return { entity: null, from: null, backState: undefined };
  const entity = state.entity;
  const usable =
    isRecord(entity) &&
    typeof entity.entity_id === 'string' &&
    typeof entity.entity_name === 'string' &&
    typeof entity.entity_type === 'string' &&
    isRecord(entity.entity_data) &&
    isRecord(entity.entity_data.raw_data) &&
    isRecord(entity.entity_data.enrichment_data);
  const from = typeof state.from === 'string' && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : null;
  return { entity: usable ? (entity as unknown as Entity) : null, from, backState: from ? state.backState : undefined };
}

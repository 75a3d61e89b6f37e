// Where an entity leads and what it carries there (spec section 4): venues to /venue/{id}, events
// to /event/{id}, anything else to /entity/{id}, with the raw entity (shown at once) and the path
// to come back to in navigation state. The stash drawer keeps the same rule for its own list.
import type { Entity } from '@stash/shared';
import { displayTypeOf } from '../../lib/display-types';

export interface EntityNavigationState {
  entity: Entity;
  from: string;
  /**
   * The navigation state of the `from` page, given back to it by Back: an entity page opened from
   * another keeps that page's own way back, so Back, Back walks the chain instead of ending at home.
   */
  backState?: unknown;
}

const VENUE_TYPES = new Set(['LOCATION', 'RESTAURANT']);

export function entityPath(entity: Pick<Entity, 'entity_id' | 'entity_type' | 'routing_class'>): string {
  const id = encodeURIComponent(entity.entity_id);
  const type = displayTypeOf(entity);
  if (entity.routing_class === 'PhysicalVenue' || VENUE_TYPES.has(type)) return `/venue/${id}`;
  if (entity.routing_class === 'Eventish' || type === 'EVENT') return `/event/${id}`;
  return `/entity/${id}`;
}

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

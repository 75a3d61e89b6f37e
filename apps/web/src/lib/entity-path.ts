// Where an entity leads (spec section 4): venues to /venue/{id}, events to /event/{id}, anything
// else to /entity/{id}; the link carries the raw entity (so the screen can show it at once) and
// the address to come back to. One rule for the stash drawer, the map, places, events and the
// entity screens themselves.
import type { Entity } from '@stash/shared';
import { displayTypeOf } from './display-types';

/** Extractor kinds of places that have no display type of their own (they show as LOCATION). */
const VENUE_KINDS: ReadonlySet<string> = new Set(['venue', 'bar', 'cafe', 'shop', 'hotel', 'museum', 'park']);

export function entityPath(entity: Pick<Entity, 'entity_id' | 'entity_type' | 'routing_class'>): string {
  const id = encodeURIComponent(entity.entity_id);
  const type = displayTypeOf(entity);
  const kind = entity.entity_type.trim().toLowerCase();
  if (entity.routing_class === 'PhysicalVenue' || type === 'LOCATION' || type === 'RESTAURANT' || VENUE_KINDS.has(kind)) return `/venue/${id}`;
  if (entity.routing_class === 'Eventish' || type === 'EVENT') return `/event/${id}`;
  return `/entity/${id}`;
}

/** Navigation state of an entity screen. */
export interface EntityNavigationState {
  entity: Entity;
  from: string;
  /**
   * The navigation state of the `from` page, given back to it by Back: an entity page opened from
   * another keeps that page's own way back, so Back, Back walks the chain instead of ending at home.
   */
  backState?: unknown;
}

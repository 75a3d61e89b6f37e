// Where an entity in a stash leads (spec section 4): venues to /venue/{id}, events to /event/{id},
// anything else to /entity/{id}; plus the display type that picks its icon and label (section 3).
import type { LinkedEntity } from '@stash/shared';

const DISPLAY_TYPE_OF_ROUTING_CLASS: Readonly<Record<string, string>> = {
  PhysicalVenue: 'LOCATION',
  GeoArea: 'AREA',
  PersonOrgBrand: 'BRAND',
  Eventish: 'EVENT',
  CreativeWork: 'CREATIVE',
  Product: 'PRODUCT',
  Abstract: 'CONCEPT',
};

/** The routing class's display type; other values upper-cased (spec section 3). */
export function displayTypeOf(routingClass: string): string {
  return DISPLAY_TYPE_OF_ROUTING_CLASS[routingClass] ?? routingClass.toUpperCase();
}

/** Display types for an entity: its routing class's, and its own entity_type's (such as RESTAURANT). */
function displayTypesOf(entity: Pick<LinkedEntity, 'routing_class' | 'entity_type'>): Set<string> {
  const types = new Set<string>();
  if (entity.routing_class) types.add(displayTypeOf(entity.routing_class));
  if (entity.entity_type) types.add(entity.entity_type.toUpperCase());
  return types;
}

/** The display type to show: the specific entity_type when it has its own label, else the routing class's. */
const SPECIFIC_TYPES = new Set(['RESTAURANT', 'RECIPE', 'ACTIVITY', 'TIP', 'EVENT']);
export function entityDisplayType(entity: Pick<LinkedEntity, 'routing_class' | 'entity_type'>): string {
  const own = entity.entity_type.toUpperCase();
  if (SPECIFIC_TYPES.has(own)) return own;
  return entity.routing_class ? displayTypeOf(entity.routing_class) : own;
}

export function entityPath(entity: Pick<LinkedEntity, 'entity_id' | 'routing_class' | 'entity_type'>): string {
  const id = encodeURIComponent(entity.entity_id);
  const types = displayTypesOf(entity);
  if (entity.routing_class === 'PhysicalVenue' || types.has('LOCATION') || types.has('RESTAURANT')) return `/venue/${id}`;
  if (entity.routing_class === 'Eventish' || types.has('EVENT')) return `/event/${id}`;
  return `/entity/${id}`;
}

/** Navigation state for an entity screen: the raw entity (shown at once) and where to come back to. */
export interface EntityNavigationState {
  entity: LinkedEntity;
  from: string;
}

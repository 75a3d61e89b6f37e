// Building extracted entities in the schema's shape, and the final pass over them: one entity
// per name and kind (the richer one kept, gaps filled from the other), valid names only, at most
// the schema's maximum, the post's main things first.
import type { RoutingClass } from '@stash/shared';
import type { EntityTemplate } from '@stash/shared';
import { EXTRACTED_ENTITIES_MAX, extractedEntitySchema, type ExtractedEntity, type Temporal } from '../extraction';
import { nameKey } from './names';

export interface EntityFields {
  name: string;
  type: string;
  routing: RoutingClass;
  category?: string | null;
  location?: string | null;
  address?: string | null;
  businessHours?: string | null;
  price?: string | null;
  temporal?: Temporal | null;
  details?: Record<string, unknown>;
  template?: EntityTemplate | null;
}

const MAX_NAME = 200;

export function makeEntity(fields: EntityFields): ExtractedEntity {
  const name = fields.name.trim().slice(0, MAX_NAME);
  const details = Object.fromEntries(Object.entries(fields.details ?? {}).filter(([, value]) => value !== null && value !== undefined));
  return {
    entity_name: name,
    entity_type: fields.type.slice(0, 50),
    routing_class: fields.routing,
    raw_data: {
      name,
      category: fields.category ?? null,
      location: fields.location ?? null,
      address: fields.address ?? null,
      business_hours: fields.businessHours ?? null,
      price: fields.price ?? null,
      temporal: fields.temporal ?? null,
      details,
    },
    template: fields.template ?? null,
  };
}

/** Places of every kind (restaurant, bar, ...) count as one kind when matching names. */
function kindKey(entity: ExtractedEntity): string {
  return entity.routing_class === 'PhysicalVenue' ? 'venue' : `${entity.routing_class}:${entity.entity_type}`;
}

function fillGaps(kept: ExtractedEntity, other: ExtractedEntity): ExtractedEntity {
  const raw = { ...kept.raw_data };
  for (const key of ['category', 'location', 'address', 'business_hours', 'price'] as const) raw[key] ??= other.raw_data[key];
  raw.temporal ??= other.raw_data.temporal;
  raw.details = { ...other.raw_data.details, ...kept.raw_data.details };
  return { ...kept, raw_data: raw, template: kept.template ?? other.template };
}

/** One entity per normalised name and kind; the first keeps its place, later ones fill its gaps. */
export function dedupeEntities(entities: ExtractedEntity[]): ExtractedEntity[] {
  const byKey = new Map<string, number>();
  const result: ExtractedEntity[] = [];
  for (const entity of entities) {
    const key = `${kindKey(entity)}|${nameKey(entity.entity_name)}`;
    if (!nameKey(entity.entity_name)) continue;
    const at = byKey.get(key);
    if (at === undefined) {
      byKey.set(key, result.length);
      result.push(entity);
    } else {
      const kept = result[at];
      if (kept) result[at] = fillGaps(kept, entity);
    }
  }
  return result;
}

/** Entities that pass the schema, at most its maximum, in the order given. */
export function finaliseEntities(entities: ExtractedEntity[]): ExtractedEntity[] {
  return dedupeEntities(entities)
    .filter((entity) => extractedEntitySchema.safeParse(entity).success)
    .slice(0, EXTRACTED_ENTITIES_MAX);
}

// Writes an extracted entity into the member's stash. The same place saved from two posts is one
// entity linked to both: matched on the geocoder's place id, else on the same name and kind close
// enough on the map (or with no position to tell them apart). Merging fills what the stored entity
// lacks and keeps what it has.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { entities, type EntityData } from '../../db/schema';
import type { ExtractedEntity } from '../extract/extraction';
import type { GeocodeResult } from '../../providers/geocoder/geocoder';
import { insertEntity, mergeIntoEntity } from '../../modules/entities/entity-writes';

type EntityRow = typeof entities.$inferSelect;

/** Positions this exact count as "the same spot"; area-level positions are only "the same city". */
const PRECISE_MATCH_METRES = 1_000;
const AREA_MATCH_METRES = 30_000;
const PRECISE: ReadonlySet<string> = new Set(['point', 'street']);

export function enrichmentDataOf(place: GeocodeResult | null): Record<string, unknown> {
  if (!place) return {};
  return {
    formatted_address: place.formatted_address,
    formatted_name: place.formatted_name,
    rating: place.rating,
    phone_number: place.phone_number,
    website: place.website,
    google_maps_uri: place.google_maps_uri,
    place_id: place.place_id,
    types: place.types,
    status: place.status,
    city: place.city,
    country: place.country,
    precision: place.precision,
    source: place.source,
  };
}

function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function eventDay(data: EntityData | ExtractedEntity['raw_data']): string | null {
  const raw = 'raw_data' in data ? data.raw_data : data;
  const temporal = raw.temporal as { start?: unknown } | null | undefined;
  return typeof temporal?.start === 'string' ? temporal.start.slice(0, 10) : null;
}

function isSameThing(stored: EntityRow, entity: ExtractedEntity, place: GeocodeResult | null): boolean {
  if (entity.routing_class === 'Eventish') return eventDay(stored.entityData) === eventDay(entity.raw_data);
  if (!place || stored.latitude === null || stored.longitude === null) return true;
  const storedPrecision = String(stored.entityData.enrichment_data.precision ?? '');
  const bothPrecise = PRECISE.has(place.precision) && PRECISE.has(storedPrecision);
  const distance = metresBetween({ lat: stored.latitude, lng: stored.longitude }, { lat: place.latitude, lng: place.longitude });
  return distance <= (bothPrecise ? PRECISE_MATCH_METRES : AREA_MATCH_METRES);
}

/** Keeps every value already known; the new answer fills only the gaps. */
function fillGaps(stored: Record<string, unknown>, incoming: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(incoming)) {
    const current = merged[key];
    const empty = current === null || current === undefined || current === '' || (Array.isArray(current) && current.length === 0);
    if (empty) merged[key] = value;
    else if (isPlainObject(current) && isPlainObject(value)) merged[key] = fillGaps(current, value);
  }
  return merged;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function entityDataOf(entity: ExtractedEntity, place: GeocodeResult | null): EntityData {
  const details = entity.template ? { ...entity.raw_data.details, template: entity.template } : entity.raw_data.details;
  return {
    raw_data: { ...entity.raw_data, routing_class: entity.routing_class, details },
    enrichment_data: enrichmentDataOf(place),
  };
}

/** An entity to store, with the place the geocoder found for it (null when none). */
export interface EntityToStore {
  entity: ExtractedEntity;
  place: GeocodeResult | null;
}

/** A stored entity as matching reads it, with its name folded by the database. */
interface StoredEntity {
  row: EntityRow;
  folded: string;
}

/** The entity's id in the member's stash, new or matched. Call inside the organise transaction. */
export async function storeEntity(tx: Executor, userId: string, entity: ExtractedEntity, place: GeocodeResult | null): Promise<string> {
  const [id] = await storeEntities(tx, userId, [{ entity, place }]);
  return id!;
}

/**
 * The entities' ids in the member's stash, new or matched, in the order given: a later one may
 * match one stored by an earlier (a post naming a place twice). Call inside the organise
 * transaction. Every name is locked and every stored candidate read in one statement each, rather
 * than two per entity.
 */
export async function storeEntities(tx: Executor, userId: string, items: readonly EntityToStore[]): Promise<string[]> {
  if (items.length === 0) return [];
  const foldedNames = [...new Set(items.map(({ entity }) => entity.entity_name.trim().toLowerCase()))];
  // Two posts naming the same place at the same moment must not both decide it is new. The names
  // are locked in the order of their keys in every transaction, so two posts naming the same places
  // in other orders never wait on each other in a circle.
  await tx.execute(sql`
    SELECT pg_advisory_xact_lock(key)
    FROM (SELECT hashtextextended(${userId} || ':' || name, 0) AS key FROM jsonb_array_elements_text(${JSON.stringify(foldedNames)}::jsonb) AS name ORDER BY key) AS keys`);
  const placeKeys = items.flatMap(({ place }) => placeKeyOf(place) ?? []);
  const stored: StoredEntity[] = await tx
    .select({ row: entities, folded: sql<string>`lower(${entities.entityName}) COLLATE "C"` })
    .from(entities)
    .where(
      and(
        eq(entities.userId, userId),
        or(
          sql`lower(${entities.entityName}) COLLATE "C" IN (SELECT jsonb_array_elements_text(${JSON.stringify(foldedNames)}::jsonb))`,
          placeKeys.length > 0 ? inArray(entities.dedupeKey, placeKeys) : undefined,
        ),
      ),
    );

  const ids: string[] = [];
  for (const { entity, place } of items) {
    const name = entity.entity_name.trim();
    const data = entityDataOf(entity, place);
    const placeKey = placeKeyOf(place);
    const match =
      (placeKey ? stored.find(({ row }) => row.dedupeKey === placeKey) : undefined) ??
      stored.find(({ row, folded }) => folded === name.toLowerCase() && row.routingClass === entity.routing_class && isSameThing(row, entity, place));

    if (match) {
      const merged: EntityData = {
        raw_data: fillGaps(match.row.entityData.raw_data, data.raw_data),
        enrichment_data: fillGaps(match.row.entityData.enrichment_data, data.enrichment_data),
      };
      const placeFillsGap = match.row.latitude === null && place !== null;
      const merge = {
        entityData: merged,
        category: match.row.category ?? entity.raw_data.category,
        latitude: placeFillsGap ? place.latitude : match.row.latitude,
        longitude: placeFillsGap ? place.longitude : match.row.longitude,
      };
      await mergeIntoEntity(tx, match.row.id, merge);
      match.row = { ...match.row, ...merge };
      ids.push(match.row.id);
      continue;
    }

    const values = {
      userId,
      entityName: name,
      entityType: entity.entity_type,
      routingClass: entity.routing_class,
      category: entity.raw_data.category,
      dedupeKey: placeKey ?? `name:${entity.routing_class}:${name.toLowerCase()}:${randomUUID()}`,
      entityData: data,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      lastEnrichedAt: place ? new Date() : null,
    };
    const id = await insertEntity(tx, values);
    stored.push({ row: { ...values, id } as EntityRow, folded: name.toLowerCase() });
    ids.push(id);
  }
  return ids;
}

/** Only a business-level answer identifies one place; an area's id is shared by everything in it. */
function placeKeyOf(place: GeocodeResult | null): string | null {
  return place?.place_id && place.precision === 'point' ? `place:${place.place_id}` : null;
}

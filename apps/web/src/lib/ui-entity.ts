// The UI entity of spec section 3: one flat shape every entity screen reads, mapped once from the
// server's entity (entity_data.raw_data as extracted from the post, enrichment_data from the
// geocoder or places service). Enrichment wins where both say something, since it was looked up
// rather than read from a caption; raw_data.details fills what neither has.
import type { Entity } from '@stash/shared';
import { displayTypeOf } from './display-types';
import { isBareDate, toIsoDate } from './dates';

export interface UiEntityLocation {
  latitude: number | null;
  longitude: number | null;
  /** A street address: the enriched one, else as written. */
  address: string | null;
  /** Area words as written ('Williamsburg, Brooklyn'). */
  area: string | null;
}

export interface UiEntity {
  id: string;
  entity_id: string;
  name: string;
  /** Display type (EVENT, LOCATION, RESTAURANT, ... or another value upper-cased). */
  type: string;
  category: string | null;
  tags: string[];
  location: UiEntityLocation;
  /** Opening hours as written ('Tue-Sun 5pm-11pm'). */
  business_hours: string | null;
  rating: number | null;
  phone: string | null;
  website: string | null;
  price: string | null;
  description: string | null;
  /** When it starts, ISO 8601 UTC; null when it has no readable date. */
  dtstart: string | null;
  dtend: string | null;
  /** A date without a time (dtstart is then midnight UTC of that day). */
  all_day: boolean;
}

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(...values: unknown[]): string | null {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

function number(...values: unknown[]): number | null {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  }
  return null;
}

function strings(...values: unknown[]): string[] {
  for (const value of values) {
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
  }
  return [];
}

export interface EntityTiming {
  start: string | null;
  end: string | null;
  allDay: boolean;
}

/**
 * When an entity happens: raw_data.temporal (start, end, all_day) as the extractor wrote it, else
 * the enrichment's dates. Dates that cannot be read count as none.
 */
export function entityTiming(entity: Pick<Entity, 'entity_data'>): EntityTiming {
  const raw = entity.entity_data.raw_data;
  const enrichment = entity.entity_data.enrichment_data;
  const temporal = isData(raw.temporal) ? raw.temporal : {};
  const startText = text(temporal.start, enrichment.dtstart, enrichment.start_date, enrichment.start);
  const endText = text(temporal.end, enrichment.dtend, enrichment.end_date, enrichment.end);
  const start = toIsoDate(startText);
  const allDay = start !== null && (temporal.all_day === true || (startText !== null && isBareDate(startText)));
  return { start, end: start ? toIsoDate(endText) : null, allDay };
}

export function toUiEntity(entity: Entity): UiEntity {
  const raw = entity.entity_data.raw_data;
  const enrichment = entity.entity_data.enrichment_data;
  const details = isData(raw.details) ? raw.details : {};
  const timing = entityTiming(entity);
  return {
    id: entity.entity_id,
    entity_id: entity.entity_id,
    name: text(entity.entity_name, raw.name, enrichment.formatted_name) ?? 'Untitled',
    type: displayTypeOf(entity),
    category: text(entity.category, raw.category),
    tags: strings(raw.tags, details.tags),
    location: {
      latitude: entity.latitude,
      longitude: entity.longitude,
      address: text(enrichment.formatted_address, raw.address),
      area: text(raw.location),
    },
    business_hours: text(raw.business_hours, details.hours, details.business_hours),
    rating: number(enrichment.rating, details.rating),
    phone: text(enrichment.phone_number, details.phone),
    website: text(enrichment.website, details.website, enrichment.url),
    price: text(raw.price, details.price),
    description: text(enrichment.description, details.description, raw.description),
    dtstart: timing.start,
    dtend: timing.end,
    all_day: timing.allDay,
  };
}

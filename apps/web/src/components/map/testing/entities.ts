// Test helper: entities as the server sends them, with only what a test cares about spelled out.
import type { Entity } from '@stash/shared';

interface EntityOptions {
  type?: string;
  routingClass?: string | null;
  at?: [lat: number, lng: number] | null;
  location?: string;
  city?: string;
  address?: string;
  rating?: number;
}

export function makeEntity(id: string, name: string, { type = 'restaurant', routingClass = 'PhysicalVenue', at = null, location, city, address, rating }: EntityOptions = {}): Entity {
  const raw: Record<string, unknown> = { name, details: {} };
  if (location !== undefined) raw.location = location;
  const enrichment: Record<string, unknown> = {};
  if (city !== undefined) enrichment.city = city;
  if (address !== undefined) enrichment.formatted_address = address;
  if (rating !== undefined) enrichment.rating = rating;
  return {
    entity_id: id,
    entity_name: name,
    entity_type: type,
    routing_class: routingClass,
    category: null,
    entity_data: { raw_data: raw, enrichment_data: enrichment },
    latitude: at ? at[0] : null,
    longitude: at ? at[1] : null,
    created_at: '2026-05-01T12:00:00.000Z',
    updated_at: '2026-05-01T12:00:00.000Z',
  };
}

// TEMPORARY stand-in for lib/external-links.ts (route link for several stops) until it lands.
import type { Entity } from '@stash/shared';

/** Google Maps takes an origin, a destination and up to 9 waypoints in one directions link. */
const MAX_STOPS = 11;

function stopOf(entity: Entity): string | null {
  if (entity.latitude !== null && entity.longitude !== null) return `${entity.latitude},${entity.longitude}`;
  const { raw_data: raw, enrichment_data: enrichment } = entity.entity_data;
  const address = [enrichment.formatted_address, raw.address].find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof address === 'string' ? `${entity.entity_name}, ${address}` : null;
}

export function routeLinkOf(entities: readonly Entity[]): string | null {
  const stops = entities.map(stopOf).filter((stop): stop is string => stop !== null).slice(0, MAX_STOPS);
  if (stops.length < 2) return null;
  const params = new URLSearchParams({ api: '1', origin: stops[0]!, destination: stops[stops.length - 1]! });
  if (stops.length > 2) params.set('waypoints', stops.slice(1, -1).join('|'));
  return `https://www.google.com/maps/dir/?${params}`;
}

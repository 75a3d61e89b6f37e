// Saved places as the map and the places list see them, and which of them a map view shows. Kept
// free of Leaflet (it is in the map's lazy chunk only) so the list beside the map, the Places screen
// and the tests agree on one rule: a place is listed exactly when its marker is inside the view.
import type { Entity } from '@stash/shared';

export interface MapPlace {
  id: string;
  name: string;
  lat: number;
  lng: number;
  entity: Entity;
}

/** A map view as Leaflet reports it, in degrees. west > east means the view crosses the antimeridian. */
export interface ViewBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Entities with a usable position become places; the rest cannot be drawn and are left out. */
export function placesOf(entities: readonly Entity[]): MapPlace[] {
  const places: MapPlace[] = [];
  const seen = new Set<string>();
  for (const entity of entities) {
    const { latitude: lat, longitude: lng } = entity;
    if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || seen.has(entity.entity_id)) continue;
    seen.add(entity.entity_id);
    places.push({ id: entity.entity_id, name: entity.entity_name, lat, lng, entity });
  }
  return places;
}

/** Leaflet keeps longitudes of a panned world beyond ±180; bring them back to compare with places. */
function wrapLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

export function isInView(place: { lat: number; lng: number }, bounds: ViewBounds): boolean {
  if (place.lat < bounds.south || place.lat > bounds.north) return false;
  // A view wider than the world shows every longitude.
  if (bounds.east - bounds.west >= 360) return true;
  const west = wrapLongitude(bounds.west);
  const east = wrapLongitude(bounds.east);
  return west <= east ? place.lng >= west && place.lng <= east : place.lng >= west || place.lng <= east;
}

/** The places inside the view, in the order given; before the map has a view, all of them. */
export function visiblePlaces<T extends { lat: number; lng: number }>(places: readonly T[], bounds: ViewBounds | null): T[] {
  if (!bounds) return [...places];
  return places.filter((place) => isInView(place, bounds));
}

/** The smallest view holding every point, or null for none (the map then keeps its world view). */
export function boundsOfPoints(points: readonly { lat: number; lng: number }[]): ViewBounds | null {
  if (points.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { south, west, north, east };
}

/** `w,s,e,n` as in a `?bbox=` link (Places' "see on the map"); null when it is not four numbers in range. */
export function parseBoundsParam(value: string | null): ViewBounds | null {
  if (!value) return null;
  const parts = value.split(',').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [west, south, east, north] = parts as [number, number, number, number];
  if (south > north || Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180) return null;
  return { south, west, north, east };
}

export function boundsParam(bounds: ViewBounds): string {
  const round = (value: number) => Number(value.toFixed(5));
  return [bounds.west, bounds.south, bounds.east, bounds.north].map(round).join(',');
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The best address known: the geocoder's, else the words of the post. */
export function placeAddress(entity: Entity): string | null {
  const { raw_data: raw, enrichment_data: enrichment } = entity.entity_data;
  return textOf(enrichment.formatted_address) ?? textOf(raw.address) ?? textOf(raw.location);
}

/** A rating from 0 to 5 when one is known (the geocoder's, else one the post gave). */
export function placeRating(entity: Entity): number | null {
  const details = entity.entity_data.raw_data.details;
  const candidates = [entity.entity_data.enrichment_data.rating, typeof details === 'object' && details !== null ? (details as Record<string, unknown>).rating : null];
  for (const candidate of candidates) {
    const value = typeof candidate === 'string' ? Number.parseFloat(candidate) : candidate;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 5) return value;
  }
  return null;
}

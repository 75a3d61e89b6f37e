// The map's filters as one pure step, shared by the markers and the list so both always agree.
import type { MapPlace } from '../../components/map/map-places';

export interface PlaceFilter {
  /** Display types to keep; empty keeps every type. */
  types: ReadonlySet<string>;
  /** Entity ids of the chosen tag's stashes; null when no tag is chosen. */
  taggedEntityIds: ReadonlySet<string> | null;
}

export const NO_FILTER: PlaceFilter = { types: new Set(), taggedEntityIds: null };

export function filterPlaces<T extends MapPlace>(places: readonly T[], filter: PlaceFilter, typeOf: (place: T) => string): T[] {
  return places.filter(
    (place) =>
      (filter.types.size === 0 || filter.types.has(typeOf(place))) &&
      (filter.taggedEntityIds === null || filter.taggedEntityIds.has(place.id)),
  );
}

/** Each display type present with how many places have it, most common first (the type chips). */
export function typeCounts<T>(places: readonly T[], typeOf: (place: T) => string): Array<{ type: string; count: number }> {
  const counts = new Map<string, number>();
  for (const place of places) counts.set(typeOf(place), (counts.get(typeOf(place)) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

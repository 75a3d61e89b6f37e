// Places grouped by area for /places. The area is the most local one known: the neighbourhood the
// post named (raw_data.location reads like 'Williamsburg, Brooklyn': its first part), else the
// geocoder's city (enrichment_data.city), else the place has no known area.
import type { Entity } from '@stash/shared';

export const UNKNOWN_AREA = 'Somewhere else';

export interface AreaGroup {
  /** Lower-cased area name: the same area written differently is one group. */
  key: string;
  label: string;
  /** In the order given (most saved first when the list came sorted by popularity). */
  places: Entity[];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\s+/g, ' ') : null;
}

export function areaOf(entity: Entity): { key: string; label: string } {
  const { raw_data: raw, enrichment_data: enrichment } = entity.entity_data;
  const neighbourhood = text(text(raw.location)?.split(',')[0]);
  const city = text(enrichment.city);
  const name = neighbourhood ?? city;
  if (!name) return { key: '', label: UNKNOWN_AREA };
  // 'Williamsburg' alone is ambiguous across cities; the city tells which one.
  const label = neighbourhood && city && neighbourhood.toLowerCase() !== city.toLowerCase() ? `${neighbourhood}, ${city}` : name;
  return { key: label.toLowerCase(), label };
}

/**
 * Groups with the most places first; ties keep the order of their first place, so with a list
 * sorted by most saved the better-loved area leads. Places of no known area come last.
 */
export function groupByArea(entities: readonly Entity[]): AreaGroup[] {
  const groups = new Map<string, AreaGroup & { first: number }>();
  entities.forEach((entity, index) => {
    const { key, label } = areaOf(entity);
    const group = groups.get(key);
    if (group) group.places.push(entity);
    else groups.set(key, { key, label, places: [entity], first: index });
  });
  return [...groups.values()]
    .sort((a, b) => Number(a.key === '') - Number(b.key === '') || b.places.length - a.places.length || a.first - b.first)
    .map(({ key, label, places }) => ({ key, label, places }));
}

/** Matches the search box against name, address and area, any case. */
export function matchesSearch(entity: Entity, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { raw_data: raw, enrichment_data: enrichment } = entity.entity_data;
  const haystack = [entity.entity_name, text(enrichment.formatted_address), text(raw.address), text(raw.location), text(enrichment.city), entity.category]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

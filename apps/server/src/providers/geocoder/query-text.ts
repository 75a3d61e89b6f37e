// The words sent to a remote geocoder for one query. OpenStreetMap search finds an address better
// than a business name, so it gets the address when there is one; Google Places reads them all.
import type { GeocodeQuery } from './geocoder';
import { foldText } from './place-text';

/** Parts joined with commas, leaving out any part an earlier one already says. */
export function joinParts(parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const folded = foldText(text);
    if (kept.some((earlier) => foldText(earlier).includes(folded))) continue;
    kept.push(text);
  }
  return kept.join(', ');
}

/** What an area query asks: its location words, else its name. */
export function areaText(query: GeocodeQuery): string {
  return joinParts([query.location ?? query.name]);
}

export function osmQueryText(query: GeocodeQuery): string {
  if (query.kind === 'area') return areaText(query);
  return query.address ? joinParts([query.address, query.location]) : joinParts([query.name, query.location]);
}

export function placesQueryText(query: GeocodeQuery): string {
  return joinParts([query.name, query.address, query.location]);
}

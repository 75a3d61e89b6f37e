// Which extracted entities are looked up on the map, and with what words: venues by name, address
// and area; areas by their own name; events by where they happen.
import type { ExtractedEntity } from '../extract/extraction';
import type { GeocodeQuery } from '../../providers/geocoder/geocoder';

export function placeQueryFor(entity: ExtractedEntity): GeocodeQuery | null {
  const { raw_data: raw } = entity;
  switch (entity.routing_class) {
    case 'PhysicalVenue':
      return { kind: 'place', name: entity.entity_name, address: raw.address, location: raw.location };
    case 'GeoArea':
      return { kind: 'area', name: null, address: null, location: raw.location ? `${entity.entity_name}, ${raw.location}` : entity.entity_name };
    case 'Eventish': {
      const venue = typeof raw.details.venue === 'string' ? raw.details.venue : null;
      if (!venue && !raw.address && !raw.location) return null;
      return { kind: 'place', name: venue, address: raw.address, location: raw.location };
    }
    default:
      return null;
  }
}

/** One key per distinct question, so a post naming one area five times asks once. */
export function placeQueryKey(query: GeocodeQuery): string {
  return JSON.stringify([query.kind, query.name, query.address, query.location]);
}

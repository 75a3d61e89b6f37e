// The offline geocoder: answers from the bundled gazetteer at area precision (a neighbourhood, a
// city, a region, a country), never a single business. The same reading of a query's area words
// is the fallback of the remote geocoders.
import { countryNameFor, createGazetteer } from './gazetteer';
import type { GazetteerMatch, GeocodePrecision, GeocodeQuery, GeocodeResult, Gazetteer, Geocoder } from './geocoder';
import { foldText } from './place-text';
import { joinParts } from './query-text';

/** Google's words for the same kinds of area, so `types` reads alike whichever provider answered. */
const TYPES: Readonly<Record<GazetteerMatch['kind'], string>> = {
  neighborhood: 'neighborhood',
  city: 'locality',
  region: 'administrative_area_level_1',
  country: 'country',
};

/** The area a query's words name: its location (and address) for a venue, its location or name for an area. */
export function areaMatchFor(gazetteer: Gazetteer, query: GeocodeQuery): GazetteerMatch | null {
  // Address first, location after: 'Bedford Ave, Williamsburg' then 'Brooklyn' reads as one
  // place qualified by the next, the way lookup expects.
  const text = query.kind === 'area' ? joinParts([query.location ?? query.name]) : joinParts([query.address, query.location]);
  return text ? gazetteer.lookup(text) : null;
}

/** A gazetteer place as a geocode answer; `named` when the question was about the area itself. */
export function resultFromMatch(match: GazetteerMatch, named: boolean): GeocodeResult {
  const country = countryNameFor(match.countryCode);
  const city = match.kind === 'neighborhood' ? match.parent : match.kind === 'city' ? match.name : null;
  return {
    latitude: match.latitude,
    longitude: match.longitude,
    precision: match.kind satisfies GeocodePrecision,
    source: 'gazetteer',
    formatted_address: joinParts([match.name, match.kind === 'country' ? null : match.parent, country]),
    // For a venue, the area's name is not the venue's: leave it to whoever knows the venue.
    formatted_name: named ? match.name : null,
    place_id: placeIdOf(match),
    rating: null,
    phone_number: null,
    website: null,
    google_maps_uri: null,
    types: [TYPES[match.kind]],
    status: null,
    city,
    country,
  };
}

function placeIdOf(match: GazetteerMatch): string {
  const slug = (text: string) =>
    foldText(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const parts = ['gazetteer', match.kind, (match.countryCode ?? 'xx').toLowerCase()];
  if (match.kind === 'neighborhood' && match.parent) parts.push(slug(match.parent));
  parts.push(slug(match.name));
  return parts.join(':');
}

export function gazetteerGeocoder(gazetteer: Gazetteer = createGazetteer()): Geocoder {
  return {
    name: 'gazetteer',
    geocode(query) {
      const match = areaMatchFor(gazetteer, query);
      return Promise.resolve(match ? resultFromMatch(match, query.kind === 'area') : null);
    },
  };
}

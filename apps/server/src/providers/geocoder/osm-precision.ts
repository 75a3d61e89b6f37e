// How precise an OpenStreetMap result is, from the tags Nominatim and Photon report: a shop or a
// house is a point, a road a street, a suburb a neighbourhood, and so on.
import type { GeocodePrecision } from './geocoder';

const BY_TYPE: Readonly<Record<string, GeocodePrecision>> = {
  house: 'point',
  building: 'point',
  amenity: 'point',
  shop: 'point',
  tourism: 'point',
  leisure: 'point',
  office: 'point',
  craft: 'point',
  historic: 'point',
  man_made: 'point',
  club: 'point',
  healthcare: 'point',
  isolated_dwelling: 'point',
  road: 'street',
  street: 'street',
  highway: 'street',
  square: 'street',
  neighbourhood: 'neighborhood',
  neighborhood: 'neighborhood',
  suburb: 'neighborhood',
  quarter: 'neighborhood',
  city_district: 'neighborhood',
  district: 'neighborhood',
  borough: 'neighborhood',
  locality: 'neighborhood',
  city_block: 'neighborhood',
  city: 'city',
  town: 'city',
  village: 'city',
  hamlet: 'city',
  municipality: 'city',
  county: 'region',
  state: 'region',
  state_district: 'region',
  region: 'region',
  province: 'region',
  island: 'region',
  archipelago: 'region',
  country: 'country',
};

/** OSM keys whose every feature is one spot (a café, a museum), whatever its value. */
const POINT_KEYS = new Set(['amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'historic', 'building', 'man_made', 'club', 'healthcare', 'aeroway', 'railway', 'emergency', 'sport']);

/** Nominatim jsonv2: addresstype first (what the result is as an address), then category/type, then rank. */
export function nominatimPrecision(result: { addresstype?: string; category?: string; type?: string; place_rank?: number }): GeocodePrecision {
  const byAddressType = result.addresstype ? BY_TYPE[result.addresstype] : undefined;
  if (byAddressType) return byAddressType;
  if (result.category && POINT_KEYS.has(result.category)) return 'point';
  if (result.category === 'highway') return 'street';
  const byType = result.type ? BY_TYPE[result.type] : undefined;
  if (byType) return byType;
  return precisionOfRank(result.place_rank);
}

/** Photon: osm_key/osm_value say what the feature is; `type` says what it is as an address. */
export function photonPrecision(properties: { osm_key?: string; osm_value?: string; type?: string }): GeocodePrecision {
  const { osm_key: key, osm_value: value, type } = properties;
  if (key === 'place' && value && BY_TYPE[value]) return BY_TYPE[value];
  if (key && POINT_KEYS.has(key)) return 'point';
  if (key === 'highway') return value === 'bus_stop' ? 'point' : 'street';
  const byType = type ? BY_TYPE[type] : undefined;
  return byType ?? 'point';
}

/** Nominatim's address ranks: 30 a house, 26 a road, 20-22 a suburb, 16 a city, 8 a state, 4 a country. */
function precisionOfRank(rank: number | undefined): GeocodePrecision {
  if (rank === undefined) return 'point';
  if (rank >= 28) return 'point';
  if (rank >= 26) return 'street';
  if (rank >= 18) return 'neighborhood';
  if (rank >= 13) return 'city';
  if (rank >= 5) return 'region';
  return 'country';
}

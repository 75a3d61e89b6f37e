// Finding where a place is. The offline default is a bundled gazetteer (cities, neighbourhoods,
// countries); Nominatim or Photon, and Google Places when a key is set, stand behind the same
// interface.

export interface GeocodeQuery {
  /** The place's own name ('Joe's Pizza'); absent for an area. */
  name: string | null;
  /** A street address as written. */
  address: string | null;
  /** Area words as written ('Williamsburg, Brooklyn'). */
  location: string | null;
  /** A venue or an area: an area query never answers a single business. */
  kind: 'place' | 'area';
}

export type GeocodePrecision = 'point' | 'street' | 'neighborhood' | 'city' | 'region' | 'country';

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  precision: GeocodePrecision;
  /** Which provider answered: gazetteer, nominatim, photon or google_places. */
  source: string;
  /** The spec's enrichment_data fields, where the provider knows them. */
  formatted_address: string | null;
  formatted_name: string | null;
  place_id: string | null;
  rating: number | null;
  phone_number: string | null;
  website: string | null;
  google_maps_uri: string | null;
  types: string[];
  /** Business status (OPERATIONAL, CLOSED_TEMPORARILY, ...). */
  status: string | null;
  city: string | null;
  country: string | null;
}

export interface Geocoder {
  readonly name: string;
  /** Null when nothing matches; throws only for outages worth a retry. */
  geocode(query: GeocodeQuery): Promise<GeocodeResult | null>;
}

/** One place name found in free text by the gazetteer. */
export interface GazetteerMatch {
  /** As written in the text. */
  text: string;
  /** The gazetteer's own spelling. */
  name: string;
  kind: 'neighborhood' | 'city' | 'region' | 'country';
  /** For a neighbourhood, its city; for a city, its region or country. */
  parent: string | null;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  /** Where in the text it was found. */
  index: number;
}

export interface Gazetteer {
  /** Place names mentioned in the text, longest match first at each position, no overlaps. */
  findMentions(text: string): GazetteerMatch[];
  /** The best entry for a name ('Brooklyn', 'Paris, France'); null when unknown. */
  lookup(name: string): GazetteerMatch | null;
}

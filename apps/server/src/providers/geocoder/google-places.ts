// Google Places API (New) Text Search: POST /v1/places:searchText. Only the fields in the field mask
// are returned and billed; they are the spec's enrichment_data fields. Used for venues only (an
// area is the gazetteer's or OpenStreetMap's). The key travels in a header and is never logged or
// put in an error message.
import { z } from 'zod';
import { type CacheOptions, withCache } from './cached-geocoder';
import type { GeocoderStore } from './geocoder-store';
import { GeocoderRequestError } from './geocoder-errors';
import type { GeocodePrecision, GeocodeResult } from './geocoder';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, type FetchLike, requestJson } from './http-json';
import { placesQueryText } from './query-text';
import type { RemoteGeocoder } from './remote-geocoder';

const PROVIDER = 'google_places';

export const PLACES_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.rating',
  'places.nationalPhoneNumber',
  'places.websiteUri',
  'places.googleMapsUri',
  'places.types',
  'places.businessStatus',
].join(',');

/** Google caps a location-bias circle at 50 km. */
const MAX_BIAS_RADIUS_METRES = 50_000;

const googlePlace = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string(), languageCode: z.string().optional() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  rating: z.number().optional(),
  nationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  googleMapsUri: z.string().optional(),
  types: z.array(z.string()).optional(),
  businessStatus: z.string().optional(),
});

// An empty search answers {} with no `places` at all.
const searchAnswer = z.object({ places: z.array(googlePlace).optional() });

type GooglePlace = z.infer<typeof googlePlace>;

export interface GooglePlacesOptions {
  apiKey: string;
  /** https://places.googleapis.com, or a stand-in in tests. */
  origin: string;
  userAgent: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
  maxBytes?: number;
  cache?: CacheOptions | false;
  /** Answers shared with other processes (the database). */
  store?: GeocoderStore;
}

/** For a result that is not a business (an establishment is a point), the first of these types it has. */
const PRECISION_BY_TYPE: [type: string, precision: GeocodePrecision][] = [
  ['country', 'country'],
  ['administrative_area_level_1', 'region'],
  ['administrative_area_level_2', 'region'],
  ['locality', 'city'],
  ['postal_town', 'city'],
  ['sublocality', 'neighborhood'],
  ['sublocality_level_1', 'neighborhood'],
  ['neighborhood', 'neighborhood'],
  ['route', 'street'],
];

export function createGooglePlacesGeocoder(options: GooglePlacesOptions): RemoteGeocoder {
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = new URL(`${options.origin.replace(/\/+$/, '')}/v1/places:searchText`);

  const uncached: RemoteGeocoder = {
    name: PROVIDER,
    async geocode(query, hint) {
      if (query.kind !== 'place') return null;
      const textQuery = placesQueryText(query);
      if (!textQuery) return null;
      const request: Record<string, unknown> = { textQuery, maxResultCount: 1 };
      if (hint) {
        const radius = Math.min(Math.max(hint.radiusMetres, 1), MAX_BIAS_RADIUS_METRES);
        request.locationBias = { circle: { center: { latitude: hint.latitude, longitude: hint.longitude }, radius } };
      }
      const body = await requestJson({
        provider: PROVIDER,
        url: endpoint,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': options.userAgent,
          'x-goog-api-key': options.apiKey,
          'x-goog-fieldmask': PLACES_FIELD_MASK,
        },
        body: JSON.stringify(request),
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
        fetchImpl,
        followRedirects: false,
      });
      const parsed = searchAnswer.safeParse(body);
      if (!parsed.success) throw new GeocoderRequestError(PROVIDER, 'bad_response', 'the answer is not a Places search result', { retryable: false });
      const place = parsed.data.places?.find((candidate) => candidate.location !== undefined);
      return place ? resultOf(place) : null;
    },
  };
  return options.cache === false ? uncached : withCache(uncached, { ...options.cache, store: options.store });
}

function precisionOf(types: string[]): GeocodePrecision {
  if (types.includes('establishment') || types.includes('point_of_interest') || types.includes('street_address') || types.includes('premise')) return 'point';
  return PRECISION_BY_TYPE.find(([type]) => types.includes(type))?.[1] ?? 'point';
}

function resultOf(place: GooglePlace): GeocodeResult | null {
  if (!place.location) return null;
  const types = place.types ?? [];
  return {
    latitude: place.location.latitude,
    longitude: place.location.longitude,
    precision: precisionOf(types),
    source: PROVIDER,
    formatted_address: place.formattedAddress ?? null,
    formatted_name: place.displayName?.text ?? null,
    place_id: place.id,
    rating: place.rating ?? null,
    phone_number: place.nationalPhoneNumber ?? null,
    website: place.websiteUri ?? null,
    google_maps_uri: place.googleMapsUri ?? null,
    types,
    status: place.businessStatus ?? null,
    // Not in the field mask (address components cost more); filled from the gazetteer when known.
    city: null,
    country: null,
  };
}

// Nominatim (OpenStreetMap) search: /search?format=jsonv2, one result with its address parts. The
// public server allows one request per second from an application that names itself, and asks
// that answers be cached; both are built in here. Data © OpenStreetMap contributors (ODbL).
import { z } from 'zod';
import { withCache } from './cached-geocoder';
import { GeocoderRequestError } from './geocoder-errors';
import type { GeocodeQuery, GeocodeResult } from './geocoder';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, requestJson } from './http-json';
import { nominatimPrecision } from './osm-precision';
import { osmQueryText } from './query-text';
import { createRateLimiter } from './rate-limiter';
import type { RemoteGeocoder, RemoteGeocoderOptions } from './remote-geocoder';

const PROVIDER = 'nominatim';

const coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number());

const nominatimResult = z.object({
  place_id: z.number().optional(),
  osm_type: z.string().optional(),
  osm_id: z.number().optional(),
  lat: coordinate.pipe(z.number().min(-90).max(90)),
  lon: coordinate.pipe(z.number().min(-180).max(180)),
  category: z.string().optional(),
  type: z.string().optional(),
  place_rank: z.number().optional(),
  addresstype: z.string().optional(),
  name: z.string().nullish(),
  display_name: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});

const nominatimAnswer = z.array(nominatimResult);

type NominatimResult = z.infer<typeof nominatimResult>;

/** Where the settlement's name sits in Nominatim's address, most specific kind first. */
const SETTLEMENT_KEYS = ['city', 'town', 'village', 'municipality', 'hamlet'];

export function createNominatimGeocoder(options: RemoteGeocoderOptions): RemoteGeocoder {
  const intervalMs = options.minIntervalMs ?? 1_000;
  // A process that dies mid-request frees the service once its request would have timed out.
  const leaseMs = (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + intervalMs + 5_000;
  const limited = createRateLimiter(intervalMs, options.clock, options.store && { store: options.store, provider: PROVIDER, leaseMs });
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  const uncached: RemoteGeocoder = {
    name: PROVIDER,
    async geocode(query) {
      const text = osmQueryText(query);
      if (!text) return null;
      const url = new URL(`${base}/search`);
      url.search = new URLSearchParams({ format: 'jsonv2', q: text, limit: '1', addressdetails: '1' }).toString();
      const body = await limited(() =>
        requestJson({
          provider: PROVIDER,
          url,
          headers: { 'user-agent': options.userAgent, accept: 'application/json', 'accept-language': 'en' },
          timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
          fetchImpl,
        }),
      );
      const parsed = nominatimAnswer.safeParse(body);
      if (!parsed.success) throw new GeocoderRequestError(PROVIDER, 'bad_response', 'the answer is not a list of places', { retryable: false });
      const [first] = parsed.data;
      return first ? resultOf(first, query) : null;
    },
  };
  return options.cache === false ? uncached : withCache(uncached, { ...options.cache, store: options.store });
}

function resultOf(place: NominatimResult, query: GeocodeQuery): GeocodeResult | null {
  const precision = nominatimPrecision(place);
  // An area question answered with a single business means the area itself was not found.
  if (query.kind === 'area' && precision === 'point') return null;
  const address = place.address ?? {};
  const settlement = SETTLEMENT_KEYS.map((key) => address[key]).find((value) => value !== undefined);
  return {
    latitude: place.lat,
    longitude: place.lon,
    precision,
    source: PROVIDER,
    formatted_address: place.display_name ?? null,
    formatted_name: place.name ? place.name : null,
    place_id: place.osm_type && place.osm_id !== undefined ? `osm:${place.osm_type}:${place.osm_id}` : place.place_id !== undefined ? `nominatim:${place.place_id}` : null,
    rating: null,
    phone_number: null,
    website: null,
    google_maps_uri: null,
    types: place.type ? [place.type] : [],
    status: null,
    city: settlement ?? null,
    country: address.country ?? null,
  };
}

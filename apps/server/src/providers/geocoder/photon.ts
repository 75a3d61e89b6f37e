// Photon (komoot's OpenStreetMap search): /api?q=...&limit=1, answered as GeoJSON. Photon has no
// display name, so the address is put together from the feature's parts. Same courtesy as for
// Nominatim: one request per second at most, named, cached. Data © OpenStreetMap contributors.
import { z } from 'zod';
import { withCache } from './cached-geocoder';
import { GeocoderRequestError } from './geocoder-errors';
import type { GeocodeQuery, GeocodeResult } from './geocoder';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, requestJson } from './http-json';
import { photonPrecision } from './osm-precision';
import { joinParts, osmQueryText } from './query-text';
import { createRateLimiter } from './rate-limiter';
import type { RemoteGeocoder, RemoteGeocoderOptions } from './remote-geocoder';

const PROVIDER = 'photon';

const photonProperties = z.object({
  osm_id: z.number().optional(),
  osm_type: z.string().optional(),
  osm_key: z.string().optional(),
  osm_value: z.string().optional(),
  type: z.string().optional(),
  name: z.string().optional(),
  housenumber: z.string().optional(),
  street: z.string().optional(),
  locality: z.string().optional(),
  district: z.string().optional(),
  postcode: z.string().optional(),
  city: z.string().optional(),
  county: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  countrycode: z.string().optional(),
});

const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number()) }),
  properties: photonProperties,
});

const photonAnswer = z.object({ features: z.array(photonFeature) });

type PhotonProperties = z.infer<typeof photonProperties>;

const OSM_TYPES: Readonly<Record<string, string>> = { N: 'node', W: 'way', R: 'relation' };
/** Countries that write the house number before the street. */
const NUMBER_FIRST = new Set(['US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'FR', 'IN', 'ZA', 'SG', 'PH', 'MY', 'IL', 'LU']);

export function createPhotonGeocoder(options: RemoteGeocoderOptions): RemoteGeocoder {
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
      const url = new URL(`${base}/api`);
      url.search = new URLSearchParams({ q: text, limit: '1' }).toString();
      const body = await limited(() =>
        requestJson({
          provider: PROVIDER,
          url,
          headers: { 'user-agent': options.userAgent, accept: 'application/json' },
          timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
          fetchImpl,
        }),
      );
      const parsed = photonAnswer.safeParse(body);
      if (!parsed.success) throw new GeocoderRequestError(PROVIDER, 'bad_response', 'the answer is not a GeoJSON feature collection', { retryable: false });
      const [first] = parsed.data.features;
      return first ? resultOf(first.geometry.coordinates[1], first.geometry.coordinates[0], first.properties, query) : null;
    },
  };
  return options.cache === false ? uncached : withCache(uncached, { ...options.cache, store: options.store });
}

function resultOf(latitude: number, longitude: number, properties: PhotonProperties, query: GeocodeQuery): GeocodeResult | null {
  const precision = photonPrecision(properties);
  if (query.kind === 'area' && precision === 'point') return null;
  const osmType = properties.osm_type ? (OSM_TYPES[properties.osm_type] ?? properties.osm_type.toLowerCase()) : null;
  const city = properties.city ?? (precision === 'city' ? properties.name : undefined);
  return {
    latitude,
    longitude,
    precision,
    source: PROVIDER,
    formatted_address: addressOf(properties) || null,
    formatted_name: properties.name ?? null,
    place_id: osmType && properties.osm_id !== undefined ? `osm:${osmType}:${properties.osm_id}` : null,
    rating: null,
    phone_number: null,
    website: null,
    google_maps_uri: null,
    types: properties.osm_value ? [properties.osm_value] : [],
    status: null,
    city: city ?? null,
    country: properties.country ?? null,
  };
}

function addressOf(properties: PhotonProperties): string {
  const { housenumber: number, street } = properties;
  const numberFirst = NUMBER_FIRST.has((properties.countrycode ?? '').toUpperCase());
  const streetLine = street ? (number ? (numberFirst ? `${number} ${street}` : `${street} ${number}`) : street) : null;
  const cityLine = joinParts([properties.postcode, properties.city]).replace(', ', ' ');
  return joinParts([properties.name, streetLine, properties.district ?? properties.locality, cityLine, properties.state, properties.country]);
}

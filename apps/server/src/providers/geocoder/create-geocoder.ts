// The geocoder the ingest pipeline uses, chosen by configuration. A venue goes to Google Places when
// a key is set, then to Nominatim or Photon when configured; an area goes to the gazetteer first
// and to OpenStreetMap only when the gazetteer does not know it. The gazetteer's reading of the
// area words is always the fallback, so an outage degrades a venue to its neighbourhood instead of
// failing; only with nothing to fall back to does a retryable outage surface as an error.
import type { IngestConfig } from '../../config';
import type { CacheOptions } from './cached-geocoder';
import type { GeocoderStore } from './geocoder-store';
import { createGazetteer } from './gazetteer';
import { areaMatchFor, resultFromMatch } from './gazetteer-geocoder';
import { GeocoderRequestError } from './geocoder-errors';
import type { GazetteerMatch, GeocodePrecision, GeocodeQuery, GeocodeResult, Gazetteer, Geocoder } from './geocoder';
import { createGooglePlacesGeocoder } from './google-places';
import type { FetchLike } from './http-json';
import { createNominatimGeocoder } from './nominatim';
import { createPhotonGeocoder } from './photon';
import { kilometresBetween } from './distance';
import type { Clock } from './rate-limiter';
import type { AreaHint, RemoteGeocoder, RemoteGeocoderOptions } from './remote-geocoder';

export interface CreateGeocoderOptions {
  /** Identifies us to OpenStreetMap services: 'Stash/0.1 (+https://stash.example)'. */
  userAgent: string;
  /** Default: the bundled gazetteer. */
  gazetteer?: Gazetteer;
  fetchImpl?: FetchLike;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Spacing of OpenStreetMap requests. Default 1000 ms. */
  minIntervalMs?: number;
  clock?: Clock;
  cache?: CacheOptions | false;
  /** Answers and the services' turns shared by every process (the database); unset: this process only. */
  store?: GeocoderStore;
  /** Told of every remote failure, also those the fallback covered (for logs; carries no key). */
  onError?: (error: GeocoderRequestError) => void;
}

const PRECISION_ORDER: Readonly<Record<GeocodePrecision, number>> = { country: 0, region: 1, city: 2, neighborhood: 3, street: 4, point: 5 };

/** How far a remote answer may lie from the area the post names before we stop believing it. */
const PLAUSIBLE_KILOMETRES: Partial<Record<GazetteerMatch['kind'], number>> = { neighborhood: 25, city: 75 };

/** Radius of the search bias around a known area, for Google. */
const BIAS_METRES: Partial<Record<GazetteerMatch['kind'], number>> = { neighborhood: 3_000, city: 20_000, region: 50_000 };

/** The User-Agent OpenStreetMap services require: names the application and where to reach it. */
export function geocoderUserAgent(publicUrl: string): string {
  return `Stash/0.1 (+${publicUrl})`;
}

export function createGeocoder(config: IngestConfig['geocoder'], options: CreateGeocoderOptions): Geocoder {
  const gazetteer = options.gazetteer ?? createGazetteer();
  const remoteOptions = (baseUrl: string): RemoteGeocoderOptions => ({
    baseUrl,
    userAgent: options.userAgent,
    fetchImpl: options.fetchImpl,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    minIntervalMs: options.minIntervalMs,
    clock: options.clock,
    cache: options.cache,
    store: options.store,
  });
  const google = config.googlePlacesApiKey
    ? createGooglePlacesGeocoder({
        apiKey: config.googlePlacesApiKey,
        origin: config.googlePlacesOrigin,
        userAgent: options.userAgent,
        fetchImpl: options.fetchImpl,
        timeoutMs: options.timeoutMs,
        maxBytes: options.maxBytes,
        cache: options.cache,
        store: options.store,
      })
    : null;
  const openStreetMap =
    config.provider === 'nominatim'
      ? createNominatimGeocoder(remoteOptions(config.nominatimUrl))
      : config.provider === 'photon'
        ? createPhotonGeocoder(remoteOptions(config.photonUrl))
        : null;
  const name = [google?.name, openStreetMap?.name, 'gazetteer'].filter(Boolean).join('+');

  async function geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
    const area = areaMatchFor(gazetteer, query);
    // A "venue" with neither a name nor an address is only its area.
    const isVenue = query.kind === 'place' && Boolean(query.name?.trim() || query.address?.trim());
    const remotes: RemoteGeocoder[] = [];
    if (isVenue && google) remotes.push(google);
    // OpenStreetMap is asked about an area only when the gazetteer does not know it.
    if (openStreetMap && (isVenue || !area)) remotes.push(openStreetMap);

    const fallback = area ? resultFromMatch(area, !isVenue) : null;
    let outage: GeocoderRequestError | null = null;
    for (const remote of remotes) {
      try {
        const answer = await remote.geocode(query, hintOf(area));
        if (answer && believable(answer, area)) return withAreaDetails(answer, area, fallback);
      } catch (error) {
        if (!(error instanceof GeocoderRequestError)) throw error;
        options.onError?.(error);
        if (error.retryable) outage ??= error;
      }
    }
    if (fallback) return fallback;
    if (outage) throw outage;
    return null;
  }

  return { name, geocode };
}

function hintOf(area: GazetteerMatch | null): AreaHint | undefined {
  const radius = area ? BIAS_METRES[area.kind] : undefined;
  return area && radius ? { latitude: area.latitude, longitude: area.longitude, radiusMetres: radius } : undefined;
}

/** A remote answer counts when it is finer than what the gazetteer knows and lies in that area. */
function believable(answer: GeocodeResult, area: GazetteerMatch | null): boolean {
  if (!area) return true;
  if (PRECISION_ORDER[answer.precision] <= PRECISION_ORDER[area.kind]) return false;
  const limit = PLAUSIBLE_KILOMETRES[area.kind];
  return limit === undefined || kilometresBetween(answer, area) <= limit;
}

function withAreaDetails(answer: GeocodeResult, area: GazetteerMatch | null, fallback: GeocodeResult | null): GeocodeResult {
  if (!area || !fallback) return { ...answer };
  return { ...answer, city: answer.city ?? fallback.city, country: answer.country ?? fallback.country };
}

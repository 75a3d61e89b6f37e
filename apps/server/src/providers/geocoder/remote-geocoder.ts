// What the remote geocoders (Nominatim, Photon, Google Places) share: an optional hint of where the
// place probably is (from the gazetteer), and the options every one of them takes.
import type { CacheOptions } from './cached-geocoder';
import type { GeocodeQuery, GeocodeResult, Geocoder } from './geocoder';
import type { GeocoderStore } from './geocoder-store';
import type { FetchLike } from './http-json';
import type { Clock } from './rate-limiter';

/** The area a place is known to lie in, for services that can bias their search. */
export interface AreaHint {
  latitude: number;
  longitude: number;
  radiusMetres: number;
}

export interface RemoteGeocoder extends Geocoder {
  geocode(query: GeocodeQuery, hint?: AreaHint): Promise<GeocodeResult | null>;
}

export interface RemoteGeocoderOptions {
  /** The service's origin, e.g. https://nominatim.openstreetmap.org. */
  baseUrl: string;
  /** Identifies us to the service: 'Stash/0.1 (+https://stash.example)'. */
  userAgent: string;
  fetchImpl?: FetchLike;
  /** Deadline for one request, body included. Default 10 s. */
  timeoutMs?: number;
  /** Cap on one answer. Default 1 MiB. */
  maxBytes?: number;
  /** Minimum spacing between request starts. Default 1000 ms (Nominatim's policy). */
  minIntervalMs?: number;
  clock?: Clock;
  /** Answers kept in memory; false turns the cache off. */
  cache?: CacheOptions | false;
  /** Answers and the service's turn shared with other processes (the database); unset: this process only. */
  store?: GeocoderStore;
}

// Remembers a remote geocoder's answers, found and not found, so the same question is asked once
// (services are rate limited and some are paid). Identical questions in flight share one request.
// Failures are not remembered: they are worth asking again. Given a store, the answers are shared
// with every other process through the database.
import { LRUCache } from 'lru-cache';
import type { GeocodeQuery, GeocodeResult } from './geocoder';
import type { GeocoderStore } from './geocoder-store';
import { foldText } from './place-text';
import type { AreaHint, RemoteGeocoder } from './remote-geocoder';

export interface CacheOptions {
  /** Questions remembered. Default 5,000. */
  max?: number;
  /** How long an answer is kept. Default 7 days. */
  ttlMs?: number;
  /** How long "nothing found" is kept. Default 1 day: places open, and data gets fixed. */
  negativeTtlMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface Remembered {
  result: GeocodeResult | null;
}

export function cacheKeyOf(query: GeocodeQuery, hint?: AreaHint): string {
  const clean = (value: string | null) => (value ? foldText(value).replace(/\s+/g, ' ').trim() : null);
  const near = hint ? [hint.latitude.toFixed(3), hint.longitude.toFixed(3), Math.round(hint.radiusMetres)] : null;
  return JSON.stringify([query.kind, clean(query.name), clean(query.address), clean(query.location), near]);
}

/**
 * With a `store`, answers are kept there too (the database: shared by every process, same expiry),
 * and this process's memory is the first place looked. A store that cannot be reached is passed
 * over: the answer is asked for (and remembered here) as without one.
 */
export function withCache(inner: RemoteGeocoder, options: CacheOptions & { store?: GeocoderStore } = {}): RemoteGeocoder {
  const ttl = options.ttlMs ?? 7 * DAY_MS;
  const negativeTtl = options.negativeTtlMs ?? DAY_MS;
  const cache = new LRUCache<string, Remembered>({ max: options.max ?? 5_000, ttl });
  const inFlight = new Map<string, Promise<GeocodeResult | null>>();
  const store = options.store;

  async function ask(key: string, query: GeocodeQuery, hint: AreaHint | undefined): Promise<GeocodeResult | null> {
    const kept = store ? await store.readAnswer(inner.name, key).catch(() => undefined) : undefined;
    if (kept) {
      // Kept here no longer than it is kept there.
      if (kept.expiresInMs >= 1) cache.set(key, { result: kept.result }, { ttl: Math.floor(kept.expiresInMs) });
      return kept.result;
    }
    const result = await inner.geocode(query, hint);
    const keepFor = result ? ttl : negativeTtl;
    cache.set(key, { result }, { ttl: keepFor });
    await store?.writeAnswer(inner.name, key, result, keepFor).catch(() => undefined);
    return result;
  }

  return {
    name: inner.name,
    geocode(query, hint) {
      const key = cacheKeyOf(query, hint);
      const remembered = cache.get(key);
      if (remembered) return Promise.resolve(remembered.result);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const asked = ask(key, query, hint).finally(() => inFlight.delete(key));
      inFlight.set(key, asked);
      return asked;
    },
  };
}

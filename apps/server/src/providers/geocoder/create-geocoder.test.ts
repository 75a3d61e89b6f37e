import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IngestConfig } from '../../config';
import { createGeocoder } from './create-geocoder';
import { gazetteerGeocoder } from './gazetteer-geocoder';
import { GeocoderRequestError } from './geocoder-errors';
import { type FixtureHandler, type FixtureServer, sendJson, startFixtureServer } from './test-fixtures/fixture-server';

const USER_AGENT = 'Stash/0.1 (+https://stash.test)';
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8'));

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: FixtureHandler) {
  server = await startFixtureServer(handler);
  return server;
}

function config(overrides: Partial<IngestConfig['geocoder']> = {}): IngestConfig['geocoder'] {
  return {
    provider: 'gazetteer',
    nominatimUrl: 'http://127.0.0.1:9',
    photonUrl: 'http://127.0.0.1:9',
    googlePlacesApiKey: undefined,
    googlePlacesOrigin: 'http://127.0.0.1:9',
    ...overrides,
  };
}

const ramenInWilliamsburg = { kind: 'place', name: 'Okonomi', address: null, location: 'Williamsburg, Brooklyn' } as const;

describe('gazetteerGeocoder', () => {
  it('answers a venue with its neighbourhood and an area with itself', async () => {
    const geocoder = gazetteerGeocoder();
    expect(await geocoder.geocode(ramenInWilliamsburg)).toMatchObject({
      precision: 'neighborhood',
      source: 'gazetteer',
      latitude: 40.7081,
      longitude: -73.9571,
      formatted_name: null,
      formatted_address: 'Williamsburg, New York, United States',
      place_id: 'gazetteer:neighborhood:us:new-york:williamsburg',
      types: ['neighborhood'],
      city: 'New York',
      country: 'United States',
    });
    expect(await geocoder.geocode({ kind: 'area', name: null, address: null, location: 'Paris, France' })).toMatchObject({
      precision: 'city',
      formatted_name: 'Paris',
      city: 'Paris',
      country: 'France',
      types: ['locality'],
    });
    expect(await geocoder.geocode({ kind: 'place', name: 'Somewhere', address: null, location: null })).toBeNull();
  });

  it('reads the area out of an address', async () => {
    const result = await gazetteerGeocoder().geocode({ kind: 'place', name: 'Cafe', address: '120 Bedford Ave, Williamsburg', location: 'Brooklyn' });
    expect(result).toMatchObject({ precision: 'neighborhood', formatted_address: 'Williamsburg, New York, United States' });
  });
});

describe('createGeocoder', () => {
  it('is offline by default', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const geocoder = createGeocoder(config(), { userAgent: USER_AGENT, fetchImpl });
    expect(geocoder.name).toBe('gazetteer');
    expect(await geocoder.geocode(ramenInWilliamsburg)).toMatchObject({ precision: 'neighborhood', source: 'gazetteer' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks Google Places about a venue when a key is set, biased to the area, and fills city and country', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 200, fixture('google-joes-pizza.json')));
    const geocoder = createGeocoder(config({ googlePlacesApiKey: 'key', googlePlacesOrigin: fixtureServer.origin }), { userAgent: USER_AGENT });
    expect(geocoder.name).toBe('google_places+gazetteer');

    const result = await geocoder.geocode({ kind: 'place', name: "Joe's Pizza", address: '7 Carmine St', location: 'New York' });

    expect(result).toMatchObject({ source: 'google_places', precision: 'point', place_id: 'ChIJ8Q2WSpJZwokRQz-bYYgEskM', city: 'New York', country: 'United States' });
    expect(JSON.parse(fixtureServer.requests[0]!.body)).toMatchObject({ locationBias: { circle: { radius: 20_000 } } });
  });

  it('leaves areas to the gazetteer even with a key', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 200, fixture('google-joes-pizza.json')));
    const geocoder = createGeocoder(config({ googlePlacesApiKey: 'key', googlePlacesOrigin: fixtureServer.origin }), { userAgent: USER_AGENT });
    expect(await geocoder.geocode({ kind: 'area', name: null, address: null, location: 'Shibuya, Tokyo' })).toMatchObject({ source: 'gazetteer', precision: 'neighborhood' });
    expect(fixtureServer.requests).toHaveLength(0);
  });

  it('asks Nominatim about a venue and about an area the gazetteer does not know', async () => {
    const fixtureServer = await serve((request, response) =>
      sendJson(response, 200, request.url.searchParams.get('q') === 'Greenpoint Avenue Pier' ? fixture('nominatim-suburb.json') : fixture('nominatim-joes-pizza.json')),
    );
    const geocoder = createGeocoder(config({ provider: 'nominatim', nominatimUrl: fixtureServer.origin }), { userAgent: USER_AGENT, minIntervalMs: 0 });
    expect(geocoder.name).toBe('nominatim+gazetteer');

    expect(await geocoder.geocode({ kind: 'place', name: "Joe's Pizza", address: '7 Carmine St', location: 'New York' })).toMatchObject({ source: 'nominatim', precision: 'point' });
    expect(await geocoder.geocode({ kind: 'area', name: null, address: null, location: 'Le Marais' })).toMatchObject({ source: 'gazetteer' });
    expect(await geocoder.geocode({ kind: 'area', name: null, address: null, location: 'Greenpoint Avenue Pier' })).toMatchObject({ source: 'nominatim', precision: 'neighborhood' });
    expect(fixtureServer.requests.map((request) => request.url.searchParams.get('q'))).toEqual(['7 Carmine St, New York', 'Greenpoint Avenue Pier']);
    for (const request of fixtureServer.requests) expect(request.headers['user-agent']).toBe(USER_AGENT);
  });

  it('uses Photon when configured', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 200, fixture('photon-restaurant.json')));
    const geocoder = createGeocoder(config({ provider: 'photon', photonUrl: fixtureServer.origin }), { userAgent: USER_AGENT });
    expect(await geocoder.geocode({ kind: 'place', name: 'Cookies Cream', address: null, location: 'Berlin' })).toMatchObject({ source: 'photon', city: 'Berlin' });
  });

  it('does not believe a remote answer far from the area the post names', async () => {
    // Asked about a Williamsburg venue, the service answers a namesake 40 km away in Westchester:
    // the neighbourhood it is.
    const fixtureServer = await serve((_request, response) =>
      sendJson(response, 200, { places: [{ id: 'far', location: { latitude: 41.05, longitude: -73.75 }, types: ['restaurant', 'establishment'] }] }),
    );
    const geocoder = createGeocoder(config({ googlePlacesApiKey: 'key', googlePlacesOrigin: fixtureServer.origin }), { userAgent: USER_AGENT });
    expect(await geocoder.geocode(ramenInWilliamsburg)).toMatchObject({ source: 'gazetteer', precision: 'neighborhood' });
  });

  it('falls back to the gazetteer when the service times out', async () => {
    const fixtureServer = await serve(() => undefined);
    const errors: GeocoderRequestError[] = [];
    const geocoder = createGeocoder(config({ provider: 'nominatim', nominatimUrl: fixtureServer.origin }), {
      userAgent: USER_AGENT,
      timeoutMs: 200,
      onError: (error) => errors.push(error),
    });
    expect(await geocoder.geocode(ramenInWilliamsburg)).toMatchObject({ source: 'gazetteer', precision: 'neighborhood', latitude: 40.7081 });
    expect(errors.map((error) => error.kind)).toEqual(['timeout']);
  });

  it('falls back to the gazetteer on a 5xx, and throws a retryable error only with nothing to fall back to', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 502, { error: 'bad gateway' }));
    const geocoder = createGeocoder(config({ provider: 'nominatim', nominatimUrl: fixtureServer.origin }), { userAgent: USER_AGENT, minIntervalMs: 0 });

    expect(await geocoder.geocode(ramenInWilliamsburg)).toMatchObject({ source: 'gazetteer', precision: 'neighborhood' });
    const failure = await geocoder.geocode({ kind: 'place', name: 'Mystery Bar', address: null, location: null }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GeocoderRequestError);
    expect(failure).toMatchObject({ retryable: true, status: 502 });
  });

  it('treats a rejected key as no answer rather than an outage', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 403, { error: { code: 403, status: 'PERMISSION_DENIED' } }));
    const errors: GeocoderRequestError[] = [];
    const geocoder = createGeocoder(config({ googlePlacesApiKey: 'key', googlePlacesOrigin: fixtureServer.origin }), {
      userAgent: USER_AGENT,
      onError: (error) => errors.push(error),
    });
    expect(await geocoder.geocode({ kind: 'place', name: 'Mystery Bar', address: null, location: null })).toBeNull();
    expect(await geocoder.geocode(ramenInWilliamsburg)).toMatchObject({ source: 'gazetteer' });
    expect(errors.map((error) => error.retryable)).toEqual([false, false]);
  });
});

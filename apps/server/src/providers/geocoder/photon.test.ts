import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createPhotonGeocoder } from './photon';
import type { Clock } from './rate-limiter';
import { type FixtureServer, sendJson, startFixtureServer } from './test-fixtures/fixture-server';

const USER_AGENT = 'Stash/0.1 (+https://stash.test)';
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8'));

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('Photon geocoder', () => {
  it('asks /api with an identifying User-Agent and maps the GeoJSON feature', async () => {
    server = await startFixtureServer((_request, response) => sendJson(response, 200, fixture('photon-restaurant.json')));
    const geocoder = createPhotonGeocoder({ baseUrl: server.origin, userAgent: USER_AGENT });

    const result = await geocoder.geocode({ kind: 'place', name: 'Cookies Cream', address: null, location: 'Mitte, Berlin' });

    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/api');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ q: 'Cookies Cream, Mitte, Berlin', limit: '1' });
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
    expect(result).toEqual({
      latitude: 52.5163351,
      longitude: 13.3881578,
      precision: 'point',
      source: 'photon',
      formatted_address: 'Cookies Cream, Behrenstraße 55, Mitte, 10117 Berlin, Germany',
      formatted_name: 'Cookies Cream',
      place_id: 'osm:node:2393867410',
      rating: null,
      phone_number: null,
      website: null,
      google_maps_uri: null,
      types: ['restaurant'],
      status: null,
      city: 'Berlin',
      country: 'Germany',
    });
  });

  it('reads a city feature at city precision', async () => {
    server = await startFixtureServer((_request, response) => sendJson(response, 200, fixture('photon-city.json')));
    const geocoder = createPhotonGeocoder({ baseUrl: server.origin, userAgent: USER_AGENT });
    const result = await geocoder.geocode({ kind: 'area', name: null, address: null, location: 'Porto' });
    expect(result).toMatchObject({ precision: 'city', place_id: 'osm:relation:1321026', city: 'Porto', country: 'Portugal' });
  });

  it('waits its turn on the injected clock and asks a cached question once', async () => {
    server = await startFixtureServer((_request, response) => sendJson(response, 200, { type: 'FeatureCollection', features: [] }));
    let now = 0;
    const sleeps: number[] = [];
    const clock: Clock = {
      now: () => now,
      sleep: async (milliseconds) => {
        sleeps.push(milliseconds);
        now += milliseconds;
      },
    };
    const geocoder = createPhotonGeocoder({ baseUrl: server.origin, userAgent: USER_AGENT, clock });
    const ask = (name: string) => geocoder.geocode({ kind: 'place', name, address: null, location: null });

    expect(await ask('Alpha')).toBeNull();
    expect(await ask('Beta')).toBeNull();
    expect(await ask('Alpha')).toBeNull();

    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([1_000]);
  });
});

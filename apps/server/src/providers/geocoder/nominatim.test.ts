import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { GeocoderRequestError } from './geocoder-errors';
import { createNominatimGeocoder } from './nominatim';
import { type FixtureHandler, type FixtureServer, sendJson, startFixtureServer } from './test-fixtures/fixture-server';

const USER_AGENT = 'Stash/0.1 (+https://stash.test)';
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8'));
const joesPizza = fixture('nominatim-joes-pizza.json');
const suburb = fixture('nominatim-suburb.json');

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: FixtureHandler) {
  server = await startFixtureServer(handler);
  return server;
}

const venue = { kind: 'place', name: "Joe's Pizza", address: '7 Carmine St', location: 'New York' } as const;

describe('Nominatim geocoder', () => {
  it('asks /search in jsonv2 with an identifying User-Agent and maps the answer', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 200, joesPizza));
    const geocoder = createNominatimGeocoder({ baseUrl: `${fixtureServer.origin}/`, userAgent: USER_AGENT });

    const result = await geocoder.geocode(venue);

    const [request] = fixtureServer.requests;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ format: 'jsonv2', q: '7 Carmine St, New York', limit: '1', addressdetails: '1' });
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
    expect(result).toEqual({
      latitude: 40.7305836,
      longitude: -74.0021654,
      precision: 'point',
      source: 'nominatim',
      formatted_address:
        "Joe's Pizza, 7, Carmine Street, Greenwich Village, Manhattan, New York County, City of New York, New York, 10014, United States",
      formatted_name: "Joe's Pizza",
      place_id: 'osm:node:2716007484',
      rating: null,
      phone_number: null,
      website: null,
      google_maps_uri: null,
      types: ['restaurant'],
      status: null,
      city: 'City of New York',
      country: 'United States',
    });
  });

  it('reads an area answer at neighbourhood precision, and asks only the location for an area', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 200, suburb));
    const geocoder = createNominatimGeocoder({ baseUrl: fixtureServer.origin, userAgent: USER_AGENT });
    const result = await geocoder.geocode({ kind: 'area', name: null, address: null, location: 'Williamsburg, Brooklyn' });
    expect(fixtureServer.requests[0]?.url.searchParams.get('q')).toBe('Williamsburg, Brooklyn');
    expect(result).toMatchObject({ precision: 'neighborhood', place_id: 'osm:relation:8398124', formatted_name: 'Williamsburg', city: 'City of New York' });
  });

  it('does not answer an area question with a single business', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 200, joesPizza));
    const geocoder = createNominatimGeocoder({ baseUrl: fixtureServer.origin, userAgent: USER_AGENT });
    expect(await geocoder.geocode({ kind: 'area', name: null, address: null, location: "Joe's Pizza" })).toBeNull();
  });

  it('remembers answers, found and not found, so a question is asked once', async () => {
    const fixtureServer = await serve((request, response) =>
      sendJson(response, 200, request.url.searchParams.get('q')?.startsWith('7 Carmine') ? joesPizza : []),
    );
    const geocoder = createNominatimGeocoder({ baseUrl: fixtureServer.origin, userAgent: USER_AGENT, minIntervalMs: 0 });
    const nowhere = { kind: 'place', name: 'Nowhere Café', address: null, location: 'Atlantis' } as const;

    const first = await geocoder.geocode(venue);
    // Spelled differently, asked again at the same time: still one request.
    const [second, third] = await Promise.all([geocoder.geocode({ ...venue, location: 'NEW YORK ' }), geocoder.geocode(venue)]);
    expect(await geocoder.geocode(nowhere)).toBeNull();
    expect(await geocoder.geocode(nowhere)).toBeNull();

    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(fixtureServer.requests).toHaveLength(2);
  });

  it('spaces requests by the minimum interval', async () => {
    // A clock that only moves when the limiter waits: the spacing is checked without depending on how fast this machine is.
    let virtualNow = 0;
    const starts: number[] = [];
    const clock = {
      now: () => virtualNow,
      sleep: async (milliseconds: number) => {
        virtualNow += milliseconds;
      },
    };
    const fixtureServer = await serve((_request, response) => {
      starts.push(virtualNow);
      sendJson(response, 200, []);
    });
    const geocoder = createNominatimGeocoder({ baseUrl: fixtureServer.origin, userAgent: USER_AGENT, minIntervalMs: 150, clock });
    await Promise.all(['Alpha', 'Beta', 'Gamma'].map((name) => geocoder.geocode({ kind: 'place', name, address: null, location: null })));
    expect(starts).toEqual([0, 150, 300]);
  });

  it('turns an overloaded server into a retryable error and remembers nothing', async () => {
    const fixtureServer = await serve((_request, response) => sendJson(response, 503, { error: 'overloaded' }));
    const geocoder = createNominatimGeocoder({ baseUrl: fixtureServer.origin, userAgent: USER_AGENT, minIntervalMs: 0 });
    const failure = await geocoder.geocode(venue).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GeocoderRequestError);
    expect(failure).toMatchObject({ kind: 'status', status: 503, retryable: true });
    await geocoder.geocode(venue).catch(() => undefined);
    expect(fixtureServer.requests).toHaveLength(2);
  });

  it('gives up on a silent server after the timeout', async () => {
    const fixtureServer = await serve(() => undefined);
    const geocoder = createNominatimGeocoder({ baseUrl: fixtureServer.origin, userAgent: USER_AGENT, timeoutMs: 200 });
    const started = performance.now();
    await expect(geocoder.geocode(venue)).rejects.toMatchObject({ kind: 'timeout', retryable: true });
    // Far under any default a missing timeout would fall back to; loose, for a busy machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses an answer over the size cap and one of the wrong shape', async () => {
    const fixtureServer = await serve((request, response) =>
      request.url.searchParams.get('q')?.startsWith('Big') ? sendJson(response, 200, [{ padding: 'x'.repeat(5_000) }]) : sendJson(response, 200, { not: 'a list' }),
    );
    const geocoder = createNominatimGeocoder({ baseUrl: fixtureServer.origin, userAgent: USER_AGENT, minIntervalMs: 0, maxBytes: 1_000 });
    await expect(geocoder.geocode({ kind: 'place', name: 'Big', address: null, location: null })).rejects.toMatchObject({ kind: 'too_large', retryable: false });
    await expect(geocoder.geocode({ kind: 'place', name: 'Odd', address: null, location: null })).rejects.toMatchObject({ kind: 'bad_response' });
  });
});

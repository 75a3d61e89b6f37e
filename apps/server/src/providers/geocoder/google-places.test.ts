import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createGooglePlacesGeocoder, PLACES_FIELD_MASK } from './google-places';
import { type FixtureServer, sendJson, startFixtureServer } from './test-fixtures/fixture-server';

const KEY = 'test-key-not-to-be-logged';
const joesPizza: unknown = JSON.parse(readFileSync(new URL('./test-fixtures/google-joes-pizza.json', import.meta.url), 'utf8'));

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const venue = { kind: 'place', name: "Joe's Pizza", address: '7 Carmine St', location: 'New York' } as const;

describe('Google Places geocoder', () => {
  it('posts a Text Search with the key and field mask headers and maps the place', async () => {
    server = await startFixtureServer((_request, response) => sendJson(response, 200, joesPizza));
    const geocoder = createGooglePlacesGeocoder({ apiKey: KEY, origin: server.origin, userAgent: 'Stash/0.1' });

    const result = await geocoder.geocode(venue, { latitude: 40.7128, longitude: -74.006, radiusMetres: 20_000 });

    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/v1/places:searchText');
    expect(request?.headers['x-goog-api-key']).toBe(KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe(PLACES_FIELD_MASK);
    expect(PLACES_FIELD_MASK).toBe(
      'places.id,places.displayName,places.formattedAddress,places.location,places.rating,places.nationalPhoneNumber,places.websiteUri,places.googleMapsUri,places.types,places.businessStatus',
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      textQuery: "Joe's Pizza, 7 Carmine St, New York",
      maxResultCount: 1,
      locationBias: { circle: { center: { latitude: 40.7128, longitude: -74.006 }, radius: 20_000 } },
    });
    expect(result).toEqual({
      latitude: 40.7305597,
      longitude: -74.0021502,
      precision: 'point',
      source: 'google_places',
      formatted_address: '7 Carmine St, New York, NY 10014, USA',
      formatted_name: "Joe's Pizza",
      place_id: 'ChIJ8Q2WSpJZwokRQz-bYYgEskM',
      rating: 4.5,
      phone_number: '(212) 366-1182',
      website: 'https://www.joespizzanyc.com/',
      google_maps_uri: 'https://maps.google.com/?cid=4878404476939862851',
      types: ['pizza_restaurant', 'restaurant', 'food', 'point_of_interest', 'establishment'],
      status: 'OPERATIONAL',
      city: null,
      country: null,
    });
  });

  it('answers null for an empty search and for an area question', async () => {
    server = await startFixtureServer((_request, response) => sendJson(response, 200, {}));
    const geocoder = createGooglePlacesGeocoder({ apiKey: KEY, origin: server.origin, userAgent: 'Stash/0.1' });
    expect(await geocoder.geocode(venue)).toBeNull();
    expect(await geocoder.geocode({ kind: 'area', name: null, address: null, location: 'Brooklyn' })).toBeNull();
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0]!.body)).not.toHaveProperty('locationBias');
  });

  it('reports a rejected key as a lasting failure without the key in it', async () => {
    server = await startFixtureServer((_request, response) =>
      sendJson(response, 403, { error: { code: 403, message: 'API key not valid. Please pass a valid API key.', status: 'PERMISSION_DENIED' } }),
    );
    const geocoder = createGooglePlacesGeocoder({ apiKey: KEY, origin: server.origin, userAgent: 'Stash/0.1' });
    const failure = (await geocoder.geocode(venue).catch((error: unknown) => error)) as Error;
    expect(failure).toMatchObject({ provider: 'google_places', kind: 'status', status: 403, retryable: false });
    expect(`${failure.message} ${failure.stack ?? ''} ${JSON.stringify(failure)}`).not.toContain(KEY);
  });

  it('asks Google once for the same question', async () => {
    server = await startFixtureServer((_request, response) => sendJson(response, 200, joesPizza));
    const geocoder = createGooglePlacesGeocoder({ apiKey: KEY, origin: server.origin, userAgent: 'Stash/0.1' });
    await geocoder.geocode(venue);
    await geocoder.geocode(venue);
    expect(server.requests).toHaveLength(1);
  });
});

// Two geocoders on one database (two connection pools on PostgreSQL, as two processes would have)
// share their answers, and together never send the stand-in Nominatim two requests within a second.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../db/connection';
import { createTestDatabase, testDatabaseKind } from '../../test-support/test-database';
import { createDatabaseGeocoderStore } from './geocoder-store';
import { createNominatimGeocoder } from './nominatim';
import { sendJson, startFixtureServer, type FixtureServer } from './test-fixtures/fixture-server';

const joesPizza = JSON.parse(readFileSync(new URL('./test-fixtures/nominatim-joes-pizza.json', import.meta.url), 'utf8')) as unknown;

let first: DatabaseHandle;
let second: DatabaseHandle;
let standIn: FixtureServer;

beforeAll(async () => {
  first = await createTestDatabase();
  second = first.kind === 'postgres' ? await openPostgres(first.connectionString, 5) : first;
  // Answers a little slowly, so that requests from both geocoders would overlap if they could.
  standIn = await startFixtureServer((request, response) => {
    const text = request.url.searchParams.get('q') ?? '';
    setTimeout(() => sendJson(response, 200, text.includes('Nowhere') ? [] : joesPizza), 100);
  });
}, 60_000);
afterAll(async () => {
  await standIn?.close();
  if (second && second !== first) await second.close();
  await first?.close();
});

const geocoderOn = (handle: DatabaseHandle) =>
  createNominatimGeocoder({ baseUrl: standIn.origin, userAgent: 'Stash/0.1 (+https://stash.test)', store: createDatabaseGeocoderStore(handle.db) });
const venue = (name: string) => ({ kind: 'place', name, address: null, location: 'New York' }) as const;

describe(`the geocoders' shared store on ${testDatabaseKind}`, () => {
  it('spaces requests from two geocoders at least a second apart, and shares their answers', async () => {
    const a = geocoderOn(first);
    const b = geocoderOn(second);
    const asked = await Promise.all([
      a.geocode(venue("Joe's Pizza")),
      a.geocode(venue('Nowhere Bar')),
      b.geocode(venue('Carbone')),
      b.geocode(venue('Nowhere Cafe')),
    ]);
    expect(asked.map((result) => result?.source ?? null)).toEqual(['nominatim', null, 'nominatim', null]);
    expect(standIn.requests).toHaveLength(4);
    const arrivals = standIn.requests.map((request) => request.receivedAt).sort((x, y) => x - y);
    const gaps = arrivals.slice(1).map((time, index) => time - arrivals[index]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_000);

    // Each asks what the other asked: answered from the database, found and not found alike.
    expect(await b.geocode(venue("Joe's Pizza"))).toEqual(asked[0]);
    expect(await b.geocode(venue('Nowhere Bar'))).toBeNull();
    expect(await a.geocode(venue('Carbone'))).toEqual(asked[2]);
    expect(await a.geocode(venue('Nowhere Cafe'))).toBeNull();
    // A geocoder started afresh (a new process) has them too.
    expect(await geocoderOn(second).geocode(venue("Joe's Pizza"))).toEqual(asked[0]);
    expect(standIn.requests).toHaveLength(4);
  }, 30_000);

  it('keeps an answer no longer than it was given', async () => {
    const store = createDatabaseGeocoderStore(first.db);
    await store.writeAnswer('nominatim', 'gone', null, 0);
    await store.writeAnswer('nominatim', 'kept', null, 60_000);
    expect(await store.readAnswer('nominatim', 'gone')).toBeUndefined();
    const kept = await store.readAnswer('nominatim', 'kept');
    expect(kept?.result).toBeNull();
    expect(kept!.expiresInMs).toBeGreaterThan(0);
    expect(kept!.expiresInMs).toBeLessThanOrEqual(60_000);
  });
});

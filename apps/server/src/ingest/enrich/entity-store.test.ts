import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { entities } from '../../db/schema';
import type { GeocodeResult } from '../../providers/geocoder/geocoder';
import { createMember, type TestMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKind } from '../../test-support/test-database';
import type { ExtractedEntity } from '../extract/extraction';
import { storeEntities, storeEntity } from './entity-store';

let t: TestApp;
let member: TestMember;
let other: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
  other = await createMember(t);
});
afterAll(() => t.close());

function venue(name: string, extra: Partial<ExtractedEntity['raw_data']> = {}): ExtractedEntity {
  return {
    entity_name: name,
    entity_type: 'bakery',
    routing_class: 'PhysicalVenue',
    raw_data: { name, category: 'pastry', location: 'Chiado, Lisbon', address: null, business_hours: null, price: null, temporal: null, details: {}, ...extra },
    template: null,
  };
}

function place(latitude: number, longitude: number, extra: Partial<GeocodeResult> = {}): GeocodeResult {
  return {
    latitude, longitude, precision: 'point', source: 'google_places', formatted_address: null, formatted_name: null, place_id: null, rating: null,
    phone_number: null, website: null, google_maps_uri: null, types: [], status: null, city: 'Lisbon', country: 'PT', ...extra,
  };
}

const store = (userId: string, entity: ExtractedEntity, where: GeocodeResult | null) =>
  t.database.db.transaction((tx) => storeEntity(tx, userId, entity, where));

describe(`storeEntity on ${testDatabaseKind}`, () => {
  it('is one entity for the same name nearby, filling what the first save lacked', async () => {
    const first = await store(member.userId, venue('Manteigaria'), place(38.7106, -9.1437));
    const second = await store(member.userId, venue('manteigaria', { address: 'Rua do Loreto 2', price: '€1,20' }), place(38.7109, -9.1433));
    expect(second).toBe(first);
    const [row] = await t.database.db.select().from(entities).where(eq(entities.id, first));
    expect(row!.entityData.raw_data).toMatchObject({ address: 'Rua do Loreto 2', price: '€1,20', category: 'pastry' });
    expect(row!.entityName).toBe('Manteigaria');
  });

  it('keeps two places of one name apart when they are far from each other', async () => {
    const lisbon = await store(member.userId, venue('Fabrica Coffee'), place(38.7139, -9.1394));
    const porto = await store(member.userId, venue('Fabrica Coffee'), place(41.1496, -8.611));
    expect(porto).not.toBe(lisbon);
  });

  it('matches on the place id even when the name is written differently', async () => {
    const first = await store(member.userId, venue('Pastéis de Belém'), place(38.6975, -9.2032, { place_id: 'ChIJ-belem' }));
    const second = await store(member.userId, venue('Antiga Confeitaria de Belém'), place(38.6976, -9.2031, { place_id: 'ChIJ-belem' }));
    expect(second).toBe(first);
  });

  it('never matches another member\'s entity', async () => {
    const mine = await store(member.userId, venue('Landeau'), place(38.7101, -9.1446));
    const theirs = await store(other.userId, venue('Landeau'), place(38.7101, -9.1446));
    expect(theirs).not.toBe(mine);
  });

  it('tells events of one name apart by their day', async () => {
    const event = (day: string): ExtractedEntity => ({
      entity_name: 'Lisbon Devs Meetup',
      entity_type: 'event',
      routing_class: 'Eventish',
      raw_data: { name: 'Lisbon Devs Meetup', category: 'meetup', location: 'Lisbon', address: null, business_hours: null, price: 'free', temporal: { start: `${day}T18:30:00`, end: null, all_day: false, text: day }, details: {} },
      template: null,
    });
    const december = await store(member.userId, event('2026-12-03'), null);
    expect(await store(member.userId, event('2026-12-03'), null)).toBe(december);
    expect(await store(member.userId, event('2027-01-07'), null)).not.toBe(december);
  });

  it('stores a post\'s entities together, matching a later one to an earlier of the same post', async () => {
    const [first, again, other, stored] = await t.database.db.transaction((tx) =>
      storeEntities(tx, member.userId, [
        { entity: venue('Dear Breakfast'), place: place(38.7072, -9.1485) },
        { entity: venue('dear breakfast', { address: 'Rua de Santa Catarina' }), place: place(38.7073, -9.1484) },
        { entity: venue('Copenhagen Coffee Lab'), place: null },
        { entity: venue('Manteigaria'), place: place(38.7107, -9.1436) },
      ]),
    );
    expect(again).toBe(first);
    expect(new Set([first, other, stored]).size).toBe(3);
    expect(stored).toBe(await store(member.userId, venue('Manteigaria'), place(38.7106, -9.1437)));
    const [row] = await t.database.db.select().from(entities).where(eq(entities.id, first!));
    expect(row!.entityData.raw_data).toMatchObject({ address: 'Rua de Santa Catarina' });
  });

  it('lets two posts naming the same places in opposite orders store them at once, one entity each', async () => {
    const names = ['Tasca da Esquina', 'Cervejaria Ramiro', 'Zé da Mouraria'];
    const save = (order: string[]) =>
      t.database.db.transaction((tx) => storeEntities(tx, member.userId, order.map((name) => ({ entity: venue(name), place: null }))));
    const [forwards, backwards] = await Promise.all([save(names), save([...names].reverse())]);
    expect(backwards!.reverse()).toEqual(forwards);
  });
});

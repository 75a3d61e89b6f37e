import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ENTITY_PAGE_MAX_LIMIT, entityNearbyResponseSchema, entityPageSchema, entityRelatedResponseSchema, entitySchema,
  entityTrendingResponseSchema, entityTypesResponseSchema, postEntitiesResponseSchema,
} from '@stash/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedPost } from '../../test-support/seed';
import { queryRows } from '../../db/query-rows';
import type { Executor } from '../../db/connection';
import { entities } from '../../db/schema';
import { inDistanceOrder, keysetPageQuery, nearbyQuery } from './entities.repo';

let t: TestApp;
/** Ana keeps New York places (nearby, related, per-stash lists). */
let ana: TestMember;
/** Ben is the other member: he must never see or touch Ana's or Cara's entities. */
let ben: TestMember;
/** Cara keeps a long list of mixed entities (pages, sorts, search, types). */
let cara: TestMember;
/** Dan's saves are spread over two months (trending). */
let dan: TestMember;

type Point = [lat: number, lng: number];
const EMPIRE_STATE: Point = [40.748817, -73.985428];
/** Real places and their distance in km from the Empire State Building on PostgreSQL's sphere (radius 6378.168 km). */
const PLACES: { name: string; type: string; category: string; point: Point; km: number }[] = [
  { name: 'Empire State Building', type: 'landmark', category: 'sights', point: EMPIRE_STATE, km: 0 },
  { name: 'Bryant Park', type: 'park', category: 'outdoors', point: [40.753597, -73.983233], km: 0.5634 },
  { name: 'Grand Central Terminal', type: 'landmark', category: 'sights', point: [40.752726, -73.977229], km: 0.817 },
  { name: 'Flatiron Building', type: 'landmark', category: 'sights', point: [40.741061, -73.989699], km: 0.9355 },
  { name: 'Times Square', type: 'landmark', category: 'sights', point: [40.758, -73.9855], km: 1.0223 },
  { name: "Joe's Pizza", type: 'restaurant', category: 'food', point: [40.730572, -74.002208], km: 2.4755 },
  { name: "Katz's Delicatessen", type: 'restaurant', category: 'food', point: [40.722233, -73.987429], km: 2.9641 },
  { name: 'Bethesda Fountain', type: 'landmark', category: 'outdoors', point: [40.774036, -73.970913], km: 3.0626 },
  { name: 'Brooklyn Bridge', type: 'landmark', category: 'sights', point: [40.706086, -73.996864], km: 4.8537 },
  { name: 'Statue of Liberty', type: 'landmark', category: 'sights', point: [40.689247, -74.044502], km: 8.2956 },
  { name: 'JFK Airport', type: 'venue', category: 'travel', point: [40.641311, -73.778139], km: 21.1971 },
  { name: 'Philadelphia City Hall', type: 'landmark', category: 'sights', point: [39.952583, -75.165222], km: 133.6928 },
  { name: 'Grand Central Market LA', type: 'restaurant', category: 'food', point: [34.052235, -118.243683], km: 3941.6467 },
  { name: 'Big Ben', type: 'landmark', category: 'sights', point: [51.500729, -0.124625], km: 5573.0681 },
  { name: 'Sydney Opera House', type: 'venue', category: 'music', point: [-33.856784, 151.215297], km: 16007.6927 },
];
const placeIds = new Map<string, string>();

const call = (member: TestMember, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.call(method, url, { token: member.accessToken, ...(body !== undefined && { body }) });
const get = (member: TestMember, url: string) => call(member, 'GET', url);
const names = (list: { entity_name: string }[]) => list.map((entity) => entity.entity_name);

async function setCreatedAt(entityId: string, isoMicroseconds: string) {
  await t.database.db.execute(sql`UPDATE entities SET created_at = ${isoMicroseconds}::timestamptz WHERE id = ${entityId}`);
}

beforeAll(async () => {
  t = await createTestApp();
  [ana, ben, cara, dan] = await Promise.all([
    createMember(t, { email: 'ana@stash.test', name: 'Ana' }),
    createMember(t, { email: 'ben@stash.test', name: 'Ben' }),
    createMember(t, { email: 'cara@stash.test', name: 'Cara' }),
    createMember(t, { email: 'dan@stash.test', name: 'Dan' }),
  ]);
  const db = t.database.db;
  for (const place of PLACES) {
    const row = await seedEntity(db, ana.userId, {
      entityName: place.name,
      entityType: place.type,
      category: place.category,
      latitude: place.point[0],
      longitude: place.point[1],
      entityData: { raw_data: { name: place.name, location: 'New York' }, enrichment_data: {} },
    });
    placeIds.set(place.name, row.id);
  }
  // Ana also keeps things without a place; Ben has a place on top of the Empire State Building.
  placeIds.set('Cacio e Pepe', (await seedEntity(db, ana.userId, { entityName: 'Cacio e Pepe', entityType: 'recipe', category: 'food', routingClass: null })).id);
  placeIds.set("Ben's Empire Bar", (await seedEntity(db, ben.userId, { entityName: "Ben's Empire Bar", latitude: EMPIRE_STATE[0], longitude: EMPIRE_STATE[1] })).id);
});
afterAll(() => t.close());

describe('GET /api/entities/nearby', () => {
  const nearby = (member: TestMember, query: string) => get(member, `/api/entities/nearby?${query}`);
  const center = `lat=${EMPIRE_STATE[0]}&lng=${EMPIRE_STATE[1]}`;
  const within = (km: number) => PLACES.filter((place) => place.km <= km).map((place) => place.name);

  it('answers the places within 5 km by default, nearest first, with their distance', async () => {
    const response = await nearby(ana, center);
    expect(response.statusCode).toBe(200);
    const body = entityNearbyResponseSchema.parse(response.json());
    expect(body.center).toEqual({ lat: EMPIRE_STATE[0], lng: EMPIRE_STATE[1] });
    expect(body.radius_km).toBe(5);
    expect(names(body.entities)).toEqual(within(5));
    for (const entity of body.entities) {
      const place = PLACES.find((candidate) => candidate.name === entity.entity_name)!;
      expect(entity.distance_km).toBeCloseTo(place.km, 3);
      expect([entity.latitude, entity.longitude]).toEqual(place.point);
    }
    expect(body.entities[0]).toMatchObject({ entity_id: placeIds.get('Empire State Building'), entity_type: 'landmark', distance_km: 0 });
  });

  it('keeps to the radius asked for', async () => {
    const oneKm = entityNearbyResponseSchema.parse((await nearby(ana, `${center}&radius_km=1`)).json());
    expect(names(oneKm.entities)).toEqual(['Empire State Building', 'Bryant Park', 'Grand Central Terminal', 'Flatiron Building']);
    expect(oneKm.radius_km).toBe(1);
    const tenKm = entityNearbyResponseSchema.parse((await nearby(ana, `${center}&radius_km=10&limit=100`)).json());
    expect(names(tenKm.entities)).toEqual(within(10));
    expect(tenKm.entities.at(-1)?.entity_name).toBe('Statue of Liberty');
  });

  it.each([
    ['0', 0.1, ['Empire State Building']],
    ['-3', 0.1, ['Empire State Building']],
    ['0.05', 0.1, ['Empire State Building']],
    ['99999', 5000, within(5000)],
    ['1e9', 5000, within(5000)],
  ])('clamps radius_km=%s to %s km instead of refusing it', async (radius, clamped, expected) => {
    const response = await nearby(ana, `${center}&radius_km=${radius}&limit=100`);
    expect(response.statusCode).toBe(200);
    const body = entityNearbyResponseSchema.parse(response.json());
    expect(body.radius_km).toBe(clamped);
    expect(names(body.entities)).toEqual(expected);
  });

  it('reaches across the world at 5000 km but no further', async () => {
    const body = entityNearbyResponseSchema.parse((await nearby(ana, `${center}&radius_km=5000&limit=100`)).json());
    expect(names(body.entities)).toContain('Grand Central Market LA');
    expect(names(body.entities)).not.toContain('Big Ben');
    expect(body.entities.at(-1)?.distance_km).toBeCloseTo(3941.6467, 2);
  });

  it('answers the nearest `limit` places and filters by type and category', async () => {
    expect(names(entityNearbyResponseSchema.parse((await nearby(ana, `${center}&limit=2`)).json()).entities)).toEqual(['Empire State Building', 'Bryant Park']);
    const restaurants = entityNearbyResponseSchema.parse((await nearby(ana, `${center}&entity_type=restaurant`)).json());
    expect(names(restaurants.entities)).toEqual(["Joe's Pizza", "Katz's Delicatessen"]);
    const outdoors = entityNearbyResponseSchema.parse((await nearby(ana, `${center}&category=outdoors`)).json());
    expect(names(outdoors.entities)).toEqual(['Bryant Park', 'Bethesda Fountain']);
    const none = entityNearbyResponseSchema.parse((await nearby(ana, `${center}&entity_type=recipe`)).json());
    expect(none.entities).toEqual([]);
  });

  it('works from the other side of the world and on the antimeridian', async () => {
    const sydney = entityNearbyResponseSchema.parse((await nearby(ana, 'lat=-33.8688&lng=151.2093&radius_km=10')).json());
    expect(names(sydney.entities)).toEqual(['Sydney Opera House']);
    const fiji = await nearby(ana, 'lat=-17.7134&lng=180&radius_km=100');
    expect(fiji.statusCode).toBe(200);
    expect(fiji.json().entities).toEqual([]);
  });

  it.each([
    ['', 'Latitude and longitude are required'],
    [`lat=${EMPIRE_STATE[0]}`, 'Latitude and longitude are required'],
    [`lng=${EMPIRE_STATE[1]}`, 'Latitude and longitude are required'],
    ['lat=&lng=', 'Latitude and longitude are required'],
    ['lat=%20&lng=-73.98', 'Latitude and longitude are required'],
    ['lat=abc&lng=-73.98', 'lat must be a number.'],
    ['lat=NaN&lng=-73.98', 'lat must be a number.'],
    ['lat=Infinity&lng=-73.98', 'lat must be a number.'],
    ['lat=40.7&lng=0x1g', 'lng must be a number.'],
    ['lat=91&lng=0', 'lat must be between -90 and 90.'],
    ['lat=-90.5&lng=0', 'lat must be between -90 and 90.'],
    ['lat=0&lng=180.01', 'lng must be between -180 and 180.'],
    ['lat=0&lng=0&radius_km=far', 'radius_km must be a number.'],
    ['lat=0&lng=0&limit=0', 'limit must be a whole number from 1 to 100.'],
    ['lat=0&lng=0&limit=2.5', 'limit must be a whole number from 1 to 100.'],
    [`lat=0&lng=0&limit=${ENTITY_PAGE_MAX_LIMIT + 1}`, 'limit must be a whole number from 1 to 100.'],
    ['lat=0&lng=0&limit=99999999999999999999', 'limit must be a whole number from 1 to 100.'],
    ['lat=1&lat=2&lng=0', undefined],
  ])('refuses ?%s with 400 VALIDATION_ERROR', async (query, message) => {
    const response = await nearby(ana, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().error).toContain(message);
  });

  it("shows a member only their own places", async () => {
    const body = entityNearbyResponseSchema.parse((await nearby(ben, `${center}&radius_km=5000`)).json());
    expect(names(body.entities)).toEqual(["Ben's Empire Bar"]);
    expect(names(entityNearbyResponseSchema.parse((await nearby(ana, `${center}&radius_km=0.1`)).json()).entities)).not.toContain("Ben's Empire Bar");
    expect((await nearby(cara, center)).json().entities).toEqual([]);
  });

  it('needs a member', async () => {
    expect((await t.call('GET', `/api/entities/nearby?${center}`)).statusCode).toBe(401);
  });

  const explain = async (query: ReturnType<typeof nearbyQuery>, options: { seqscan: boolean; asTheAppRunsIt: boolean }) => {
    const run = async (tx: Executor) => {
      if (!options.seqscan) await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    return options.asTheAppRunsIt ? inDistanceOrder(t.database.db, run) : t.database.db.transaction(run);
  };
  const aroundEmpireState = (userId: string) =>
    nearbyQuery(userId, { lat: EMPIRE_STATE[0], lng: EMPIRE_STATE[1], radiusKm: 5, limit: 20, entityType: undefined, category: undefined });

  it('is answered through the GiST index entities_earth_idx', async () => {
    expect(await explain(aroundEmpireState(ana.userId), { seqscan: false, asTheAppRunsIt: false })).toMatch(/Index Scan using entities_earth_idx/);
    expect(await explain(aroundEmpireState(ana.userId), { seqscan: false, asTheAppRunsIt: true })).toMatch(/Index Scan using entities_earth_idx/);
  });

  it('walks the index nearest first when a member has thousands of places, rather than sorting them', async () => {
    const eve = await createMember(t, { email: 'eve@stash.test' });
    // 3,600 places on a 60 x 60 grid over Manhattan (about 110 m apart), 400 entities without a place.
    await t.database.db.execute(sql`
      INSERT INTO entities (user_id, entity_name, entity_type, dedupe_key, latitude, longitude)
      SELECT ${eve.userId}, 'Place ' || i || '-' || j, 'venue', 'venue:' || i || '-' || j, 40.70 + i * 0.001, -74.02 + j * 0.0013
      FROM generate_series(0, 59) i, generate_series(0, 59) j`);
    await t.database.db.execute(sql`
      INSERT INTO entities (user_id, entity_name, entity_type, dedupe_key)
      SELECT ${eve.userId}, 'Idea ' || i, 'concept', 'concept:' || i FROM generate_series(1, 400) i`);
    await t.database.db.execute(sql`ANALYZE entities`);
    const plan = await explain(aroundEmpireState(eve.userId), { seqscan: true, asTheAppRunsIt: true });
    expect(plan).toContain('Index Scan using entities_earth_idx');
    expect(plan).toMatch(/Order By: \(.*<->/);
    expect(plan).not.toMatch(/Sort/);

    const body = entityNearbyResponseSchema.parse((await get(eve, `/api/entities/nearby?lat=${EMPIRE_STATE[0]}&lng=${EMPIRE_STATE[1]}&limit=100`)).json());
    expect(body.entities).toHaveLength(100);
    const distances = body.entities.map((entity) => entity.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeLessThan(1);
  });
});

describe('GET /api/entities (pages)', () => {
  /** Cara's entities with the order each sort should give, worked out here independently of SQL. */
  const caraRows: { id: string; name: string; type: string; category: string; createdAt: string; seconds: number; micros: number; posts: number }[] = [];
  const CARA_NAMES = [
    'Pizza', 'Pizza Hut', "Joe's Pizza", 'Pizzeria Beddia', "Katz's Delicatessen", 'apple pie', 'Apple Strudel', 'banana bread',
    'Banana Split', '_underscore bar', '100% Juice', 'Ramen 50% Off', 'snake_case bar', 'Zebra Cafe', 'zucchini fritters',
    "<script>alert('x')</script> Bar", "Robert'); DROP TABLE entities;--", 'Café Sabarsky', 'Dominique Ansel Bakery', 'Levain Bakery',
    'Russ & Daughters', 'Lucali', 'Di Fara Pizza', 'Via Carota', 'Le Bernardin', 'Eleven Madison Park', 'Peter Luger', 'Balthazar',
    'Carbone', 'Lilia', 'Atoboy', 'Cosme', 'Don Angie', 'Estela', 'Frenchette', 'Gramercy Tavern', 'Hearth', 'Ippudo', 'Jeju Noodle Bar',
    'Kochi', 'Llama Inn', 'Momofuku Ko', 'Nom Wah Tea Parlor', 'Oiji Mi',
  ];
  const TYPES = ['restaurant', 'recipe', 'event', 'product'];
  const CATEGORIES = ['food', 'drinks', 'shopping'];

  const sortedBy = (order: 'recent' | 'name' | 'popular', rows = caraRows) =>
    [...rows].sort((a, b) => {
      const byId = b.id < a.id ? -1 : b.id > a.id ? 1 : 0;
      if (order === 'recent') return b.seconds - a.seconds || b.micros - a.micros || byId;
      if (order === 'popular') return b.posts - a.posts || byId;
      const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
      return x < y ? -1 : x > y ? 1 : -byId;
    });

  /** Follows next_cursor until the end and answers every entity seen, in order. */
  async function pageThrough(member: TestMember, path: string, limit: number) {
    const seen: { entity_id: string; entity_name: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const separator = path.includes('?') ? '&' : '?';
      const response = await get(member, `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.statusCode).toBe(200);
      const body = entityPageSchema.parse(response.json());
      expect(body.entities.length).toBeLessThanOrEqual(limit);
      expect(body.has_more).toBe(body.next_cursor !== null);
      seen.push(...body.entities);
      cursor = body.next_cursor;
      pages += 1;
      expect(pages).toBeLessThan(100);
    } while (cursor);
    expect(new Set(seen.map((entity) => entity.entity_id)).size).toBe(seen.length);
    return seen;
  }

  beforeAll(async () => {
    const db = t.database.db;
    const posts = await Promise.all([0, 1, 2, 3].map((index) => seedPost(db, cara.userId, { title: `Cara post ${index}` })));
    for (const [index, name] of CARA_NAMES.entries()) {
      const type = TYPES[index % TYPES.length]!;
      const category = CATEGORIES[index % CATEGORIES.length]!;
      const row = await seedEntity(db, cara.userId, { entityName: name, entityType: type, category });
      // Groups of four within one second: two at the very same instant, one a microsecond
      // later, one 999 microseconds later (still the same millisecond).
      const seconds = Math.floor(index / 4);
      const micros = [0, 0, 1, 999][index % 4]!;
      const createdAt = `2025-03-01T12:00:${String(seconds).padStart(2, '0')}.${String(micros).padStart(6, '0')}Z`;
      await setCreatedAt(row.id, createdAt);
      const postCount = index % 5;
      for (const post of posts.slice(0, postCount)) await linkEntities(db, post.id, [row.id]);
      caraRows.push({ id: row.id, name, type, category, createdAt, seconds, micros, posts: postCount });
    }
  });

  it('answers the newest first with the entity wire shape', async () => {
    const response = await get(cara, '/api/entities');
    expect(response.statusCode).toBe(200);
    const body = entityPageSchema.parse(response.json());
    expect(body.entities).toHaveLength(20);
    expect(body.has_more).toBe(true);
    expect(body.entities.map((entity) => entity.entity_id)).toEqual(sortedBy('recent').slice(0, 20).map((row) => row.id));
    const newest = sortedBy('recent')[0]!;
    expect(body.entities[0]).toEqual({
      entity_id: newest.id,
      entity_name: newest.name,
      entity_type: newest.type,
      routing_class: 'PhysicalVenue',
      category: newest.category,
      entity_data: { raw_data: { name: newest.name }, enrichment_data: {} },
      latitude: null,
      longitude: null,
      created_at: newest.createdAt.replace(/(\.\d{3})\d{3}Z$/, '$1Z'),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it.each([1, 3, 7, 100])('pages through every entity by recency with limit %i, microsecond ties included', async (limit) => {
    const seen = await pageThrough(cara, '/api/entities', limit);
    expect(seen.map((entity) => entity.entity_id)).toEqual(sortedBy('recent').map((row) => row.id));
  });

  it.each([1, 6])('pages through by name (any case) with limit %i', async (limit) => {
    const seen = await pageThrough(cara, '/api/entities?sort=name', limit);
    expect(seen.map((entity) => entity.entity_id)).toEqual(sortedBy('name').map((row) => row.id));
    expect(names(seen).slice(0, 6)).toEqual(['100% Juice', '<script>alert(\'x\')</script> Bar', '_underscore bar', 'apple pie', 'Apple Strudel', 'Atoboy']);
  });

  it.each([2, 9])('pages through by number of linked posts with limit %i', async (limit) => {
    const seen = await pageThrough(cara, '/api/entities?sort=popular', limit);
    expect(seen.map((entity) => entity.entity_id)).toEqual(sortedBy('popular').map((row) => row.id));
  });

  it('walks entity_post_counts_user_popular_idx for a member with thousands of entities, rather than sorting them', async () => {
    const fay = await createMember(t, { email: 'fay@stash.test' });
    const db = t.database.db;
    await db.execute(sql`
      INSERT INTO entities (user_id, entity_name, entity_type, dedupe_key)
      SELECT ${fay.userId}, 'Thing ' || i, 'concept', 'concept:' || i FROM generate_series(1, 4000) i`);
    // Six posts; entity i is linked from (i % 7) of them, so counts tie in large groups.
    await Promise.all(Array.from({ length: 6 }, (_, index) => seedPost(db, fay.userId, { title: `Fay ${index}` })));
    await db.execute(sql`
      INSERT INTO post_entities (post_id, entity_id)
      SELECT p.id, e.id FROM entities e
      JOIN LATERAL (SELECT id FROM posts WHERE user_id = ${fay.userId} ORDER BY id LIMIT (substring(e.entity_name FROM 7)::int % 7)) p ON true
      WHERE e.user_id = ${fay.userId}`);
    await db.execute(sql`ANALYZE entities, entity_post_counts, post_entities`);
    const request = { sort: 'popular', limit: 20, entityType: undefined, category: undefined, nameContains: undefined, search: undefined } as const;
    const [last] = await queryRows<{ post_count: number; entity_id: string }>(db, sql`
      SELECT post_count, entity_id::text FROM entity_post_counts WHERE user_id = ${fay.userId} ORDER BY post_count DESC, entity_id DESC OFFSET 1500 LIMIT 1`);
    for (const after of [undefined, { key: String(last!.post_count), id: last!.entity_id }]) {
      const plan = (await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${keysetPageQuery(fay.userId, { ...request, after })}`))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index (Only )?Scan using entity_post_counts_user_popular_idx/);
      expect(plan).not.toMatch(/Sort/);
    }
    // Every page in order: the count of links, then the id, both descending (uuids order as their text).
    const linked = await queryRows<{ id: string; posts: number }>(db, sql`
      SELECT e.id::text AS id, (SELECT count(*)::int FROM post_entities pe WHERE pe.entity_id = e.id) AS posts FROM entities e WHERE e.user_id = ${fay.userId}`);
    const expected = linked.sort((a, b) => b.posts - a.posts || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0)).map((row) => row.id);
    expect(new Set(linked.map((row) => row.posts))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const seen = await pageThrough(fay, '/api/entities?sort=popular', 100);
    expect(seen.map((entity) => entity.entity_id)).toEqual(expected);
    // 4,000 entities and their links written, then forty pages walked: over half a minute on a busy 2-core machine.
  }, 120_000);

  it('filters by type, category and name, and pages within the filter', async () => {
    const restaurants = await pageThrough(cara, '/api/entities?entity_type=restaurant', 4);
    expect(restaurants.map((entity) => entity.entity_id)).toEqual(sortedBy('recent', caraRows.filter((row) => row.type === 'restaurant')).map((row) => row.id));
    const drinks = await pageThrough(cara, '/api/entities?category=drinks&sort=name', 5);
    expect(drinks.map((entity) => entity.entity_id)).toEqual(sortedBy('name', caraRows.filter((row) => row.category === 'drinks')).map((row) => row.id));
    const both = await pageThrough(cara, '/api/entities?category=food&entity_type=recipe&sort=popular', 2);
    expect(both.map((entity) => entity.entity_id)).toEqual(
      sortedBy('popular', caraRows.filter((row) => row.category === 'food' && row.type === 'recipe')).map((row) => row.id),
    );
    const pizza = await pageThrough(cara, '/api/entities?q=PIZZ', 2);
    expect(names(pizza).sort()).toEqual(['Di Fara Pizza', "Joe's Pizza", 'Pizza', 'Pizza Hut', 'Pizzeria Beddia']);
    expect((await get(cara, '/api/entities?entity_type=nothing-like-this')).json()).toEqual({ entities: [], next_cursor: null, has_more: false });
  });

  it('takes LIKE wildcards, quotes and markup in q as plain text', async () => {
    const byQ = async (q: string) => names(entityPageSchema.parse((await get(cara, `/api/entities?q=${encodeURIComponent(q)}`)).json()).entities);
    expect(await byQ('50%')).toEqual(['Ramen 50% Off']);
    expect((await byQ('%')).sort()).toEqual(['100% Juice', 'Ramen 50% Off']);
    expect((await byQ('_')).sort()).toEqual(['_underscore bar', 'snake_case bar']);
    expect(await byQ("<script>alert('x')</script>")).toEqual(["<script>alert('x')</script> Bar"]);
    expect(await byQ("'); DROP TABLE entities;--")).toEqual(["Robert'); DROP TABLE entities;--"]);
    expect(await byQ("' OR '1'='1")).toEqual([]);
    expect(await byQ('\\')).toEqual([]);
    expect(await byQ('café')).toEqual(['Café Sabarsky']);
    expect((await byQ('   ')).length).toBe(20);
    expect((await pageThrough(cara, '/api/entities', 100)).length).toBe(CARA_NAMES.length);
  });

  it.each([
    ['limit=0'], ['limit=-1'], ['limit=101'], ['limit=1e6'], ['limit=abc'], ['limit=NaN'], ['limit=1.5'],
    ['sort=oldest'], ['sort=relevance'], ['cursor=not-a-cursor'], [`q=${'x'.repeat(201)}`],
    [`cursor=${Buffer.from(JSON.stringify(['recent', '2025-13-45T99:00:00.000000Z', '00000000-0000-0000-0000-000000000000'])).toString('base64url')}`],
    [`cursor=${Buffer.from(JSON.stringify(['recent', "'; DROP TABLE entities;--", '00000000-0000-0000-0000-000000000000'])).toString('base64url')}`],
    [`cursor=${Buffer.from(JSON.stringify(['popular', '99999999999', '00000000-0000-0000-0000-000000000000'])).toString('base64url')}`],
    [`cursor=${Buffer.from(JSON.stringify(['recent', '2025-03-01T12:00:00.000000Z', 'not-a-uuid'])).toString('base64url')}`],
  ])('refuses ?%s with 400 VALIDATION_ERROR', async (query) => {
    const response = await get(cara, `/api/entities?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a cursor made for another sort', async () => {
    const { next_cursor } = entityPageSchema.parse((await get(cara, '/api/entities?limit=2')).json());
    const response = await get(cara, `/api/entities?sort=name&cursor=${encodeURIComponent(next_cursor!)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'cursor' } });
    expect(response.json().error).toMatch(/^Invalid cursor/);
  });

  it("shows a member only their own entities, even with another member's cursor", async () => {
    const { next_cursor } = entityPageSchema.parse((await get(cara, '/api/entities?limit=2')).json());
    expect(names(entityPageSchema.parse((await get(ben, '/api/entities')).json()).entities)).toEqual(["Ben's Empire Bar"]);
    expect((await get(ben, `/api/entities?cursor=${encodeURIComponent(next_cursor!)}`)).json().entities).toEqual([]);
    expect((await get(dan, '/api/entities?sort=popular')).json()).toEqual({ entities: [], next_cursor: null, has_more: false });
  });

  describe('GET /api/entities/search', () => {
    const search = (member: TestMember, query: string) => get(member, `/api/entities/search?${query}`);

    it('ranks names by similarity, the exact name first, and forgives typos', async () => {
      const body = entityPageSchema.parse((await search(cara, 'q=pizza')).json());
      expect(body.entities[0]?.entity_name).toBe('Pizza');
      expect(names(body.entities)).toEqual(expect.arrayContaining(['Pizza Hut', "Joe's Pizza", 'Di Fara Pizza', 'Pizzeria Beddia']));
      expect(names(entityPageSchema.parse((await search(cara, 'q=delicatesen')).json()).entities)).toEqual(["Katz's Delicatessen"]);
      expect(names(entityPageSchema.parse((await search(cara, 'q=piza')).json()).entities)[0]).toBe('Pizza');
    });

    it('matches names with a word that starts with a short search, in any case', async () => {
      const body = entityPageSchema.parse((await search(cara, 'q=pI')).json());
      expect(names(body.entities).sort()).toEqual(['Di Fara Pizza', "Joe's Pizza", 'Pizza', 'Pizza Hut', 'Pizzeria Beddia', 'apple pie']);
      expect(entityPageSchema.parse((await search(cara, 'q=zz')).json()).entities).toEqual([]);
    });

    it('lists names with the words first, exact words and shorter names ahead, then names merely similar', async () => {
      expect(names(entityPageSchema.parse((await search(cara, 'q=pizza')).json()).entities)).toEqual([
        'Pizza', 'Pizza Hut', "Joe's Pizza", 'Di Fara Pizza', 'Pizzeria Beddia',
      ]);
      // Every word must start a word of the name, in any order; names only similar come after.
      expect(names(entityPageSchema.parse((await search(cara, 'q=bakery%20lev')).json()).entities)).toEqual(['Levain Bakery', 'Dominique Ansel Bakery']);
      const bar = names(entityPageSchema.parse((await search(cara, 'q=bar')).json()).entities);
      // The shortest name first; the two names of 15 characters in either order.
      expect(bar[0]).toBe('snake_case bar');
      expect(bar.slice(1, 3).sort()).toEqual(['Jeju Noodle Bar', '_underscore bar']);
      expect(bar[3]).toBe("<script>alert('x')</script> Bar");
      expect(bar.slice(4)).toContain('Café Sabarsky');
    });

    it('finds a renamed entity by its new words only', async () => {
      const [row] = await t.database.db.select().from(entities).where(eq(entities.entityName, 'Lucali'));
      await t.database.db.update(entities).set({ entityName: 'Lucali Brooklyn' }).where(eq(entities.id, row!.id));
      expect(names(entityPageSchema.parse((await search(cara, 'q=brooklyn%20luc')).json()).entities)).toEqual(['Lucali Brooklyn']);
      await t.database.db.update(entities).set({ entityName: 'Lucali' }).where(eq(entities.id, row!.id));
      expect(names(entityPageSchema.parse((await search(cara, 'q=brooklyn')).json()).entities)).toEqual([]);
    });

    it('pages through the ranking with its cursor and gives the same order as one page', async () => {
      const whole = entityPageSchema.parse((await search(cara, 'q=bar&limit=100')).json());
      expect(whole.has_more).toBe(false);
      expect(whole.entities.length).toBeGreaterThan(3);
      const paged = await pageThrough(cara, '/api/entities/search?q=bar', 1);
      expect(paged.map((entity) => entity.entity_id)).toEqual(whole.entities.map((entity) => entity.entity_id));
    });

    it('takes the list orders too, and the filters', async () => {
      const matches = caraRows.filter((row) => /pizz/i.test(row.name));
      const recent = await pageThrough(cara, '/api/entities/search?q=pizz&sort=recent', 2);
      expect(recent.map((entity) => entity.entity_id)).toEqual(sortedBy('recent', matches).map((row) => row.id));
      const byName = await pageThrough(cara, '/api/entities/search?q=pizz&sort=name', 3);
      expect(names(byName)).toEqual(sortedBy('name', matches).map((row) => row.name));
      const typed = entityPageSchema.parse((await search(cara, 'q=pizz&entity_type=restaurant')).json());
      expect(names(typed.entities)).toEqual(matches.filter((row) => row.type === 'restaurant').map((row) => row.name).filter((name) => names(typed.entities).includes(name)));
      expect(typed.entities.every((entity) => entity.entity_type === 'restaurant')).toBe(true);
    });

    it('takes markup, quotes and wildcards as text', async () => {
      expect(names(entityPageSchema.parse((await search(cara, `q=${encodeURIComponent('<script>')}`)).json()).entities)).toEqual(["<script>alert('x')</script> Bar"]);
      expect(names(entityPageSchema.parse((await search(cara, `q=${encodeURIComponent('50%')}`)).json()).entities)).toEqual(['Ramen 50% Off']);
      const injection = await search(cara, `q=${encodeURIComponent("x'; DELETE FROM entities; --")}`);
      expect(injection.statusCode).toBe(200);
      expect((await pageThrough(cara, '/api/entities', 100)).length).toBe(CARA_NAMES.length);
    });

    it.each([[''], ['q='], ['q=%20%20'], ['q=pizza&sort=oldest'], ['q=pizza&limit=500'], ['q=pizza&cursor=abc']])('refuses ?%s', async (query) => {
      const response = await search(cara, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });

    it("finds only the caller's entities", async () => {
      expect(names(entityPageSchema.parse((await search(ben, 'q=pizza')).json()).entities)).toEqual([]);
      expect(names(entityPageSchema.parse((await search(ben, 'q=empire')).json()).entities)).toEqual(["Ben's Empire Bar"]);
    });
  });

  describe('GET /api/entities/types', () => {
    it('counts the caller\'s entities by type, the commonest first', async () => {
      const response = await get(cara, '/api/entities/types');
      expect(response.statusCode).toBe(200);
      const body = entityTypesResponseSchema.parse(response.json());
      const expected = TYPES.map((type) => ({ type, count: caraRows.filter((row) => row.type === type).length }))
        .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1));
      expect(body).toEqual({ types: expected, total: CARA_NAMES.length });
      expect((await get(ana, '/api/entities/types')).json()).toEqual({
        types: [
          { type: 'landmark', count: 9 }, { type: 'restaurant', count: 3 }, { type: 'venue', count: 2 },
          { type: 'park', count: 1 }, { type: 'recipe', count: 1 },
        ],
        total: 16,
      });
      expect((await get(dan, '/api/entities/types')).json()).toEqual({ types: [], total: 0 });
    });
  });
});

describe('GET /api/entities/{id}', () => {
  it("answers the caller's entity in the entity wire shape", async () => {
    const id = placeIds.get('Empire State Building')!;
    const response = await get(ana, `/api/entities/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(entitySchema.strict().parse(response.json())).toEqual({
      entity_id: id,
      entity_name: 'Empire State Building',
      entity_type: 'landmark',
      routing_class: 'PhysicalVenue',
      category: 'sights',
      entity_data: { raw_data: { name: 'Empire State Building', location: 'New York' }, enrichment_data: {} },
      latitude: EMPIRE_STATE[0],
      longitude: EMPIRE_STATE[1],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await get(ana, `/api/entities/${id.toUpperCase()}`)).json().entity_id).toBe(id);
  });

  it.each([
    ['another member\'s id', () => placeIds.get('Empire State Building')!],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'not-a-uuid'],
    ['a nearly-uuid', () => '00000000-0000-4000-8000-00000000000g'],
    ['quotes', () => encodeURIComponent("1' OR '1'='1")],
    ['markup', () => encodeURIComponent('<script>alert(1)</script>')],
  ])('answers 404 Entity not found for %s', async (_label, id) => {
    const response = await get(ben, `/api/entities/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Entity not found', code: 'NOT_FOUND' });
  });

  it('leaves the static paths to their own routes', async () => {
    expect((await get(ana, '/api/entities/nearby')).json().error).toBe('Latitude and longitude are required');
    expect((await get(ana, '/api/entities/types')).json()).toHaveProperty('types');
    expect((await get(ana, '/api/entities/search?q=bryant')).json().entities[0].entity_name).toBe('Bryant Park');
    expect((await get(ana, '/api/entities/trending')).json()).toHaveProperty('entities');
  });
});

describe('GET /api/entities/trending', () => {
  const DAY = 86_400_000;
  beforeAll(async () => {
    const db = t.database.db;
    const savedDaysAgo = (days: number, member = dan) => seedPost(db, member.userId, { createdAt: new Date(Date.now() - days * DAY) });
    const entity = (name: string, member = dan) => seedEntity(db, member.userId, { entityName: name, entityType: 'restaurant' });
    const [tatiana, superiority, dhamaka, oldFavourite] = await Promise.all(['Tatiana', 'Superiority Burger', 'Dhamaka', 'Old Favourite'].map((name) => entity(name)));
    await entity('Never Linked');
    const link = async (days: number, ...ids: string[]) => linkEntities(db, (await savedDaysAgo(days)).id, ids);
    await link(1, superiority!.id);
    await link(2, tatiana!.id, dhamaka!.id);
    await link(5, tatiana!.id);
    await link(9, tatiana!.id, superiority!.id);
    await link(12, dhamaka!.id);
    await link(29, oldFavourite!.id);
    await link(31, oldFavourite!.id, superiority!.id);
    await link(40, oldFavourite!.id, superiority!.id);
    await link(90, oldFavourite!.id);
    // Ben's save of his own place never counts for Dan.
    const bensPost = await savedDaysAgo(1, ben);
    await linkEntities(db, bensPost.id, [placeIds.get("Ben's Empire Bar")!]);
  });

  it('ranks what was saved most in the last 30 days, the latest save first on ties', async () => {
    const response = await get(dan, '/api/entities/trending');
    expect(response.statusCode).toBe(200);
    const body = entityTrendingResponseSchema.parse(response.json());
    expect(body.entities.map((entity) => [entity.entity_name, entity.save_count])).toEqual([
      ['Tatiana', 3],
      ['Superiority Burger', 2],
      ['Dhamaka', 2],
      ['Old Favourite', 1],
    ]);
    expect(body.entities[0]).toMatchObject({ entity_type: 'restaurant', entity_data: { raw_data: { name: 'Tatiana' } } });
  });

  it('answers `limit` of them, 10 by default', async () => {
    expect(names((await get(dan, '/api/entities/trending?limit=2')).json().entities)).toEqual(['Tatiana', 'Superiority Burger']);
    const many = await seedPost(t.database.db, cara.userId);
    await linkEntities(t.database.db, many.id, (await pageThrough100(cara)).slice(0, 12));
    expect((await get(cara, '/api/entities/trending')).json().entities).toHaveLength(10);
    expect((await get(dan, '/api/entities/trending?limit=101')).statusCode).toBe(400);
    expect((await get(dan, '/api/entities/trending?limit=zero')).statusCode).toBe(400);
  });

  it("counts only the caller's saves", async () => {
    expect(names((await get(ben, '/api/entities/trending')).json().entities)).toEqual(["Ben's Empire Bar"]);
    expect((await get(ana, '/api/entities/trending')).json()).toEqual({ entities: [] });
  });

  async function pageThrough100(member: TestMember): Promise<string[]> {
    return entityPageSchema.parse((await get(member, '/api/entities?limit=100')).json()).entities.map((entity) => entity.entity_id);
  }
});

describe('GET /api/entities/related/{id} and POST /api/entities/message/{postId}', () => {
  const id = (name: string) => placeIds.get(name)!;
  const posts: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const save = async (label: string, names: string[]) => {
      const post = await seedPost(db, ana.userId, { title: label });
      await linkEntities(db, post.id, names.map(id));
      posts[label] = post.id;
    };
    // Cacio e Pepe carries the most data, then the landmark with the longest name.
    await t.database.db.execute(sql`UPDATE entities SET entity_data = ${JSON.stringify({
      raw_data: { name: 'Cacio e Pepe', ingredients: ['tonnarelli', 'pecorino romano', 'black pepper'], steps: ['Toast the pepper.', 'Cook the pasta.', 'Emulsify.'] },
      enrichment_data: { description: 'A Roman classic with three ingredients.' },
    })}::jsonb WHERE id = ${id('Cacio e Pepe')}`);
    await save('midtown walk', ['Bryant Park', 'Empire State Building', 'Cacio e Pepe']);
    await save('harbour day', ['Empire State Building', 'Bryant Park', 'Statue of Liberty']);
    await save('day trip', ['Empire State Building', 'Philadelphia City Hall']);
    await save('times square', ['Times Square']);
    await save('nothing found', []);
  });

  it('ranks entities by shared posts, then nearest, and adds the places within 3 km', async () => {
    const response = await get(ana, `/api/entities/related/${id('Empire State Building')}`);
    expect(response.statusCode).toBe(200);
    const body = entityRelatedResponseSchema.parse(response.json());
    expect(body.entity_id).toBe(id('Empire State Building'));
    expect(body.related_entities.map((entity) => [entity.entity_name, entity.shared_posts])).toEqual([
      ['Bryant Park', 2],
      ['Statue of Liberty', 1],
      ['Philadelphia City Hall', 1],
      ['Cacio e Pepe', 1],
      ['Grand Central Terminal', 0],
      ['Flatiron Building', 0],
      ['Times Square', 0],
      ["Joe's Pizza", 0],
      ["Katz's Delicatessen", 0],
    ]);
    expect(body.total).toBe(9);
    for (const entity of body.related_entities) {
      const place = PLACES.find((candidate) => candidate.name === entity.entity_name);
      if (place) expect(entity.distance_km).toBeCloseTo(place.km, 3);
      else expect(entity).not.toHaveProperty('distance_km');
    }
    const limited = entityRelatedResponseSchema.parse((await get(ana, `/api/entities/related/${id('Empire State Building')}?limit=3`)).json());
    expect(names(limited.related_entities)).toEqual(['Bryant Park', 'Statue of Liberty', 'Philadelphia City Hall']);
    expect(limited.total).toBe(3);
  });

  it('relates an entity without a place by its posts alone', async () => {
    const body = entityRelatedResponseSchema.parse((await get(ana, `/api/entities/related/${id('Cacio e Pepe')}`)).json());
    expect(body.related_entities.map((entity) => [entity.entity_name, entity.shared_posts]).sort()).toEqual([['Bryant Park', 1], ['Empire State Building', 1]]);
    expect(body.related_entities.every((entity) => entity.distance_km === undefined)).toBe(true);
    const alone = entityRelatedResponseSchema.parse((await get(ana, `/api/entities/related/${id('Sydney Opera House')}`)).json());
    expect(alone).toEqual({ entity_id: id('Sydney Opera House'), related_entities: [], total: 0 });
  });

  it.each([
    ['another member\'s entity', () => id('Empire State Building')],
    ['a malformed id', () => 'empire-state'],
  ])('answers 404 for %s', async (_label, entityId) => {
    const response = await get(ben, `/api/entities/related/${entityId()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Entity not found', code: 'NOT_FOUND' });
    expect((await get(ana, `/api/entities/related/${id("Ben's Empire Bar")}`)).statusCode).toBe(404);
  });

  it("lists a stash's entities with their link, the largest entity_data first", async () => {
    const response = await call(ana, 'POST', `/api/entities/message/${posts['midtown walk']}`);
    expect(response.statusCode).toBe(200);
    const body = postEntitiesResponseSchema.parse(response.json());
    expect(body.stash_id).toBe(posts['midtown walk']);
    expect(body.count).toBe(3);
    expect(names(body.entities)).toEqual(['Cacio e Pepe', 'Empire State Building', 'Bryant Park']);
    expect(body.entities[0]).toMatchObject({
      entity_id: id('Cacio e Pepe'),
      entity_type: 'recipe',
      latitude: null,
      entity_data: { raw_data: { ingredients: ['tonnarelli', 'pecorino romano', 'black pepper'] } },
      link_data: { stash_id: posts['midtown walk'], created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) },
    });
    const sizes = body.entities.map((entity) => JSON.stringify(entity.entity_data).length);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('answers an empty list for a stash without entities, and takes an empty JSON body', async () => {
    expect((await call(ana, 'POST', `/api/entities/message/${posts['nothing found']}`)).json()).toEqual({ stash_id: posts['nothing found'], count: 0, entities: [] });
    const withEmptyJson = await t.call('POST', `/api/entities/message/${posts['times square']}`, {
      token: ana.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expect(withEmptyJson.statusCode).toBe(200);
    expect(names(withEmptyJson.json().entities)).toEqual(['Times Square']);
    expect((await call(ana, 'POST', `/api/entities/message/${posts['times square']}`, {})).statusCode).toBe(200);
    const broken = await t.call('POST', `/api/entities/message/${posts['times square']}`, {
      token: ana.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['another member\'s post', () => posts['midtown walk']!],
    ['an unknown post', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => encodeURIComponent("'; DROP TABLE posts;--")],
  ])('answers 404 Post not found for %s', async (_label, postId) => {
    const response = await call(ben, 'POST', `/api/entities/message/${postId()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Post not found', code: 'NOT_FOUND' });
  });

  it("changes nothing when another member asks for Ana's things", async () => {
    const snapshot = async () => Promise.all([
      get(ana, '/api/entities?limit=100').then((response) => response.json()),
      get(ana, '/api/entities/types').then((response) => response.json()),
      call(ana, 'POST', `/api/entities/message/${posts['midtown walk']}`).then((response) => response.json()),
      get(ana, `/api/entities/related/${id('Empire State Building')}`).then((response) => response.json()),
    ]);
    const before = await snapshot();
    for (const [name, entityId] of placeIds) {
      if (name === "Ben's Empire Bar") continue;
      expect((await get(ben, `/api/entities/${entityId}`)).statusCode).toBe(404);
      expect((await get(ben, `/api/entities/related/${entityId}`)).statusCode).toBe(404);
    }
    for (const postId of Object.values(posts)) expect((await call(ben, 'POST', `/api/entities/message/${postId}`)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the entities API as a whole', () => {
  it.each([
    ['GET', '/api/entities'], ['GET', '/api/entities/nearby?lat=0&lng=0'], ['GET', '/api/entities/types'],
    ['GET', '/api/entities/search?q=x'], ['GET', '/api/entities/trending'], ['GET', '/api/entities/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/entities/related/00000000-0000-4000-8000-000000000000'], ['POST', '/api/entities/message/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s needs a member', async (method, url) => {
    const response = await t.call(method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([
      '/entities', '/entities/nearby', '/entities/types', '/entities/search', '/entities/trending',
      '/entities/related/{id}', '/entities/{id}', '/entities/message/{postId}',
    ]));
  });
});

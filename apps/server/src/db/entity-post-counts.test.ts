// Each entity's count of linked posts (entity_post_counts, kept by triggers in migration 0037)
// must equal its links after every kind of write: each step below links, unlinks, merges or
// deletes through the code that does it in the app, and then compares every count with a fresh one.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeResult } from '../providers/geocoder/geocoder';
import type { ExtractedEntity } from '../ingest/extract/extraction';
import { storeEntity } from '../ingest/enrich/entity-store';
import { relinkPostEntities } from '../modules/entities/entity-writes';
import { deletePost, deletePosts } from '../modules/posts/posts.repo';
import { createAccount } from '../modules/accounts/accounts.service';
import { linkEntities, seedEntity, seedPost } from '../test-support/seed';
import { MIGRATION_CHAIN_TIMEOUT_MS, pgliteBefore } from '../test-support/migrations-before';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { queryRows } from './query-rows';
import { entities, users } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Entities whose kept count differs from their links (a missing count row is wrong too), and count rows left without their entity. */
async function wrongCounts(): Promise<{ entity_id: string; kept: number | null; linked: number }[]> {
  return queryRows(
    database.db,
    sql`SELECT e.id AS entity_id, c.post_count AS kept, coalesce(l.posts, 0)::int AS linked
        FROM entities e
        LEFT JOIN entity_post_counts c ON c.entity_id = e.id
        LEFT JOIN (SELECT entity_id, count(*) AS posts FROM post_entities GROUP BY entity_id) l ON l.entity_id = e.id
        WHERE c.post_count IS DISTINCT FROM coalesce(l.posts, 0) OR c.user_id IS DISTINCT FROM e.user_id
        UNION ALL
        SELECT c.entity_id, c.post_count, -1 FROM entity_post_counts c WHERE NOT EXISTS (SELECT 1 FROM entities e WHERE e.id = c.entity_id)`,
  );
}

async function countOf(entityId: string): Promise<number | null> {
  const [row] = await queryRows<{ post_count: number }>(database.db, sql`SELECT post_count FROM entity_post_counts WHERE entity_id = ${entityId}`);
  return row?.post_count ?? null;
}

const member = (email: string) => createAccount(database.db, { email, password: null, isAdmin: false, name: null });

const venue = (name: string): ExtractedEntity => ({
  entity_name: name,
  entity_type: 'bakery',
  routing_class: 'PhysicalVenue',
  raw_data: { name, category: 'pastry', location: 'Lisbon', address: null, business_hours: null, price: null, temporal: null, details: {} },
  template: null,
});
const lisbon = (latitude: number, longitude: number): GeocodeResult => ({
  latitude, longitude, precision: 'point', source: 'google_places', formatted_address: null, formatted_name: null, place_id: null, rating: null,
  phone_number: null, website: null, google_maps_uri: null, types: [], status: null, city: 'Lisbon', country: 'PT',
});

describe(`entity_post_counts on ${testDatabaseKind}`, () => {
  it('counts links as they are made, removed, merged and cascaded', async () => {
    const ana = await member('ana-counts@stash.test');
    const ben = await member('ben-counts@stash.test');
    const posts = await Promise.all([0, 1, 2, 3].map((index) => seedPost(database.db, ana.id, { title: `Ana ${index}` })));
    const bens = await seedPost(database.db, ben.id);
    const [a, b, c] = await Promise.all(['Alpha', 'Bravo', 'Charlie'].map((entityName) => seedEntity(database.db, ana.id, { entityName })));
    const bensEntity = await seedEntity(database.db, ben.id);
    // A new entity has its row, at 0.
    expect(await countOf(a!.id)).toBe(0);
    expect(await wrongCounts()).toEqual([]);

    // Several links in one statement, one entity linked from several posts, another member's.
    await linkEntities(database.db, posts[0]!.id, [a!.id, b!.id, c!.id]);
    await linkEntities(database.db, posts[1]!.id, [a!.id, b!.id]);
    await linkEntities(database.db, posts[2]!.id, [a!.id]);
    await linkEntities(database.db, bens.id, [bensEntity.id]);
    expect([await countOf(a!.id), await countOf(b!.id), await countOf(c!.id), await countOf(bensEntity.id)]).toEqual([3, 2, 1, 1]);
    expect(await wrongCounts()).toEqual([]);

    // Re-organising: the post's links become exactly these; links it keeps are not counted twice,
    // and an entity left with no post is removed with its count.
    await database.db.transaction((tx) => relinkPostEntities(tx, ana.id, posts[0]!.id, [a!.id, b!.id]));
    expect(await countOf(c!.id)).toBeNull();
    expect(await database.db.select().from(entities).where(eq(entities.id, c!.id))).toEqual([]);
    expect([await countOf(a!.id), await countOf(b!.id)]).toEqual([3, 2]);
    await database.db.transaction((tx) => relinkPostEntities(tx, ana.id, posts[1]!.id, [a!.id]));
    expect([await countOf(a!.id), await countOf(b!.id)]).toEqual([3, 1]);
    expect(await wrongCounts()).toEqual([]);

    // A merge: the same place named again is the stored entity, and linking it counts once more.
    const stored = await database.db.transaction((tx) => storeEntity(tx, ana.id, venue('Manteigaria'), lisbon(38.7106, -9.1437)));
    await linkEntities(database.db, posts[0]!.id, [stored]);
    const merged = await database.db.transaction((tx) => storeEntity(tx, ana.id, venue('manteigaria'), lisbon(38.7109, -9.1433)));
    expect(merged).toBe(stored);
    await linkEntities(database.db, posts[3]!.id, [merged]);
    expect(await countOf(stored)).toBe(2);
    expect(await wrongCounts()).toEqual([]);

    // A deleted post takes its links (a cascade) and their counts with it; its entities stay.
    await database.db.transaction((tx) => deletePost(tx, ana.id, posts[2]!.id));
    expect(await countOf(a!.id)).toBe(2);
    await database.db.transaction((tx) => deletePosts(tx, ana.id, [posts[0]!.id, posts[3]!.id]));
    expect([await countOf(a!.id), await countOf(b!.id), await countOf(stored)]).toEqual([1, 0, 0]);
    expect(await wrongCounts()).toEqual([]);

    // A deleted entity takes its links and its count row; a deleted member everything.
    await database.db.delete(entities).where(eq(entities.id, a!.id));
    expect(await countOf(a!.id)).toBeNull();
    expect(await wrongCounts()).toEqual([]);
    await database.db.delete(users).where(eq(users.id, ben.id));
    expect(await countOf(bensEntity.id)).toBeNull();
    expect(await wrongCounts()).toEqual([]);
  });

  it('stays exact when many transactions link and unlink the same entities at once', async () => {
    const cara = await member('cara-counts@stash.test');
    const shared = await Promise.all(['One', 'Two'].map((entityName) => seedEntity(database.db, cara.id, { entityName })));
    const ids = shared.map((row) => row.id);
    const posts = await Promise.all(Array.from({ length: 12 }, (_, index) => seedPost(database.db, cara.id, { title: `Cara ${index}` })));
    // Each post links both in its own transaction; on PostgreSQL they run at once and wait on each other's count rows.
    await Promise.all(posts.map((post) => database.db.transaction((tx) => linkEntities(tx, post.id, ids))));
    expect(await Promise.all(ids.map(countOf))).toEqual([12, 12]);
    await Promise.all(posts.slice(0, 5).map((post) => database.db.transaction((tx) => relinkPostEntities(tx, cara.id, post.id, [ids[0]!]))));
    expect(await Promise.all(ids.map(countOf))).toEqual([12, 7]);
    expect(await wrongCounts()).toEqual([]);
  });
});

describe('migration 0037 (entity_post_counts)', () => {
  it('counts the links made before it, for every entity, linked or not', async () => {
    const before = await pgliteBefore('0037_entity_post_counts');
    try {
      const client = before.client;
      await client.exec(`
        INSERT INTO users (id, email) VALUES ('00000000-0000-4000-8000-000000000001', 'old-a@stash.test'), ('00000000-0000-4000-8000-000000000002', 'old-b@stash.test');
        INSERT INTO posts (id, user_id, message_mid, message_id, source_url, canonical_url, activity_type) SELECT ('00000000-0000-4000-8000-1000000000' || lpad(i::text, 2, '0'))::uuid,
          CASE WHEN i < 8 THEN '00000000-0000-4000-8000-000000000001'::uuid ELSE '00000000-0000-4000-8000-000000000002'::uuid END,
          'mid' || i, 'id' || i, 'https://www.instagram.com/p/old' || i, 'https://www.instagram.com/p/old' || i, 'instagram' FROM generate_series(0, 9) i;
        INSERT INTO entities (id, user_id, entity_name, entity_type, dedupe_key) SELECT ('00000000-0000-4000-8000-2000000000' || lpad(i::text, 2, '0'))::uuid,
          CASE WHEN i < 5 THEN '00000000-0000-4000-8000-000000000001'::uuid ELSE '00000000-0000-4000-8000-000000000002'::uuid END,
          'Old ' || i, 'venue', 'venue:old:' || i FROM generate_series(0, 6) i;
        -- Entity i (of member a) linked from i of member a's posts; member b's entity 5 from both of b's posts, 6 from none.
        INSERT INTO post_entities (post_id, entity_id) SELECT p.id, e.id FROM entities e
          JOIN posts p ON p.user_id = e.user_id AND right(p.id::text, 2)::int < CASE WHEN e.entity_name = 'Old 5' THEN 10 WHEN e.entity_name = 'Old 6' THEN 0 ELSE right(e.id::text, 2)::int END;
        -- A count gone wrong before the move must not carry over: the links are what is counted.
        UPDATE entities SET post_count = 99 WHERE entity_name = 'Old 4';`);
      await before.migrateRest();

      const counts = await client.query<{ entity_name: string; user_id: string; post_count: number }>(`
        SELECT e.entity_name, c.user_id::text, c.post_count FROM entities e LEFT JOIN entity_post_counts c ON c.entity_id = e.id ORDER BY e.entity_name`);
      expect(counts.rows.map((row) => [row.entity_name, row.post_count])).toEqual([
        ['Old 0', 0], ['Old 1', 1], ['Old 2', 2], ['Old 3', 3], ['Old 4', 4], ['Old 5', 2], ['Old 6', 0],
      ]);
      expect(counts.rows.every((row) => row.user_id.endsWith(row.entity_name < 'Old 5' ? '1' : '2'))).toBe(true);
      const column = await client.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'entities' AND column_name = 'post_count'`);
      expect(column.rows).toEqual([]);
      // And from here on the triggers keep them.
      await client.exec(`DELETE FROM posts WHERE id = '00000000-0000-4000-8000-100000000003'`);
      const after = await client.query<{ post_count: number }>(`SELECT post_count FROM entity_post_counts c JOIN entities e ON e.id = c.entity_id WHERE e.entity_name = 'Old 4'`);
      expect(after.rows).toEqual([{ post_count: 3 }]);
    } finally {
      await before.close();
    }
  }, MIGRATION_CHAIN_TIMEOUT_MS);
});

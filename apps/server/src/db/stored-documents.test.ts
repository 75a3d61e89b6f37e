// The documents kept in posts.doc, posts.entities_doc, entities.doc and tags.doc (migrations 0009, 0011, 0012) must follow every write that
// changes what they hold, whichever code path makes it: each step below changes the database
// directly and then compares every stored document with one rendered afresh.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { queryRows } from './query-rows';
import { entities, media, postEntities, posts, tags } from './schema';
import { createAccount } from '../modules/accounts/accounts.service';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';
import { linkEntities, seedEntity, seedMedia, seedPost } from '../test-support/seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Rows whose stored document differs from a fresh rendering (compared as JSON, so key order does not matter). */
async function staleDocuments(): Promise<string[]> {
  const rows = await queryRows<{ what: string }>(database.db, sql`
    SELECT 'post ' || p.id AS what FROM posts p WHERE p.doc::jsonb IS DISTINCT FROM stash_post_doc(p)::jsonb
    UNION ALL
    SELECT 'entities of post ' || p.id FROM posts p CROSS JOIN stash_post_entities(p.id) AS linked
    WHERE (p.entity_count, p.entities_doc::jsonb) IS DISTINCT FROM (linked.entity_count, linked.entities_doc::jsonb)
    UNION ALL
    SELECT 'entity ' || e.id FROM entities e WHERE e.doc::jsonb IS DISTINCT FROM stash_entity_doc(e)::jsonb
    UNION ALL
    SELECT 'tag ' || t.id FROM tags t WHERE t.doc::jsonb IS DISTINCT FROM jsonb_build_object('id', t.id, 'name', t.name, 'color', t.color)`);
  return rows.map((row) => row.what);
}

async function storedPost(id: string): Promise<Record<string, unknown>> {
  const [row] = await database.db.select({ doc: posts.doc }).from(posts).where(eq(posts.id, id));
  return JSON.parse(row!.doc) as Record<string, unknown>;
}

it('keeps post and entity documents current through inserts, updates and deletes', async () => {
  const user = await createAccount(database.db, { email: 'docs@stash.test', password: null, isAdmin: false, name: null });
  const post = await seedPost(database.db, user.id, { title: 'Tacos on Fifth', activityType: 'instagram' });
  const other = await seedPost(database.db, user.id, { title: 'Another post' });
  expect(await storedPost(post.id)).toMatchObject({ id: post.id, title: 'Tacos on Fifth', media: [], status: 'organised' });

  // Media inserted in one statement: the post's document lists them, in position order.
  await seedMedia(database.db, post.id, [
    { url: 'https://cdn.example/a.jpg', type: 'image' },
    { url: 'https://cdn.example/b.mp4', type: 'video', storageKey: 'b.mp4' },
  ]);
  expect((await storedPost(post.id)).media).toEqual([
    { cdn_url: null, original_instagram_url: 'https://cdn.example/a.jpg', url: 'https://cdn.example/a.jpg', type: 'image' },
    { cdn_url: '/media/b.mp4', original_instagram_url: 'https://cdn.example/b.mp4', url: 'https://cdn.example/b.mp4', type: 'video' },
  ]);

  // A downloaded picture (media update), then a removed one (media delete).
  await database.db.update(media).set({ storageKey: 'a.jpg' }).where(eq(media.position, 0));
  expect((await storedPost(post.id)).media).toMatchObject([{ cdn_url: '/media/a.jpg' }, { cdn_url: '/media/b.mp4' }]);
  await database.db.delete(media).where(eq(media.position, 1));
  expect((await storedPost(post.id)).media).toHaveLength(1);

  // The post's own fields, as ingestion and the drawer's edit change them.
  await database.db.update(posts).set({ status: 'failed', statusReason: 'The post was removed', description: 'Mine' }).where(eq(posts.id, post.id));
  expect(await storedPost(post.id)).toMatchObject({ status: 'failed', status_reason: 'The post was removed', description: 'Mine' });

  // Entities: their own document follows enrichment; link counts do not need to re-render it.
  const place = await seedEntity(database.db, user.id, { entityName: 'Taqueria Uno', latitude: 40.7, longitude: -74 });
  await linkEntities(database.db, post.id, [place.id]);
  await linkEntities(database.db, other.id, [place.id]);
  await database.db
    .update(entities)
    .set({ entityName: 'Taqueria Uno (Fifth Ave)', entityData: { raw_data: { name: 'Taqueria Uno' }, enrichment_data: { rating: 4.6 } } })
    .where(eq(entities.id, place.id));
  const [entityRow] = await database.db.select({ doc: entities.doc }).from(entities).where(eq(entities.id, place.id));
  expect(JSON.parse(entityRow!.doc)).toMatchObject({
    entity_id: place.id,
    entity_name: 'Taqueria Uno (Fifth Ave)',
    entity_data: { enrichment_data: { rating: 4.6 } },
    latitude: 40.7,
  });
  // Both posts that link it carry the enriched entity, each with its own link.
  for (const linked of [post, other]) {
    const [row] = await database.db.select({ count: posts.entityCount, doc: posts.entitiesDoc }).from(posts).where(eq(posts.id, linked.id));
    expect(row!.count).toBe(1);
    expect(JSON.parse(row!.doc)).toMatchObject([
      { entity_name: 'Taqueria Uno (Fifth Ave)', entity_data: { enrichment_data: { rating: 4.6 } }, link_data: { stash_id: linked.id } },
    ]);
  }
  // A second place linked, then unlinked.
  const bar = await seedEntity(database.db, user.id, { entityName: 'Bar Dos' });
  await linkEntities(database.db, post.id, [bar.id]);
  expect((await database.db.select({ count: posts.entityCount }).from(posts).where(eq(posts.id, post.id)))[0]!.count).toBe(2);
  await database.db.delete(postEntities).where(eq(postEntities.entityId, bar.id));
  expect((await database.db.select({ count: posts.entityCount }).from(posts).where(eq(posts.id, post.id)))[0]!.count).toBe(1);

  expect(await staleDocuments()).toEqual([]);

  // Tags: created, renamed and recoloured, each keeps its own document.
  const [tag] = await database.db.insert(tags).values({ userId: user.id, name: 'Tacos "best"', color: '#ef4444' }).returning({ id: tags.id });
  await database.db.update(tags).set({ name: 'Tacos ✨' }).where(eq(tags.id, tag!.id));
  await database.db.update(tags).set({ color: '#22c55e' }).where(eq(tags.id, tag!.id));
  const [tagRow] = await database.db.select({ doc: tags.doc }).from(tags).where(eq(tags.id, tag!.id));
  expect(JSON.parse(tagRow!.doc)).toEqual({ id: tag!.id, name: 'Tacos ✨', color: '#22c55e' });
  expect(await staleDocuments()).toEqual([]);

  // Deleting a post takes its media with it; the cascade's re-rendering finds no post and does nothing.
  await database.db.delete(posts).where(eq(posts.id, post.id));
  expect(await staleDocuments()).toEqual([]);
});

it('compresses a long document with lz4 where the server has it (PGlite is built without: pglz)', async () => {
  const user = await createAccount(database.db, { email: 'long-docs@stash.test', password: null, isAdmin: false, name: null });
  const caption = Array.from({ length: 300 }, (_, index) => `Stop ${index}: noodles, dumplings and tea.`).join(' ');
  const post = await seedPost(database.db, user.id, { caption });
  const [row] = await queryRows<{ doc: string | null; card: string | null }>(
    database.db,
    sql`SELECT pg_column_compression(doc) AS doc, pg_column_compression(card_doc) AS card FROM posts WHERE id = ${post.id}`,
  );
  const method = testDatabaseKind === 'postgres' ? 'lz4' : 'pglz';
  expect(row).toEqual({ doc: method, card: method });
});

it("keeps a post's documents and search columns in its row (STORAGE MAIN), what the feed and every search read", async () => {
  const columns = await queryRows<{ column: string; storage: string }>(
    database.db,
    sql`SELECT attname AS column, attstorage AS storage FROM pg_attribute
        WHERE attrelid = 'posts'::regclass AND (attname IN ('doc', 'card_doc', 'entities_doc', 'raw_dump') OR attname LIKE 'search\\_%')
        ORDER BY attname`,
  );
  // 'm': compressed in the row, moved out only when the row would not fit a page; 'x': moved out first.
  // The weighted document is the largest search column and a search reads it last (search.repo).
  expect(columns).toEqual([
    { column: 'card_doc', storage: 'm' },
    { column: 'doc', storage: 'm' },
    { column: 'entities_doc', storage: 'm' },
    { column: 'raw_dump', storage: 'x' },
    { column: 'search_cells', storage: 'm' },
    { column: 'search_document', storage: 'x' },
    { column: 'search_kinds', storage: 'm' },
    { column: 'search_names', storage: 'm' },
    { column: 'search_places', storage: 'm' },
    { column: 'search_text', storage: 'm' },
  ]);
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { posts } from './schema';
import { createAccount } from '../modules/accounts/accounts.service';
import { mergeIntoEntity } from '../modules/entities/entity-writes';
import { createTestDatabase } from '../test-support/test-database';
import { linkEntities, seedEntity, seedPost, seedTag, tagPost } from '../test-support/seed';
import { queryRows } from './query-rows';

let database: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createAccount(database.db, { email: 'search@stash.test', password: null, isAdmin: false, name: null })).id;
});
afterAll(() => database.close());

/** Whether the post's document matches the search words (as the search calls read them). */
async function matches(postId: string, words: string): Promise<boolean> {
  const [row] = await database.db
    .select({ found: sql<boolean>`${posts.searchDocument} @@ websearch_to_tsquery('stash_search', ${words})` })
    .from(posts)
    .where(eq(posts.id, postId));
  return row!.found;
}

describe('the search document of a post', () => {
  it('holds title, caption, hashtags, author, entity names, kinds and places, and tag names', async () => {
    const post = await seedPost(database.db, userId, {
      title: 'Best ramen in town',
      caption: 'Slurp worthy, we keep driving back',
      hashtags: ['nycfood', 'Ramen'],
      authorName: 'Noodle Diaries',
      authorHandle: 'noodlediaries',
    });
    const entity = await seedEntity(database.db, userId, {
      entityName: 'Okiboru Noodles',
      entityType: 'restaurant',
      entityData: { raw_data: { name: 'Okiboru Noodles', location: 'Williamsburg, Brooklyn', category: 'ramen' }, enrichment_data: { city: 'New York' } },
    });
    await linkEntities(database.db, post.id, [entity.id]);
    const tag = await seedTag(database.db, userId, 'Date night');
    await tagPost(database.db, post.id, [tag.id]);

    for (const words of ['ramens', 'okiboru', 'date night', 'nycfood', '#nycfood', 'noodlediaries', 'restaurant', 'williamsburg', 'new york', 'drives']) {
      expect(await matches(post.id, words), words).toBe(true);
    }
    expect(await matches(post.id, 'pizza')).toBe(false);

    const [row] = await database.db
      .select({ names: posts.searchNames, places: posts.searchPlaces, text: posts.searchText })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(row!.names).toContain('okiboru noodles');
    expect(row!.names).toContain('date night');
    expect(row!.places).toContain('williamsburg, brooklyn');
    expect(row!.text).toContain('#nycfood');
  });

  it('folds accents and case, in the document and in the plain text', async () => {
    const post = await seedPost(database.db, userId, { title: 'Café da Señora', caption: 'O melhor pão de queijo de São Paulo' });
    expect(await matches(post.id, 'senora')).toBe(true);
    expect(await matches(post.id, 'SÃO PAULO')).toBe(true);
    expect(await matches(post.id, 'cafe')).toBe(true);
    const [row] = await database.db.select({ text: posts.searchText }).from(posts).where(eq(posts.id, post.id));
    expect(row!.text).toContain('cafe da senora');
    expect(row!.text).toContain('pao de queijo de sao paulo');
  });

  it('reads a full text that repeats the caption once, and a longer full text whole', async () => {
    const repeated = await seedPost(database.db, userId, { caption: 'Tamales on Dearborn today', fullText: 'Tamales on Dearborn today' });
    const [row] = await database.db.select({ text: posts.searchText, document: sql<string>`${posts.searchDocument}::text` }).from(posts).where(eq(posts.id, repeated.id));
    expect(row!.text.match(/dearborn/g)).toHaveLength(1);
    // The caption's words carry the caption's weight only, not the full text's too.
    expect(row!.document).toMatch(/'dearborn':\d+C/);
    expect(row!.document).not.toMatch(/\d+D/);
    const longer = await seedPost(database.db, userId, { caption: 'Tamales today', fullText: 'Tamales today. Find the truck at Dearborn and Monroe until 1:30.' });
    expect(await matches(longer.id, 'monroe')).toBe(true);
  });

  it('weights names above the caption and the caption above the full text', async () => {
    const post = await seedPost(database.db, userId, { title: 'Brooklyn', caption: 'slurp', fullText: 'noodle' });
    const [row] = await database.db
      .select({
        title: sql<number>`ts_rank(${posts.searchDocument}, to_tsquery('stash_search', 'brooklyn'))`,
        caption: sql<number>`ts_rank(${posts.searchDocument}, to_tsquery('stash_search', 'slurp'))`,
        full: sql<number>`ts_rank(${posts.searchDocument}, to_tsquery('stash_search', 'noodle'))`,
      })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(row!.title).toBeGreaterThan(row!.caption);
    expect(row!.caption).toBeGreaterThan(row!.full);
  });
});

describe("the member's search terms", () => {
  const terms = (kind: string) =>
    queryRows<{ term: string; uses: number }>(
      database.db,
      sql`SELECT term, uses FROM search_terms WHERE user_id = ${userId} AND kind = ${kind} ORDER BY folded`,
    );

  it('counts each hashtag once per post, and forgets it when no post uses it', async () => {
    const first = await seedPost(database.db, userId, { hashtags: ['Brunchclub', 'brunchclub', 'sundays'] });
    const second = await seedPost(database.db, userId, { hashtags: ['brunchclub'] });
    expect((await terms('hashtag')).filter((row) => ['Brunchclub', 'sundays'].includes(row.term))).toEqual([
      { term: 'Brunchclub', uses: 2 },
      { term: 'sundays', uses: 1 },
    ]);
    await database.db.update(posts).set({ hashtags: ['brunchclub'] }).where(eq(posts.id, first.id));
    expect((await terms('hashtag')).some((row) => row.term === 'sundays')).toBe(false);
    await database.db.delete(posts).where(eq(posts.id, second.id));
    await database.db.delete(posts).where(eq(posts.id, first.id));
    expect((await terms('hashtag')).some((row) => row.term.toLowerCase() === 'brunchclub')).toBe(false);
  });

  it('counts cities from the geocoder and from city entities', async () => {
    await seedEntity(database.db, userId, { entityName: 'Lisbon', entityType: 'city', routingClass: 'GeoArea' });
    await seedEntity(database.db, userId, {
      entityName: 'Time Out Market',
      entityData: { raw_data: { name: 'Time Out Market' }, enrichment_data: { city: 'Lisbon' } },
    });
    expect((await terms('city')).find((row) => row.term === 'Lisbon')).toEqual({ term: 'Lisbon', uses: 2 });
  });

  it("keeps the member's words for typo correction", async () => {
    await seedPost(database.db, userId, { title: 'Tonkotsu heaven' });
    const words = await queryRows<{ word: string }>(
      database.db,
      sql`SELECT word FROM search_words WHERE user_id = ${userId} AND word IN ('tonkotsu', 'heaven')`,
    );
    expect(words.map((row) => row.word).sort()).toEqual(['heaven', 'tonkotsu']);
  });

  it('is refreshed on every post naming an entity when a later save fills in its address', async () => {
    const earlier = await seedPost(database.db, userId, { title: 'Tiny bar, huge vermut', caption: 'no sign outside' });
    const bar = await seedEntity(database.db, userId, { entityName: 'Bodega Quimet', entityType: 'bar', entityData: { raw_data: { name: 'Bodega Quimet' }, enrichment_data: {} } });
    await linkEntities(database.db, earlier.id, [bar.id]);
    await database.db.execute(sql`select stash_refresh_post_search(${`{${earlier.id}}`}::uuid[])`);
    expect(await matches(earlier.id, 'Gràcia')).toBe(false);

    await database.db.transaction((tx) =>
      mergeIntoEntity(tx, bar.id, {
        entityData: { raw_data: { name: 'Bodega Quimet', location: 'Gràcia, Barcelona' }, enrichment_data: {} },
        category: 'bar',
        latitude: 41.4,
        longitude: 2.16,
      }),
    );
    expect(await matches(earlier.id, 'gracia barcelona')).toBe(true);
  });
});

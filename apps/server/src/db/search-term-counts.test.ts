// A member's hashtag and city counts (search_terms, kept by triggers at commit) against a recount,
// with many of a member's writes at once; a member deleted in the transaction that saved a post;
// and, on PostgreSQL, a save that does not wait for another open transaction of the same member
// that uses the same hashtag. Runs on PGlite and, with STASH_TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { queryRows } from './query-rows';
import { entities, posts, users } from './schema';
import { createAccount } from '../modules/accounts/accounts.service';
import { seedEntity, seedPost } from '../test-support/seed';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let members = 0;
const newMember = async () => (await createAccount(database.db, { email: `terms-${(members += 1)}@stash.test`, password: null, isAdmin: false, name: null })).id;

async function keptTerms(userId: string, kind: 'hashtag' | 'city'): Promise<Record<string, number>> {
  const rows = await queryRows<{ folded: string; uses: number }>(
    database.db,
    sql`SELECT folded, uses FROM search_terms WHERE user_id = ${userId} AND kind = ${kind} ORDER BY folded`,
  );
  return Object.fromEntries(rows.map((row) => [row.folded, Number(row.uses)]));
}

/** Each hashtag counted once per post that has it (in any case or spacing), as the suggestions read them. */
async function recountedHashtags(userId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ folded: string; uses: number }>(
    database.db,
    sql`SELECT stash_fold(btrim(tag)) AS folded, count(DISTINCT p.id)::int AS uses
        FROM posts p, unnest(p.hashtags) AS tag
        WHERE p.user_id = ${userId} AND btrim(tag) <> '' GROUP BY 1 ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.folded, Number(row.uses)]));
}

const cityOf = (city: string) => ({ raw_data: { name: 'A place' }, enrichment_data: { city } });

describe(`hashtag and city counts on ${testDatabaseKind}`, () => {
  it('stay exact through many saves, hashtag changes, removals and a rollback at once', async () => {
    const ana = await newMember();
    const tagSets = [['brunch', 'Sundays'], ['brunch'], []];
    await Promise.all(
      Array.from({ length: 24 }, (_, round) =>
        database.db.transaction(async (tx) => {
          // A save, then its extraction sets the hashtags, as the save call and the pipeline do.
          const post = await seedPost(tx, ana, { hashtags: [] });
          await tx.update(posts).set({ hashtags: tagSets[round % 3]! }).where(eq(posts.id, post.id));
          if (round % 4 === 0) await tx.update(posts).set({ hashtags: ['latenight', 'Brunch '] }).where(eq(posts.id, post.id));
          if (round % 6 === 0) await tx.delete(posts).where(eq(posts.id, post.id));
          const place = await seedEntity(tx, ana, { entityData: cityOf(round % 2 ? 'Lisbon' : 'Porto') });
          if (round % 5 === 0) await tx.update(entities).set({ entityData: cityOf('Lisbon') }).where(eq(entities.id, place.id));
        }),
      ),
    );
    await database.db
      .transaction(async (tx) => {
        await seedPost(tx, ana, { hashtags: ['brunch', 'rolledback'] });
        await seedEntity(tx, ana, { entityData: cityOf('Madrid') });
        throw new Error('rolled back on purpose');
      })
      .catch(() => undefined);
    expect(await keptTerms(ana, 'hashtag')).toEqual(await recountedHashtags(ana));
    expect((await keptTerms(ana, 'hashtag')).brunch).toBe(14);
    // Rounds 1, 3, 5 ... place in Lisbon; rounds 0, 10, 20 move from Porto to Lisbon.
    expect(await keptTerms(ana, 'city')).toEqual({ lisbon: 15, porto: 9 });
  });

  it('leave nothing behind for a member deleted in the transaction that saved a post', async () => {
    const gone = await newMember();
    await database.db.transaction(async (tx) => {
      await seedPost(tx, gone, { hashtags: ['farewell'] });
      await seedEntity(tx, gone, { entityData: cityOf('Oslo') });
      await tx.delete(users).where(eq(users.id, gone));
    });
    const left = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM search_terms WHERE user_id = ${gone}`);
    expect(left[0]!.n).toBe(0);
  });

  it('let a save commit while another transaction of the member holds the same hashtag (PostgreSQL only)', async (context) => {
    if (testDatabaseKind !== 'postgres') {
      console.log('skipped: PGlite has one connection, so its transactions never overlap; this runs in the PostgreSQL suite');
      context.skip();
    }
    const ben = await newMember();
    const extracted = await seedPost(database.db, ben, { hashtags: [] });
    let releaseExtraction!: () => void;
    const extractionMayCommit = new Promise<void>((resolve) => (releaseExtraction = resolve));
    let extractionWrote!: () => void;
    const extractionHasWritten = new Promise<void>((resolve) => (extractionWrote = resolve));
    // The pipeline's extraction: sets the post's hashtags, then stays open.
    const extraction = database.db.transaction(async (tx) => {
      await tx.update(posts).set({ hashtags: ['ramen'] }).where(eq(posts.id, extracted.id));
      extractionWrote();
      await extractionMayCommit;
    });
    await extractionHasWritten;
    // Another post of the member with the same hashtag. Were the term row locked until the
    // extraction commits, this would wait, and the lock timeout would fail it.
    const saved = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
        return seedPost(tx, ben, { hashtags: ['ramen'] });
      })
      .finally(releaseExtraction);
    await extraction;
    expect(saved.id).toBeTruthy();
    expect(await keptTerms(ben, 'hashtag')).toEqual({ ramen: 2 });
  });
});

// The category counts (post_category_counts, kept by triggers at commit) against a recount of the
// posts, with many of a member's writes at once; and, on PostgreSQL, a save that does not wait for
// another open transaction of the same member that changed a category. Runs on PGlite and, with
// STASH_TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { posts } from '../../db/schema';
import { createMember, type TestMember } from '../../test-support/members';
import { seedPost } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKind } from '../../test-support/test-database';

let t: TestApp;
let ana: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t);
});

afterAll(async () => {
  await t?.close();
});

async function keptCounts(userId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ category: string; count: number }>(
    t.database.db,
    sql`SELECT category, post_count AS count FROM post_category_counts WHERE user_id = ${userId} AND post_count <> 0 ORDER BY category`,
  );
  return Object.fromEntries(rows.map((row) => [row.category, Number(row.count)]));
}

async function recounted(userId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ category: string; count: number }>(
    t.database.db,
    sql`SELECT coalesce(category, '') AS category, count(*)::int AS count FROM posts WHERE user_id = ${userId} GROUP BY 1 ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.category, Number(row.count)]));
}

describe(`category counts on ${testDatabaseKind}`, () => {
  it('stay exact through many saves, category changes, removals and a rollback at once', async () => {
    const categories = ['food', 'travel', null] as const;
    await Promise.all(
      Array.from({ length: 24 }, (_, round) =>
        t.database.db.transaction(async (tx) => {
          // A save, then its extraction sets the category, as the save call and the pipeline do.
          const post = await seedPost(tx, ana.userId, { category: null, status: 'pending' });
          await tx.update(posts).set({ category: categories[round % 3] }).where(eq(posts.id, post.id));
          if (round % 4 === 0) await tx.update(posts).set({ category: 'events' }).where(eq(posts.id, post.id));
          if (round % 6 === 0) await tx.delete(posts).where(eq(posts.id, post.id));
        }),
      ),
    );
    await t.database.db
      .transaction(async (tx) => {
        await seedPost(tx, ana.userId, { category: 'food' });
        throw new Error('rolled back on purpose');
      })
      .catch(() => undefined);
    expect(await keptCounts(ana.userId)).toEqual(await recounted(ana.userId));
    expect(Object.values(await keptCounts(ana.userId)).reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('let a save commit while another transaction of the member holds a category change (PostgreSQL only)', async (context) => {
    if (testDatabaseKind !== 'postgres') {
      console.log('skipped: PGlite has one connection, so its transactions never overlap; this runs in the PostgreSQL suite');
      context.skip();
    }
    const ben = await createMember(t);
    const extracted = await seedPost(t.database.db, ben.userId, { category: null, status: 'pending' });
    let releaseExtraction!: () => void;
    const extractionMayCommit = new Promise<void>((resolve) => (releaseExtraction = resolve));
    let extractionWrote!: () => void;
    const extractionHasWritten = new Promise<void>((resolve) => (extractionWrote = resolve));
    // The pipeline's extraction: sets the category ('' -1, food +1), then stays open.
    const extraction = t.database.db.transaction(async (tx) => {
      await tx.update(posts).set({ category: 'food' }).where(eq(posts.id, extracted.id));
      extractionWrote();
      await extractionMayCommit;
    });
    await extractionHasWritten;
    // A save of the same member: a new post without a category ('' +1). Were the count row locked
    // until the extraction commits, this would wait, and the lock timeout would fail it.
    const saved = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
      return seedPost(tx, ben.userId, { category: null, status: 'pending' });
    }).finally(releaseExtraction);
    await extraction;
    expect(saved.id).toBeTruthy();
    expect(await keptCounts(ben.userId)).toEqual({ '': 1, food: 1 });
    expect(await keptCounts(ben.userId)).toEqual(await recounted(ben.userId));
  });
});

// The small SQL helpers the documents, search columns and name index are built with: their answers,
// that a call on a constant is still folded when a statement is planned (the search's LIKE patterns
// rely on it to use their trigram indexes), and that the functions taking an array of posts keep
// one generic plan instead of being planned afresh on every call.
// Runs on PGlite and, with STASH_TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { queryRows } from './query-rows';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function one<Value>(query: ReturnType<typeof sql>): Promise<Value> {
  const [row] = await queryRows<{ value: Value }>(database.db, query);
  return row!.value;
}

describe(`SQL helpers on ${testDatabaseKind}`, () => {
  it('fold text to lower case without accents, and keep NULL', async () => {
    expect(await one(sql`SELECT stash_fold('Crème Brûlée at ÇA VA Café') AS value`)).toBe('creme brulee at ca va cafe');
    expect(await one(sql`SELECT stash_fold(NULL) AS value`)).toBeNull();
  });

  it('write timestamps in UTC with milliseconds, and keep NULL', async () => {
    expect(await one(sql`SELECT stash_iso_timestamp('2024-03-09 23:30:05.678-05') AS value`)).toBe('2024-03-10T04:30:05.678Z');
    expect(await one(sql`SELECT stash_iso_timestamp(NULL) AS value`)).toBeNull();
  });

  it('split a name into its folded words, each once, in the order they first appear', async () => {
    expect(await one(sql`SELECT stash_name_words('Joe''s Pizza — JOE’s, Brooklyn') AS value`)).toEqual(['joe', 's', 'pizza', 'brooklyn']);
    expect(await one(sql`SELECT stash_name_words('  ') AS value`)).toEqual([]);
    expect(await one(sql`SELECT stash_name_words(NULL) AS value`)).toEqual([]);
  });

  it('fold a constant when the statement is planned', async () => {
    const plan = await queryRows<Record<string, string>>(
      database.db,
      sql`EXPLAIN (VERBOSE, COSTS OFF) SELECT 1 FROM search_words WHERE word LIKE stash_fold('Café%')`,
    );
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain(`'cafe%'`);
    expect(text).not.toContain('stash_fold');
  });

  it('plan the functions that take an array of posts once, generically', async () => {
    const settings = await queryRows<{ name: string; config: string[] | null }>(
      database.db,
      sql`SELECT proname AS name, proconfig AS config FROM pg_proc
          WHERE proname IN ('stash_refresh_post_search', 'stash_add_member_media_bytes') ORDER BY proname`,
    );
    expect(settings).toEqual([
      { name: 'stash_add_member_media_bytes', config: ['plan_cache_mode=force_generic_plan'] },
      { name: 'stash_refresh_post_search', config: ['plan_cache_mode=force_generic_plan'] },
    ]);
  });
});

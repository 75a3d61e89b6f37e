// posts/list's page bounds: the first pages carry LIMIT and OFFSET as numbers in the statement, so
// that PostgreSQL keeps a generic plan of it (posts.repo.ts pageBounds); pages further on pass them
// as parameters. Both must answer the same pages. Runs on PGlite and, with
// STASH_TEST_DATABASE_URL, on PostgreSQL (the plans only there).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { postsListRequestSchema } from '@stash/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LITERAL_BOUND_PAGES, listPage, pageBounds } from './posts.repo';
import { queryRows } from '../../db/query-rows';
import { createMember, type TestMember } from '../../test-support/members';
import { seedPost } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKind } from '../../test-support/test-database';

let t: TestApp;
let ana: TestMember;
const POSTS = 12;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t);
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < POSTS; i += 1) {
    await seedPost(t.database.db, ana.userId, { title: `Post ${i}`, createdAt: new Date(start + i * 60_000) });
  }
});

afterAll(async () => {
  await t?.close();
});

const dialect = new PgDialect();
const boundsText = (limit: number, offset: number) => {
  const { bounds, values } = pageBounds(limit, offset);
  return { sql: dialect.sqlToQuery(bounds).sql, values };
};
const request = (limit: number, offset: number, extra: Record<string, unknown> = {}) => postsListRequestSchema.parse({ limit, offset, ...extra });
const titles = (docs: string[]) => docs.map((doc) => (JSON.parse(doc) as { title: string }).title);

describe('pageBounds', () => {
  it('writes the numbers of the first pages into the text, and passes those of later or unaligned pages', () => {
    expect(boundsText(36, 0)).toEqual({ sql: 'LIMIT 37 OFFSET 0', values: {} });
    expect(boundsText(36, 36 * (LITERAL_BOUND_PAGES - 1))).toEqual({ sql: `LIMIT 37 OFFSET ${36 * (LITERAL_BOUND_PAGES - 1)}`, values: {} });
    expect(boundsText(36, 36 * LITERAL_BOUND_PAGES)).toEqual({ sql: 'LIMIT $1 OFFSET $2', values: { limit: 37, offset: 36 * LITERAL_BOUND_PAGES } });
    expect(boundsText(36, 10)).toEqual({ sql: 'LIMIT $1 OFFSET $2', values: { limit: 37, offset: 10 } });
  });
});

describe(`posts/list pages on ${testDatabaseKind}`, () => {
  it('are the same whether the bounds are numbers in the text or parameters', async () => {
    const newestFirst = Array.from({ length: POSTS }, (_, i) => `Post ${POSTS - 1 - i}`);
    // limit 3: offsets 0..72 are written in, 75 and 5 (unaligned) are passed.
    for (const offset of [0, 3, 9, 5, 3 * LITERAL_BOUND_PAGES]) {
      for (const sortBy of ['saved', 'title'] as const) {
        const page = await listPage(t.database.db, ana.userId, request(3, offset, { sort_by: sortBy, sort: 'desc' }));
        const all = sortBy === 'saved' ? newestFirst : [...newestFirst].sort().reverse();
        expect(titles(page), `offset ${offset}, ${sortBy}`).toEqual(all.slice(offset, offset + 4));
      }
    }
  });

  it('keeps a generic plan of a first page on its connection (PostgreSQL only)', async (context) => {
    if (t.database.kind !== 'postgres') {
      console.log(`skipped on ${testDatabaseKind}: PGlite keeps no prepared statements; this runs in the PostgreSQL suite`);
      return context.skip();
    }
    const plans = await t.database.db.transaction(async (tx) => {
      // One connection: a statement is planned for its values five times, then its generic plan is weighed.
      for (let i = 0; i < 8; i += 1) await listPage(tx, ana.userId, request(4, 4));
      return queryRows<{ generic: number; custom: number }>(
        tx,
        sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE ${'%LIMIT 5 OFFSET 4%'}`,
      );
    });
    expect(plans).toHaveLength(1);
    expect(plans[0]!.generic).toBeGreaterThanOrEqual(3);
  });
});

// Statements with parameters are kept prepared on their PostgreSQL connection, under a name made
// from their text; statements without (DDL, BEGIN) and texts past the cap run unnamed. PostgreSQL
// only: PGlite runs in the process, with no protocol to parse statements over.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { MAX_NAMED_STATEMENTS, namedStatementsOf } from './prepared-statements';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** A connection of the test database's pool; the test is skipped, saying why, on PGlite. */
async function postgresClient(context: { skip: () => void }) {
  if (database.kind !== 'postgres') {
    console.log(`skipped on ${testDatabaseKind}: PGlite has no connections to prepare statements on; this runs in the PostgreSQL suite`);
    context.skip();
    throw new Error('unreachable: skip() ends the test');
  }
  return database.pool.connect();
}

it('keeps parameterised statements prepared on their connection, and no others (PostgreSQL only)', async (context) => {
  const client = await postgresClient(context);
  try {
    const preparedOnServer = async () =>
      (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).rows.map((row) => row.statement);
    const before = namedStatementsOf(client).size;

    for (const n of [1, 2, 3]) {
      const { rows } = await client.query<{ doubled: number }>({ text: 'SELECT $1::int * 2 AS doubled' }, [n]);
      expect(rows[0]!.doubled).toBe(n * 2);
    }
    await client.query({ text: 'SELECT 41 + 1 AS answer' });

    expect(namedStatementsOf(client).size).toBe(before + 1);
    expect(await preparedOnServer()).toContain('SELECT $1::int * 2 AS doubled');
    expect(await preparedOnServer()).not.toContain('SELECT 41 + 1 AS answer');

    // drizzle's own calls take the same path, inside a transaction too.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT ${'drizzle'}::text AS word`);
    });
  } finally {
    client.release();
  }
});

it('stops naming new texts on a connection past the cap (PostgreSQL only)', async (context) => {
  const client = await postgresClient(context);
  try {
    for (let i = namedStatementsOf(client).size; i < MAX_NAMED_STATEMENTS + 5; i += 1) {
      await client.query({ text: `SELECT $1::int + ${i} AS n` }, [1]);
    }
    expect(namedStatementsOf(client).size).toBe(MAX_NAMED_STATEMENTS);
    const prepared = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements');
    expect(prepared.rows[0]!.count).toBe(MAX_NAMED_STATEMENTS);
  } finally {
    client.release();
  }
});

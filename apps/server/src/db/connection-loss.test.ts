// A PostgreSQL connection cut while a transaction holds it (the server restarting, an operator
// terminating backends) must fail that transaction, not end the process, and the pool must go on.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { queryRows } from './query-rows';

let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

it('survives a checked-out connection being cut, fails its transaction and keeps serving', async (context) => {
  if (!handle || handle.kind !== 'postgres') {
    console.log('skipped: PGlite has no connections to cut; this runs in the PostgreSQL suite');
    return context.skip();
  }
  const { pool, db } = handle;
  // Checked out as drizzle's transactions are: pg-pool's own 'error' listener is off meanwhile.
  const client = await pool.connect();
  await client.query('BEGIN');
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const ended = new Promise((resolve) => client.once('end', resolve));
  await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
  // The client emits 'error' and then 'end' when the server cuts it; with nobody listening for
  // 'error' that emit throws out of the socket handler and the test run reports it.
  await ended;
  const failure = await client.query('SELECT 1').then(
    () => undefined,
    (error: unknown) => error,
  );
  client.release(failure instanceof Error ? failure : true);
  expect(isDatabaseUnavailable(failure)).toBe(true);

  // The same through a drizzle transaction: the statement after the cut rejects, the pool goes on.
  const transaction = db.transaction(async (tx) => {
    const [row] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
    await pool.query('SELECT pg_terminate_backend($1)', [row!.pid]);
    await tx.execute(sql`SELECT 1`);
  });
  await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
  expect(await queryRows(db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
});

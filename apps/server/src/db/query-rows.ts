import type { SQL } from 'drizzle-orm';
import type { Executor } from './connection';

/** Runs raw SQL and returns its rows; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

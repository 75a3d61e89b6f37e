// A fresh, migrated database per run: PGlite in memory, or a new database on a PostgreSQL server
// (a throwaway cluster or --pg-url) that is dropped again when the run closes it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, runMigrations, type DatabaseHandle } from '../../apps/server/src/db/connection';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseLabel = (kind: DatabaseKind) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Opens and migrates the database. PostgreSQL gets the server's own pool size (openPostgres's
 * default, as main.ts uses it), so the pipeline has the connections it has in production.
 */
export async function openFreshDatabase(kind: DatabaseKind, pgServerUrl: string | undefined): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openPglite(undefined);
    await runMigrations(handle);
    return handle;
  }
  if (!pgServerUrl) throw new Error('no PostgreSQL server to make the database on');
  const name = `stash_bench_ingest_${randomBytes(4).toString('hex')}`;
  await onServer(pgServerUrl, `CREATE DATABASE ${name}`);
  const url = new URL(pgServerUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openPostgres(url.toString());
    await runMigrations(handle);
  } catch (error) {
    await onServer(pgServerUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    throw error;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(pgServerUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

// A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
// the PostgreSQL server named by STASH_TEST_DATABASE_URL (dropped again on close).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, runMigrations, type DatabaseHandle } from '../db/connection';

export const testDatabaseKind = process.env.STASH_TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.STASH_TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined);
    await runMigrations(handle);
    return handle;
  }
  const name = `stash_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

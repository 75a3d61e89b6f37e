// Opens the one database the server uses: embedded PGlite in the data dir, or a PostgreSQL server
// when DATABASE_URL is set. Both are driven through the same drizzle schema and migrations.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { keepStatementsPrepared } from './prepared-statements';
import * as schema from './schema';
import { MIGRATIONS_FOLDER } from '../server-files';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A drizzle transaction of `Database`, accepted wherever a repo can run inside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; connectionString: string; close(): Promise<void> };

/** Any fixed number: held while migrating so that several processes starting at once take turns. */
const MIGRATION_LOCK_ID = 7_358_221;

/**
 * The contrib extensions the migrations create (trigram and accent-folded search, earth distances
 * for nearby places), and pgvector, created only when search by meaning is configured.
 */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent, cube, earthdistance, vector };

/**
 * Embedded database; `dataDir` undefined keeps it in memory (tests), started from `image` (a
 * `dumpDataDir` tarball) when one is given instead of from an empty cluster.
 */
export async function openPglite(dataDir: string | undefined, image?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const directory = path.join(dataDir, 'pgdata');
    fs.mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(image ? { loadDataDir: image } : {}) });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

export async function openPostgres(connectionString: string, poolSize = 20): Promise<DatabaseHandle> {
  // JIT compiling pays off for long analytic queries, not for the member's calls: the planner's
  // cost of a search with an EXISTS over places passes jit_above_cost and each call then spends
  // 20-40 ms compiling expressions it runs a few thousand times.
  // A connection is kept while idle for minutes, not pg-pool's 10 s: a PostgreSQL session keeps the
  // plans of the trigger functions it has run (the post renderings, the counts), and a new one pays
  // for them again on its first writes, several milliseconds a connection after every quiet spell.
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 5 * 60_000, options: '-c jit=off' });
  // Idle clients can lose their server (restart, failover); log rather than crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // pg-pool takes its idle 'error' listener off a client while it is checked out (a transaction
  // holds one between its statements): a connection the server drops meanwhile (a restart, an
  // administrator's shutdown) would then emit 'error' with nobody listening, which ends the process.
  // The transaction fails either way, through its next statement, and the pool discards the broken
  // client on release; this listener only keeps the process alive.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    keepStatementsPrepared(client);
  });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return { kind: 'postgres', db, pool, connectionString, close: () => pool.end() };
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await runMigrations(handle);
  return handle;
}

// A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
// the PostgreSQL server named by STASH_TEST_DATABASE_URL (dropped again on close).
//
// Starting a cluster and running every migration is most of what a test file's database costs
// (about 2 s on PGlite). So the first file migrates one and keeps it as a template, and the others
// start from a copy: a PGlite data-dir image on disk, or a template database on the server. Both
// are named by a hash of the migrations (and PGlite's version), so a new migration makes a new one.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, runMigrations, type DatabaseHandle } from '../db/connection';
import { MIGRATIONS_FOLDER, SERVER_ROOT } from '../server-files';

export const testDatabaseKind = process.env.STASH_TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.STASH_TEST_DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

/** Every migration file's name and bytes, and the PGlite build that would load an image of them. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  // The package's exports hide its package.json: find it above the entry point.
  let directory = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(directory, 'package.json'))) directory = path.dirname(directory);
  return (JSON.parse(fs.readFileSync(path.join(directory, 'package.json'), 'utf8')) as { version: string }).version;
}

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  const imagePath = path.join(SERVER_ROOT, 'node_modules', '.cache', 'stash-test-database', `pglite-${migrationsFingerprint()}.tar`);
  if (fs.existsSync(imagePath)) {
    const handle = await openPglite(undefined, new Blob([fs.readFileSync(imagePath)]));
    // Nothing to apply on a current image; this only checks that it is one.
    await runMigrations(handle);
    return handle;
  }
  const handle = await openPglite(undefined);
  await runMigrations(handle);
  if (handle.kind === 'pglite') {
    const image = Buffer.from(await (await handle.client.dumpDataDir('none')).arrayBuffer());
    fs.mkdirSync(path.dirname(imagePath), { recursive: true });
    // Written aside and renamed, so a file running at the same time never reads half an image.
    const partial = `${imagePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, image);
    fs.renameSync(partial, imagePath);
  }
  return handle;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `stash_test_${randomBytes(6).toString('hex')}`;
  const template = `stash_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One file at a time makes the template, and copies from it: a copy fails while any other
    // session is connected to its template.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount === 0) await createTemplate(admin, serverUrl, template);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]).catch(() => undefined);
    await admin.end();
  }
  const handle = await openPostgres(databaseUrl(serverUrl, name), 5);
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

/** Creates and migrates the template under a scratch name, then renames it, so a failed migration leaves none. */
async function createTemplate(admin: pg.Client, serverUrl: string, template: string): Promise<void> {
  const scratch = `${template}_making`;
  await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${scratch}`);
  const handle = await openPostgres(databaseUrl(serverUrl, scratch), 1);
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  await admin.query(`ALTER DATABASE ${scratch} RENAME TO ${template}`);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

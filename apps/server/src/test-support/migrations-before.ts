// A database as an older server left it: PGlite migrated up to, not including, one migration, for
// a test to write rows the old way and then check what the migration makes of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPglite, runMigrations } from '../db/connection';
import { MIGRATIONS_FOLDER } from '../server-files';

/** A test that runs every migration on a database of its own: a minute or more on a busy two-core machine. */
export const MIGRATION_CHAIN_TIMEOUT_MS = 180_000;

export interface DatabaseBefore {
  client: PGlite;
  /** Runs the migration and every one after it. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

export async function pgliteBefore(migrationTag: string): Promise<DatabaseBefore> {
  // The migrations before it from a copy of the folder whose journal ends there.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-migrations-'));
  const handle = await openPglite(undefined);
  const close = async () => {
    await handle.close();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === migrationTag);
    if (at < 1) throw new Error(`no migration ${migrationTag} after the first`);
    fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: folder });
    return { client: handle.client, migrateRest: () => runMigrations(handle), close };
  } catch (error) {
    await close();
    throw error;
  }
}

// Reads what a chaos run left in the database and the media directory, with the servers stopped
// (the embedded database admits one process): posts, members and unrecorded media files.
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/connection';
import { createLocalMediaStorage, mediaDirectoryOf } from '../../apps/server/src/providers/storage/media-storage';
import type { ChaosDatabase } from './context';

export interface StoredPost {
  id: string;
  email: string;
  canonicalUrl: string;
  status: string;
  statusReason: string | null;
}

export interface StashState {
  posts: StoredPost[];
  /** Groups of one member's posts under one canonical link beyond the first. */
  duplicateGroups: number;
  mediaFiles: number;
  /** Media files no media row names (whatever their age). */
  orphanMediaFiles: string[];
  /** The sweeper's jobs (pg-boss's table): how many in each state, and what the last ones returned. */
  sweeps: { states: Record<string, number>; last: unknown[] };
}

async function rows<T>(handle: DatabaseHandle, statement: string): Promise<T[]> {
  if (handle.kind === 'postgres') return (await handle.pool.query(statement)).rows as T[];
  return (await handle.client.query<T>(statement)).rows;
}

export async function openChaosDatabase(database: ChaosDatabase): Promise<DatabaseHandle> {
  return database.kind === 'pglite' ? openPglite(database.dataDir) : openPostgres(database.url!, 2);
}

/** Media files in the data dir that no media row names. */
export async function orphanMediaFiles(handle: DatabaseHandle, dataDir: string): Promise<{ files: number; orphans: string[] }> {
  const recorded = new Set(
    (await rows<{ storage_key: string }>(handle, 'SELECT storage_key FROM media WHERE storage_key IS NOT NULL')).map((row) => row.storage_key),
  );
  let files = 0;
  const orphans: string[] = [];
  for await (const file of createLocalMediaStorage(mediaDirectoryOf(dataDir)).list()) {
    files += 1;
    if (!recorded.has(file.key)) orphans.push(file.key);
  }
  return { files, orphans };
}

/** The newest media file's time, or undefined when there is none. */
export async function newestMediaFile(dataDir: string): Promise<Date | undefined> {
  let newest: Date | undefined;
  for await (const file of createLocalMediaStorage(mediaDirectoryOf(dataDir)).list()) {
    if (!newest || file.modifiedAt > newest) newest = file.modifiedAt;
  }
  return newest;
}

export async function readStashState(database: ChaosDatabase): Promise<StashState> {
  const handle = await openChaosDatabase(database);
  try {
    const posts = (
      await rows<{ id: string; email: string; canonical_url: string; status: string; status_reason: string | null }>(
        handle,
        'SELECT p.id, u.email, p.canonical_url, p.status, p.status_reason FROM posts p JOIN users u ON u.id = p.user_id',
      )
    ).map((row) => ({ id: row.id, email: row.email, canonicalUrl: row.canonical_url, status: row.status, statusReason: row.status_reason }));
    const [duplicates] = await rows<{ groups: number | string }>(
      handle,
      'SELECT count(*) AS groups FROM (SELECT 1 FROM posts GROUP BY user_id, canonical_url HAVING count(*) > 1) AS doubled',
    );
    const media = await orphanMediaFiles(handle, database.dataDir);
    const sweepJobs = await rows<{ state: string; created_on: string; completed_on: string | null; output: unknown }>(
      handle,
      "SELECT state, created_on, completed_on, output FROM pgboss.job WHERE name = 'system.sweep' ORDER BY created_on",
    );
    const states: Record<string, number> = {};
    for (const job of sweepJobs) states[job.state] = (states[job.state] ?? 0) + 1;
    const sweeps = { states, last: sweepJobs.slice(-3) };
    return { posts, duplicateGroups: Number(duplicates?.groups ?? 0), mediaFiles: media.files, orphanMediaFiles: media.orphans, sweeps };
  } finally {
    await handle.close();
  }
}

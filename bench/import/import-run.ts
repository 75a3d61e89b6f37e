// The database side of an import, on a fresh embedded database with its real queue: the upload
// stored, the read job (the file streamed into the import's items, 500 a transaction), then the
// feed (each item made a stash and its pipeline's first job queued, one transaction each) with the
// per-member pacing lifted, so the figure is what the server can do, not the pace it keeps to.
// The pipeline's own workers are not started: how fast stashes are organised is bench/ingest's.
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../apps/server/src/config';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { createIngestQueues } from '../../apps/server/src/ingest/ingest-queue';
import { createAccount } from '../../apps/server/src/modules/accounts/accounts.service';
import { createImportsService } from '../../apps/server/src/modules/imports/imports.service';
import { createPostsBulkService } from '../../apps/server/src/modules/posts/posts-bulk.service';
import { createLocalMediaStorage } from '../../apps/server/src/providers/storage/media-storage';
import { startQueue, stopQueue } from '../../apps/server/src/queue/queue';
import { openFreshDatabase } from '../ingest/databases';

export interface ImportRunFigures {
  saves: number;
  readSeconds: number;
  /** Links read from the file and written as the import's items, per second. */
  readPerSecond: number;
  stashes: number;
  feedSeconds: number;
  /** Stashes created with their first pipeline job queued, per second. */
  queuedPerSecond: number;
  peakRssAboveBaselineMb: number;
}

/** Imports `file` for one new member and measures the two jobs; peak memory is sampled throughout. */
export async function runImport(file: string, workDir: string): Promise<ImportRunFigures> {
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir, { recursive: true });
  const config = loadConfig({ STASH_DATA_DIR: dataDir });
  const database = await openFreshDatabase('pglite', undefined);
  const queue = await startQueue(database, (error) => console.error('queue error:', error), { jobTimeoutSeconds: config.ingest.jobTimeoutSeconds });
  try {
    await createIngestQueues(queue, config.ingest);
    const member = await createAccount(database.db, { email: 'bench-import@stash.test', password: null, isAdmin: false, name: null });
    const postsBulk = createPostsBulkService({ db: database.db, queue, mediaStorage: createLocalMediaStorage(path.join(dataDir, 'media')) });
    // The whole import in one feed batch: the pacing between batches is a setting, not work.
    const imports = createImportsService({ db: database.db, queue, postsBulk, dataDir, feed: { batchSize: 1_000_000, intervalSeconds: 0 }, log: pino({ level: 'silent' }) });

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const created = await imports.create(member.id, { file_name: path.basename(file), tiktok_lists: 'favorites' }, createReadStream(file), undefined);
      const readStarted = performance.now();
      await imports.read(created.id, false);
      const readSeconds = (performance.now() - readStarted) / 1000;
      const afterRead = await imports.get(member.id, created.id);
      if (afterRead.status !== 'importing') throw new Error(`the import did not read: ${afterRead.status} ${afterRead.error ?? ''}`);

      const feedStarted = performance.now();
      await imports.feedMember(member.id);
      const feedSeconds = (performance.now() - feedStarted) / 1000;
      const [row] = await queryRows<{ stashes: number }>(database.db, sql`SELECT count(*)::int AS stashes FROM posts WHERE user_id = ${member.id}`);
      const stashes = row?.stashes ?? 0;
      if (stashes !== afterRead.counts.found) throw new Error(`${afterRead.counts.found} links found but ${stashes} stashes made`);
      return {
        saves: afterRead.counts.found,
        readSeconds,
        readPerSecond: afterRead.counts.found / readSeconds,
        stashes,
        feedSeconds,
        queuedPerSecond: stashes / feedSeconds,
        peakRssAboveBaselineMb: (peak - baseline) / (1024 * 1024),
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await stopQueue(queue);
    await database.close();
  }
}

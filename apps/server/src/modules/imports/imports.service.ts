// Imports: an uploaded export (or file of links) is kept on disk, read by a job into the import's
// items (each link once), and its items are then added a few at a time per member by a feed job,
// as new stashes queued behind the member's own saves. Progress is read from the rows, so it
// survives reloads and restarts; an import can be cancelled, and undone (its own posts removed).
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import {
  IMPORT_MAX_FILE_BYTES, IMPORT_MAX_LINKS, IMPORT_MESSAGES, POSTS_BULK_MAX_IDS, SAVE_LINK_MAX_LENGTH, parseSaveLink,
  type Import, type ImportSource, type ImportUploadQuery, type TikTokImportList,
} from '@stash/shared';
import type { Database, Executor } from '../../db/connection';
import { takeImportedLink } from '../../ingest/intake';
import { AppError } from '../../lib/app-error';
import { asUuid } from '../../lib/uuid';
import type { Queue } from '../../queue/queue';
import type { PostsBulkService } from '../posts/posts-bulk.service';
import { addTagsToPosts, findOrCreateTagsByName } from '../tags/tag-writes';
import { ExportFileError } from './export-files/export-entry';
import { openExport } from './export-files/open-export';
import { IMPORT_FEED_QUEUE, IMPORT_READ_QUEUE, IMPORT_UNDO_QUEUE, type ImportFeedJob, type ImportReadJob, type ImportUndoJob } from './import-queues';
import * as repo from './imports.repo';

export type ImportsService = ReturnType<typeof createImportsService>;

/** Items written per transaction while a file is read. */
const ITEMS_PER_WRITE = 500;

export interface ImportsOptions {
  db: Database;
  queue: Queue | undefined;
  postsBulk: PostsBulkService;
  dataDir: string;
  /** Items added per member at a time, and how long the feed waits between batches. */
  feed: { batchSize: number; intervalSeconds: number };
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

export const IMPORTS_UNAVAILABLE = 'Importing is not available right now. Please try again later.';

const notFound = () => new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
const onTransaction = (tx: Executor) => ({ db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
const iso = (value: Date | string) => new Date(value).toISOString();

/** Where uploads wait to be read: beside the media, under the server's data directory. */
export const uploadDirectoryOf = (dataDir: string) => path.join(dataDir, 'imports');

/** Counts bytes as they pass and stops the upload past the limit. */
function byteLimit(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) done(new AppError('VALIDATION_ERROR', IMPORT_MESSAGES.fileTooLarge, { status: 413 }));
      else done(null, chunk);
    },
  });
}

function toImport(row: repo.ImportRow, progress: repo.ImportProgressRow | undefined): Import {
  const waiting = progress?.waiting ?? 0;
  return {
    id: row.id,
    source: (row.source as ImportSource | null) ?? null,
    file_name: row.file_name,
    status: row.status,
    error: row.error,
    created_at: iso(row.created_at),
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
    counts: {
      found: row.found_count,
      new: row.new_count,
      existing: row.existing_count,
      skipped: row.skipped_count,
      pending: row.status === 'importing' || row.status === 'reading' ? waiting + (progress?.pending_posts ?? 0) : (progress?.pending_posts ?? 0),
      organised: progress?.organised ?? 0,
      failed: progress?.failed ?? 0,
      cancelled: row.cancelled_count,
    },
    failures: progress?.failures ?? [],
    tags: progress?.tags ?? [],
  };
}

export function createImportsService({ db, queue: maybeQueue, postsBulk, dataDir, feed, log }: ImportsOptions) {
  const uploadDirectory = uploadDirectoryOf(dataDir);
  const uploadPath = (importId: string) => path.join(uploadDirectory, `${importId}.upload`);
  const queue = (): Queue => {
    if (!maybeQueue) throw new AppError('SERVER_ERROR', IMPORTS_UNAVAILABLE, { status: 503 });
    return maybeQueue;
  };

  /**
   * Reads the upload into a file (never whole in memory), then records the import and queues its
   * reading in one transaction. The file is removed again if anything before the commit fails.
   */
  async function create(userId: string, query: ImportUploadQuery, body: Readable, declaredBytes: number | undefined): Promise<Import> {
    const jobs = queue();
    if (declaredBytes !== undefined && declaredBytes > IMPORT_MAX_FILE_BYTES) {
      body.resume();
      throw new AppError('VALIDATION_ERROR', IMPORT_MESSAGES.fileTooLarge, { status: 413 });
    }
    const id = randomUUID();
    const filePath = uploadPath(id);
    await fs.promises.mkdir(uploadDirectory, { recursive: true });
    const counted = { bytes: 0 };
    try {
      await pipeline(body, byteLimit(IMPORT_MAX_FILE_BYTES, counted), fs.createWriteStream(filePath, { flags: 'wx' }));
      if (counted.bytes === 0) throw new AppError('VALIDATION_ERROR', IMPORT_MESSAGES.emptyFile);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertImport(tx, { id, userId, fileName: query.file_name, tiktokLists: query.tiktok_lists });
        const job: ImportReadJob = { importId: id };
        await jobs.send(IMPORT_READ_QUEUE, job, onTransaction(tx));
        return inserted;
      });
      return toImport(row, undefined);
    } catch (error) {
      await fs.promises.rm(filePath, { force: true });
      throw error;
    }
  }

  /** Answers the imports with their live progress; one that has nothing left to do is marked done on the way. */
  async function withProgress(userId: string, rows: repo.ImportRow[]): Promise<Import[]> {
    const progress = await repo.progressOf(db, userId, rows.map((row) => row.id));
    const answers: Import[] = [];
    for (const row of rows) {
      const live = progress.get(row.id);
      if (row.status === 'importing' && (live?.waiting ?? 0) === 0 && (live?.pending_posts ?? 0) === 0) {
        await repo.markDone(db, row.id);
        const done = await repo.findImport(db, userId, row.id);
        answers.push(toImport(done ?? row, live));
      } else {
        answers.push(toImport(row, live));
      }
    }
    return answers;
  }

  async function get(userId: string, rawId: string): Promise<Import> {
    const id = asUuid(rawId);
    const row = id ? await repo.findImport(db, userId, id) : undefined;
    if (!row) throw notFound();
    return (await withProgress(userId, [row]))[0]!;
  }

  async function list(userId: string): Promise<{ imports: Import[] }> {
    return { imports: await withProgress(userId, await repo.listImports(db, userId)) };
  }

  /** Stops adding the import's links; what was added stays (and can be undone). */
  async function cancel(userId: string, rawId: string): Promise<Import> {
    const id = asUuid(rawId);
    if (!id) throw notFound();
    await db.transaction(async (tx) => {
      const row = await repo.findImport(tx, userId, id, { lock: true });
      if (!row) throw notFound();
      if (row.status !== 'reading' && row.status !== 'importing') throw new AppError('VALIDATION_ERROR', IMPORT_MESSAGES.notCancellable, { status: 409 });
      await repo.cancelImport(tx, id);
    });
    return get(userId, id);
  }

  /**
   * Starts removing exactly the posts this import created (not those the member already had); a
   * running import is stopped first. The removal is a job (an import of thousands takes longer than
   * a request should), so this answers 'undoing' and the progress reads 'undone' once it is over.
   * Asked again while it runs, it answers the same.
   */
  async function undo(userId: string, rawId: string): Promise<Import> {
    const id = asUuid(rawId);
    if (!id) throw notFound();
    const jobs = queue();
    await db.transaction(async (tx) => {
      const row = await repo.findImport(tx, userId, id, { lock: true });
      if (!row) throw notFound();
      if (row.status === 'undoing') return;
      if (row.status === 'failed' || row.status === 'undone') throw new AppError('VALIDATION_ERROR', IMPORT_MESSAGES.notUndoable, { status: 409 });
      if (row.status === 'reading' || row.status === 'importing') await repo.cancelImport(tx, id);
      await repo.markUndoing(tx, id);
      const job: ImportUndoJob = { importId: id, userId };
      await jobs.send(IMPORT_UNDO_QUEUE, job, onTransaction(tx));
    });
    return get(userId, id);
  }

  /**
   * The undo job: the import's posts removed through the posts module's own delete (their media,
   * entities no other post names, counts), a chunk per transaction. Run again after a crash, it
   * removes what is left.
   */
  async function removeImported(importId: string, userId: string): Promise<void> {
    const postIds = await repo.createdPostIds(db, importId);
    for (let start = 0; start < postIds.length; start += POSTS_BULK_MAX_IDS) {
      await postsBulk.apply(userId, { ids: postIds.slice(start, start + POSTS_BULK_MAX_IDS), action: { type: 'delete' } });
    }
    await repo.markUndone(db, importId);
  }

  // --- jobs -----------------------------------------------------------------------------------

  /**
   * Reads the uploaded file into the import's items, a batch per transaction, then records what it
   * found and hands the import to the member's feed. Safe to run again after a crash: items merge
   * on their link, and counts are written once, at the end.
   */
  async function read(importId: string, lastAttempt: boolean): Promise<void> {
    const row = await repo.findImportForJob(db, importId);
    const filePath = uploadPath(importId);
    if (!row || row.status !== 'reading') {
      await fs.promises.rm(filePath, { force: true });
      return;
    }
    let outcome: { source: ImportSource | null; error: string | null; skipped: number };
    try {
      outcome = await readItems(importId, filePath, row.tiktok_lists as TikTokImportList);
    } catch (error) {
      if (!(error instanceof ExportFileError) && !lastAttempt) throw error;
      if (!(error instanceof ExportFileError)) log.warn({ importId, err: error }, 'import could not be read');
      outcome = { source: null, error: error instanceof ExportFileError ? error.message : IMPORT_MESSAGES.unreadable, skipped: 0 };
    }
    await db.transaction(async (tx) => {
      const current = await repo.findImportForJob(tx, importId, { lock: true });
      if (!current) return;
      const found = await repo.countItems(tx, importId);
      // Cancelled while it was read: the items read stay out, and are counted as found and left out.
      if (current.status !== 'reading') {
        if (current.status === 'cancelled') {
          await repo.cancelImport(tx, importId);
          await repo.recordReadWhileCancelled(tx, importId, { source: outcome.source, found, skipped: outcome.skipped });
        }
        return;
      }
      const error = outcome.error ?? (found === 0 ? IMPORT_MESSAGES.noLinks : null);
      await repo.recordRead(tx, importId, { status: error ? 'failed' : 'importing', source: outcome.source, error, found, skipped: outcome.skipped });
      if (!error) await sendFeed(tx, current.user_id, 0);
    });
    await fs.promises.rm(filePath, { force: true });
  }

  async function readItems(importId: string, filePath: string, tiktokLists: TikTokImportList) {
    const opened = await openExport(filePath, { tiktokLists });
    let batch = new Map<string, repo.NewItem>();
    const seen = new Set<string>();
    let skipped = 0;
    let position = 0;
    const flush = async () => {
      const items = [...batch.values()];
      batch = new Map();
      if (items.length > 0) await db.transaction((tx) => repo.insertItems(tx, importId, items));
    };
    for await (const entry of opened.entries()) {
      position += 1;
      if (entry.kind === 'skipped') {
        skipped += 1;
        continue;
      }
      const given = entry.link.url.trim();
      const parsed = given.length <= SAVE_LINK_MAX_LENGTH ? parseSaveLink(given) : null;
      if (!parsed?.ok) {
        skipped += 1;
        continue;
      }
      const canonicalUrl = parsed.link.url;
      // Past the limit, further links are left out (counted as skipped).
      if (!seen.has(canonicalUrl) && seen.size >= IMPORT_MAX_LINKS) {
        skipped += 1;
        continue;
      }
      seen.add(canonicalUrl);
      const earlier = batch.get(canonicalUrl);
      const savedAt = entry.link.savedAt && !Number.isNaN(entry.link.savedAt.getTime()) ? entry.link.savedAt : null;
      batch.set(canonicalUrl, {
        canonicalUrl,
        givenUrl: earlier?.givenUrl ?? given,
        savedAt: earlier?.savedAt && savedAt ? (earlier.savedAt < savedAt ? earlier.savedAt : savedAt) : (earlier?.savedAt ?? savedAt),
        collections: [...new Set([...(earlier?.collections ?? []), ...entry.link.collections.map((name) => name.trim()).filter(Boolean)])],
        position: earlier?.position ?? position,
      });
      if (batch.size >= ITEMS_PER_WRITE) await flush();
    }
    await flush();
    return { source: opened.source, error: null, skipped };
  }

  /** The member's next feed job (at most one waits per member: the queue is 'short' on the member's key). */
  async function sendFeed(tx: Executor, userId: string, afterSeconds: number): Promise<void> {
    const job: ImportFeedJob = { userId };
    await queue().send(IMPORT_FEED_QUEUE, job, {
      ...onTransaction(tx),
      singletonKey: userId,
      ...(afterSeconds > 0 ? { startAfter: new Date(Date.now() + afterSeconds * 1000) } : {}),
    });
  }

  /**
   * Adds the member's next batch of waiting items, each in its own transaction with its outcome:
   * a job run twice (a crash between items) finds the done ones no longer waiting. While items
   * remain, the next batch is queued after the interval.
   */
  async function feedMember(userId: string): Promise<void> {
    const jobs = queue();
    for (let added = 0; added < feed.batchSize; added += 1) {
      const more = await db.transaction(async (tx) => {
        const item = await repo.takeWaitingItem(tx, userId);
        if (!item) return false;
        const parsed = parseSaveLink(item.canonical_url);
        if (!parsed.ok) throw new Error(`an import item's link no longer parses: ${item.canonical_url}`);
        const savedAt = item.saved_at === null ? null : new Date(item.saved_at);
        const post = await takeImportedLink(jobs, tx, userId, parsed.link, item.given_url, savedAt);
        if (post.created) {
          const tagIds = await findOrCreateTagsByName(tx, userId, item.collections);
          if (tagIds.length > 0) await addTagsToPosts(tx, [post.id], tagIds);
          await repo.recordOutcome(tx, item, { kind: 'created', postId: post.id });
        } else {
          await repo.recordOutcome(tx, item, { kind: 'existing' });
        }
        return true;
      });
      if (!more) return;
    }
    await db.transaction(async (tx) => {
      if (await repo.hasWaitingItems(tx, userId)) await sendFeed(tx, userId, feed.intervalSeconds);
    });
  }

  /** The import's workers (the queues are created with the pipeline's, ingest-queue.ts). */
  async function startWorkers(pollSeconds: number): Promise<void> {
    if (!maybeQueue) return;
    // The next batch is sent to start after the interval, and NOTIFY wakes a worker only when a job
    // is sent: a due batch is found by polling, so poll at the configured rate (pg-boss's default
    // while notify is on is every 30 s, which would pace every import at that instead).
    const polling = { pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds, includeMetadata: true } as const;
    await maybeQueue.work<ImportReadJob, void, typeof polling>(IMPORT_READ_QUEUE, polling, async ([job]) => {
      if (job) await read(job.data.importId, job.retryCount >= job.retryLimit);
    });
    // Two members' batches side by side; one member's never overlap (the queue's policy).
    const feeding = { ...polling, localConcurrency: 2 } as const;
    await maybeQueue.work<ImportFeedJob, void, typeof feeding>(IMPORT_FEED_QUEUE, feeding, async ([job]) => {
      if (job) await feedMember(job.data.userId);
    });
    await maybeQueue.work<ImportUndoJob, void, typeof polling>(IMPORT_UNDO_QUEUE, polling, async ([job]) => {
      if (job) await removeImported(job.data.importId, job.data.userId);
    });
  }

  return { create, get, list, cancel, undo, startWorkers, read, feedMember };
}

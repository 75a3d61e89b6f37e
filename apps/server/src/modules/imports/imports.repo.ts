// SQL of the imports module: the imports and their items. Every read of an import is scoped to
// its member; the jobs name an import or a member they were given by the upload.
import { sql } from 'drizzle-orm';
import type { ImportStatus } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { queryRows } from '../../db/query-rows';

export interface ImportRow {
  id: string;
  user_id: string;
  source: string | null;
  file_name: string;
  status: ImportStatus;
  error: string | null;
  tiktok_lists: string;
  found_count: number;
  new_count: number;
  existing_count: number;
  skipped_count: number;
  cancelled_count: number;
  created_at: Date | string;
  finished_at: Date | string | null;
}

/** What the posts an import created have become, and what is still to do, read live. */
export interface ImportProgressRow {
  import_id: string;
  waiting: number;
  pending_posts: number;
  organised: number;
  failed: number;
  failures: { reason: string; count: number }[] | null;
  tags: string[] | null;
}

export interface NewItem {
  canonicalUrl: string;
  givenUrl: string;
  savedAt: Date | null;
  collections: string[];
  position: number;
}

export interface WaitingItem {
  import_id: string;
  canonical_url: string;
  given_url: string;
  saved_at: Date | string | null;
  collections: string[];
}

const COLUMNS = sql.raw(
  'id, user_id, source, file_name, status, error, tiktok_lists, found_count, new_count, existing_count, skipped_count, cancelled_count, created_at, finished_at',
);

/** How many imports the list shows, newest first. */
export const IMPORTS_LISTED = 20;

export async function insertImport(db: Executor, values: { id: string; userId: string; fileName: string; tiktokLists: string }): Promise<ImportRow> {
  const [row] = await queryRows<ImportRow>(db, sql`
    INSERT INTO imports (id, user_id, file_name, tiktok_lists, status)
    VALUES (${values.id}, ${values.userId}, ${values.fileName}, ${values.tiktokLists}, 'reading')
    RETURNING ${COLUMNS}`);
  if (!row) throw new Error('insert into imports returned no row');
  return row;
}

export async function findImport(db: Executor, userId: string, importId: string, options: { lock?: boolean } = {}): Promise<ImportRow | undefined> {
  const [row] = await queryRows<ImportRow>(db, sql`
    SELECT ${COLUMNS} FROM imports WHERE id = ${importId} AND user_id = ${userId} ${options.lock ? sql`FOR UPDATE` : sql``}`);
  return row;
}

/** The import a job names (the job was queued by the member's own upload), locked when asked. */
export async function findImportForJob(db: Executor, importId: string, options: { lock?: boolean } = {}): Promise<ImportRow | undefined> {
  const [row] = await queryRows<ImportRow>(db, sql`SELECT ${COLUMNS} FROM imports WHERE id = ${importId} ${options.lock ? sql`FOR UPDATE` : sql``}`);
  return row;
}

export async function listImports(db: Executor, userId: string): Promise<ImportRow[]> {
  return queryRows<ImportRow>(db, sql`
    SELECT ${COLUMNS} FROM imports WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${IMPORTS_LISTED}`);
}

/**
 * Per import: items still waiting, the created posts by status (through import_items.post_id, the
 * member's posts only), why the failed ones failed, and the collections (tags) the items carry.
 */
export async function progressOf(db: Executor, userId: string, importIds: readonly string[]): Promise<Map<string, ImportProgressRow>> {
  if (importIds.length === 0) return new Map();
  const ids = sql.join(importIds.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = await queryRows<ImportProgressRow>(db, sql`
    WITH items AS (
      SELECT it.import_id, it.outcome, it.collections, p.status AS post_status, p.status_reason
      FROM import_items it
      LEFT JOIN posts p ON p.id = it.post_id AND p.user_id = ${userId}
      WHERE it.import_id IN (${ids})
    )
    SELECT
      s.import_id,
      s.waiting, s.pending_posts, s.organised, s.failed,
      (SELECT json_agg(json_build_object('reason', f.reason, 'count', f.n) ORDER BY f.n DESC, f.reason)
         FROM (SELECT coalesce(i.status_reason, 'Could not be organised') AS reason, count(*)::int AS n
                 FROM items i WHERE i.import_id = s.import_id AND i.post_status = 'failed'
                 GROUP BY 1 ORDER BY n DESC LIMIT 5) f) AS failures,
      (SELECT array_agg(DISTINCT c) FROM items i, unnest(i.collections) c WHERE i.import_id = s.import_id) AS tags
    FROM (
      SELECT import_id,
        count(*) FILTER (WHERE outcome = 'waiting')::int AS waiting,
        count(*) FILTER (WHERE post_status IN ('pending', 'fetched'))::int AS pending_posts,
        count(*) FILTER (WHERE post_status = 'organised')::int AS organised,
        count(*) FILTER (WHERE post_status = 'failed')::int AS failed
      FROM items GROUP BY import_id
    ) s`);
  return new Map(rows.map((row) => [row.import_id, row]));
}

/**
 * Adds items read from the file; an item seen before (the same link twice in the file, or a read
 * done again after a crash) keeps its first position and earliest saved time, and gathers every
 * collection it was in.
 */
export async function insertItems(db: Executor, importId: string, items: readonly NewItem[]): Promise<void> {
  if (items.length === 0) return;
  const values = sql.join(
    items.map(
      (item) =>
        sql`(${importId}::uuid, ${item.canonicalUrl}, ${item.givenUrl}, ${item.savedAt ? item.savedAt.toISOString() : null}::timestamptz, ${toTextArray(item.collections)}::text[], ${item.position})`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO import_items (import_id, canonical_url, given_url, saved_at, collections, position)
    VALUES ${values}
    ON CONFLICT (import_id, canonical_url) DO UPDATE SET
      saved_at = CASE
        WHEN import_items.saved_at IS NULL THEN excluded.saved_at
        WHEN excluded.saved_at IS NULL THEN import_items.saved_at
        ELSE least(import_items.saved_at, excluded.saved_at) END,
      collections = ARRAY(SELECT DISTINCT unnest(import_items.collections || excluded.collections) ORDER BY 1),
      position = least(import_items.position, excluded.position)`);
}

/** A text[] literal: each element quoted, so commas and quotes in collection names survive. */
function toTextArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export async function countItems(db: Executor, importId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM import_items WHERE import_id = ${importId}`);
  return row?.n ?? 0;
}

/** The file was read: what it was, what became of it, and how many links it had. */
export async function recordRead(
  db: Executor,
  importId: string,
  values: { status: 'importing' | 'failed'; source: string | null; error: string | null; found: number; skipped: number },
): Promise<void> {
  await db.execute(sql`
    UPDATE imports SET status = ${values.status}, source = ${values.source}, error = ${values.error},
      found_count = ${values.found}, skipped_count = ${values.skipped}, updated_at = now(),
      finished_at = CASE WHEN ${values.status} = 'failed' THEN now() ELSE NULL END
    WHERE id = ${importId}`);
}

/** An import cancelled while its file was read: what the file held is still counted, its status stays. */
export async function recordReadWhileCancelled(db: Executor, importId: string, values: { source: string | null; found: number; skipped: number }): Promise<void> {
  await db.execute(sql`
    UPDATE imports SET source = ${values.source}, found_count = ${values.found}, skipped_count = ${values.skipped}, updated_at = now()
    WHERE id = ${importId}`);
}

/**
 * The member's next waiting item, imports oldest first and each in file order, locked (skipping
 * one another feed job holds) until the caller's transaction ends. Only running imports count.
 */
export async function takeWaitingItem(db: Executor, userId: string): Promise<WaitingItem | undefined> {
  const [row] = await queryRows<WaitingItem>(db, sql`
    SELECT it.import_id, it.canonical_url, it.given_url, it.saved_at, it.collections
    FROM imports im
    JOIN import_items it ON it.import_id = im.id AND it.outcome = 'waiting'
    WHERE im.user_id = ${userId} AND im.status = 'importing'
    ORDER BY im.created_at, im.id, it.position
    LIMIT 1
    FOR UPDATE OF it SKIP LOCKED`);
  return row;
}

export async function hasWaitingItems(db: Executor, userId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`
    SELECT 1 AS one FROM imports im
    WHERE im.user_id = ${userId} AND im.status = 'importing'
      AND EXISTS (SELECT 1 FROM import_items it WHERE it.import_id = im.id AND it.outcome = 'waiting')
    LIMIT 1`);
  return rows.length > 0;
}

/** What became of one item, counted on its import in the same transaction. */
export async function recordOutcome(
  db: Executor,
  item: Pick<WaitingItem, 'import_id' | 'canonical_url'>,
  outcome: { kind: 'created'; postId: string } | { kind: 'existing' },
): Promise<void> {
  await db.execute(sql`
    UPDATE import_items SET outcome = ${outcome.kind}, post_id = ${outcome.kind === 'created' ? outcome.postId : null}
    WHERE import_id = ${item.import_id} AND canonical_url = ${item.canonical_url}`);
  const counter = outcome.kind === 'created' ? sql.raw('new_count') : sql.raw('existing_count');
  await db.execute(sql`UPDATE imports SET ${counter} = ${counter} + 1, updated_at = now() WHERE id = ${item.import_id}`);
}

/** Stops an import: its waiting items are left out, and counted as such. */
export async function cancelImport(db: Executor, importId: string): Promise<void> {
  await db.execute(sql`
    WITH left_out AS (
      UPDATE import_items SET outcome = 'cancelled' WHERE import_id = ${importId} AND outcome = 'waiting' RETURNING 1
    )
    UPDATE imports SET status = 'cancelled', cancelled_count = cancelled_count + (SELECT count(*) FROM left_out)::int,
      updated_at = now(), finished_at = now()
    WHERE id = ${importId}`);
}

/** Nothing waits and every post it created is organised or failed: the import is done. */
export async function markDone(db: Executor, importId: string): Promise<void> {
  await db.execute(sql`
    UPDATE imports SET status = 'done', updated_at = now(), finished_at = now() WHERE id = ${importId} AND status = 'importing'`);
}

/** The import's stashes are being removed (by the undo job). */
export async function markUndoing(db: Executor, importId: string): Promise<void> {
  await db.execute(sql`UPDATE imports SET status = 'undoing', updated_at = now() WHERE id = ${importId}`);
}

export async function markUndone(db: Executor, importId: string): Promise<void> {
  await db.execute(sql`UPDATE imports SET status = 'undone', updated_at = now(), finished_at = coalesce(finished_at, now()) WHERE id = ${importId}`);
}

/** The posts the import created that are still there (a post the member removed is gone from the list by its foreign key). */
export async function createdPostIds(db: Executor, importId: string): Promise<string[]> {
  const rows = await queryRows<{ post_id: string }>(db, sql`
    SELECT post_id FROM import_items WHERE import_id = ${importId} AND outcome = 'created' AND post_id IS NOT NULL ORDER BY position`);
  return rows.map((row) => row.post_id);
}

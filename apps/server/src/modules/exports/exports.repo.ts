// Reads of an export, one bounded batch at a time in saved order (keyset pages on created_at, id,
// which the indexes walk), so a stash of any size is exported in constant memory. Posts come as
// their stored wire documents (db/json-shapes.ts); places and events once each, with the matching
// stashes that name them.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { postColumns, postTagsJoin, type PostDocumentRow } from '../../db/json-shapes';
import { queryRows } from '../../db/query-rows';

/** Where the previous batch stopped: its last row's saved time (as PostgreSQL wrote it) and id. */
export interface BatchCursor {
  at: string;
  id: string;
}

const EVENT_START = sql`(e.entity_data->'raw_data'->'temporal'->>'start')`;

const after = (alias: 'p' | 'e', cursor: BatchCursor | null): SQL =>
  cursor ? sql`AND (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;

export type PostBatchRow = PostDocumentRow & { id: string; cursor_at: string };

/** The next `limit` matching posts after `cursor`, oldest saved first, as stored documents with entities and tags. */
export async function postBatch(db: Executor, matching: SQL, cursor: BatchCursor | null, limit: number): Promise<PostBatchRow[]> {
  return queryRows<PostBatchRow>(db, sql`
    SELECT p.id::text AS id, p.created_at::text AS cursor_at, ${postColumns()}
    FROM (SELECT * FROM posts p WHERE ${matching} ${after('p', cursor)} ORDER BY p.created_at, p.id LIMIT ${limit}) p
    ${postTagsJoin()}
    ORDER BY p.created_at, p.id`);
}

export interface EntityBatchRow {
  id: string;
  cursor_at: string;
  /** The entity as entitySchema JSON text. */
  doc: string;
  /** The matching stashes that name it, oldest first: JSON text of [{id, title, url}]. */
  stashes: string;
}

export type EntityKind = 'place' | 'event';

/**
 * The next `limit` entities of the kind named by a matching post, each once: places with
 * coordinates, or things with a start on or after `today` (a coarse cut on the start-time index;
 * the service keeps only those not yet begun).
 */
export async function entityBatch(
  db: Executor,
  userId: string,
  matching: SQL,
  kind: EntityKind,
  today: string,
  cursor: BatchCursor | null,
  limit: number,
): Promise<EntityBatchRow[]> {
  const ofKind = kind === 'place' ? sql`e.latitude IS NOT NULL AND e.longitude IS NOT NULL` : sql`${EVENT_START} COLLATE "C" >= ${today}`;
  return queryRows<EntityBatchRow>(db, sql`
    SELECT e.id::text AS id, e.created_at::text AS cursor_at, e.doc, s.stashes
    FROM entities e
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('id', p.id::text, 'title', p.title, 'url', p.source_url) ORDER BY p.created_at, p.id)::text AS stashes
      FROM post_entities pe JOIN posts p ON p.id = pe.post_id
      WHERE pe.entity_id = e.id AND ${matching}
    ) s
    WHERE e.user_id = ${userId} AND ${ofKind} AND s.stashes IS NOT NULL ${after('e', cursor)}
    ORDER BY e.created_at, e.id
    LIMIT ${limit}`);
}

// The pipeline's own table: a post's media (its platform addresses, then the stored copies). Posts
// are written through the posts module and entities through the entities module.
import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { builtOnce, statementWriter } from '../db/built-once';
import type { Database, Executor } from '../db/connection';
import { queryRows } from '../db/query-rows';
import { media, memberMediaBytes as memberMediaBytesTable, posts } from '../db/schema';
import { MEDIA_URL_PREFIX } from '../providers/storage/media-storage';

export type MediaRow = typeof media.$inferSelect;

/** Swaps the post's media rows for this list; answers the storage keys of the copies replaced. */
export async function replaceMedia(tx: Executor, postId: string, items: readonly { type: string; url: string }[]): Promise<string[]> {
  const removed = await tx.delete(media).where(eq(media.postId, postId)).returning({ key: media.storageKey });
  if (items.length > 0) {
    await tx.insert(media).values(items.map((item, position) => ({ postId, position, type: item.type, originalUrl: item.url })));
  }
  return removed.flatMap((row) => (row.key ? [row.key] : []));
}

const mediaWithoutCopyStatement = builtOnce<MediaRow>(
  statementWriter
    .select()
    .from(media)
    .where(and(eq(media.postId, sql.placeholder('postId')), isNull(media.storageKey)))
    .orderBy(asc(media.position)),
  getTableColumns(media),
);

/** The post's media with no stored copy yet, in position order. */
export function mediaWithoutCopy(db: Executor, postId: string): Promise<MediaRow[]> {
  return mediaWithoutCopyStatement(db, { postId });
}

/**
 * The post's cover as a value for its own write: the first stored image, else the first stored
 * file, as a media address; the cover it has when nothing is stored. Read inside the post's
 * write (from the row being written) rather than by a statement of its own, and the same
 * expression for every post, so the write is built once.
 */
export const STORED_COVER: SQL = sql`coalesce((
    SELECT ${MEDIA_URL_PREFIX} || m.storage_key FROM ${media} m
    WHERE m.post_id = ${posts.id} AND m.storage_key IS NOT NULL
    ORDER BY m.type <> 'image', m.position LIMIT 1), ${posts.mediaUrl})`;

/**
 * Records a stored copy; false when another run stored this item first (or it was replaced).
 * Run on its own, outside a transaction: the one statement also holds back the rendering of the
 * post's stored documents (stash.unrendered_post, migration 0030) for itself, since the media
 * stage's done write renders them once with every copy in place. A post whose stage never
 * finishes keeps the documents it had, which name the platform's addresses.
 */
export async function recordCopy(
  db: Database,
  item: Pick<MediaRow, 'id' | 'postId'>,
  copy: { storageKey: string; contentType: string | null; byteSize: number; type: string },
): Promise<boolean> {
  const updated = await queryRows<{ id: string }>(
    db,
    sql`UPDATE media
        SET type = ${copy.type}, storage_key = ${copy.storageKey}, content_type = ${copy.contentType}, byte_size = ${copy.byteSize}, skipped_reason = NULL
        FROM (SELECT set_config('stash.unrendered_post', ${item.postId}::text, true) AS held) AS documents
        WHERE media.id = ${item.id} AND media.storage_key IS NULL AND documents.held IS NOT NULL
        RETURNING media.id`,
  );
  return updated.length > 0;
}

/**
 * Bytes of stored media copies across all of a member's posts (what counts against their quota):
 * the running total the media triggers keep (migration 0030), not a sum of every file.
 */
export async function memberMediaBytes(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ bytes: memberMediaBytesTable.bytes }).from(memberMediaBytesTable).where(eq(memberMediaBytesTable.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** Notes why an item was left as a link although it could be had (the member's media quota). */
export async function recordSkippedCopy(db: Executor, itemId: string, reason: string): Promise<void> {
  await db.update(media).set({ skippedReason: reason }).where(and(eq(media.id, itemId), isNull(media.storageKey)));
}

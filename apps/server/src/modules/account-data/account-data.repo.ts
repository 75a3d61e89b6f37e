// Reads of everything a member owns, for the export and for removing their media files. Stored
// documents come back as the JSON text they are; the rest is built as JSON text in SQL.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { postColumns, postTagsJoin, type PostDocumentRow } from '../../db/json-shapes';
import { queryRows } from '../../db/query-rows';

export async function postDocuments(db: Executor, userId: string): Promise<PostDocumentRow[]> {
  return queryRows<PostDocumentRow>(db, sql`SELECT ${postColumns()} FROM posts p ${postTagsJoin()} WHERE p.user_id = ${userId} ORDER BY p.created_at, p.id`);
}

export async function tagDocuments(db: Executor, userId: string): Promise<string[]> {
  const rows = await queryRows<{ doc: string }>(db, sql`SELECT doc FROM tags WHERE user_id = ${userId} ORDER BY lower(name)`);
  return rows.map((row) => row.doc);
}

export async function entityDocuments(db: Executor, userId: string): Promise<string[]> {
  const rows = await queryRows<{ doc: string }>(db, sql`SELECT doc FROM entities WHERE user_id = ${userId} ORDER BY created_at, id`);
  return rows.map((row) => row.doc);
}

/** Each Stash AI conversation with its messages, as JSON text. */
export async function conversationDocuments(db: Executor, userId: string): Promise<string[]> {
  const rows = await queryRows<{ doc: string }>(db, sql`
    SELECT json_build_object(
      'id', c.id::text, 'title', c.title, 'created_at', to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'messages', coalesce((SELECT json_agg(json_build_object('role', m.role, 'content', m.content, 'citations', m.citations,
          'created_at', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY m.created_at)
        FROM chat_messages m WHERE m.conversation_id = c.id), '[]'::json))::text AS doc
    FROM chat_conversations c WHERE c.user_id = ${userId} ORDER BY c.created_at`);
  return rows.map((row) => row.doc);
}

export async function searches(db: Executor, userId: string): Promise<Array<{ query: string; searched_at: string }>> {
  const rows = await queryRows<{ query: string; searched_at: Date | string }>(db, sql`SELECT query, searched_at FROM search_history WHERE user_id = ${userId} ORDER BY searched_at DESC`);
  return rows.map((row) => ({ query: row.query, searched_at: new Date(row.searched_at).toISOString() }));
}

/** The member's messages to Stash's Instagram account (those saved for them or that linked them). */
export async function instagramMessages(db: Executor, userId: string): Promise<Array<{ mid: string; state: string; received_at: string; message: unknown }>> {
  const rows = await queryRows<{ mid: string; state: string; received_at: Date | string; message: unknown }>(
    db,
    sql`SELECT mid, state, received_at, event->'message' AS message FROM instagram_messages WHERE user_id = ${userId} ORDER BY received_at`,
  );
  return rows.map((row) => ({ mid: row.mid, state: row.state, received_at: new Date(row.received_at).toISOString(), message: row.message }));
}

/** The stored files of the member's media, to remove once the account is gone. */
export async function mediaStorageKeys(db: Executor, userId: string): Promise<string[]> {
  const rows = await queryRows<{ storage_key: string }>(db, sql`
    SELECT m.storage_key FROM media m JOIN posts p ON p.id = m.post_id WHERE p.user_id = ${userId} AND m.storage_key IS NOT NULL`);
  return rows.map((row) => row.storage_key);
}

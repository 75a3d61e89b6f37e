// SQL of the posts' vectors (pgvector). The table is made at start-up rather than by a migration:
// the vector extension is optional (Debian's PostgreSQL has none), and its width is the model's,
// known from the provider's first answer. Every read is scoped to the member.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connection';
import { queryRows } from '../../db/query-rows';

/** Any fixed number: held while the table is made, so processes starting together take turns. */
const STORE_LOCK_ID = 7_358_229;

const vectorLiteral = (vector: readonly number[]) => `[${vector.map((value) => (Number.isFinite(value) ? value : 0)).join(',')}]`;
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export async function vectorExtensionAvailable(db: Executor): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(db, sql`SELECT name FROM pg_available_extensions WHERE name = 'vector'`);
  return rows.length > 0;
}

/** The width of the stored vectors, or null when there is no table yet. */
export async function storedDimensions(db: Executor): Promise<number | null> {
  const [row] = await queryRows<{ type: string | null }>(db, sql`
    SELECT format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
    WHERE a.attrelid = to_regclass('post_embeddings') AND a.attname = 'embedding' AND NOT a.attisdropped`);
  const width = row?.type ? /\((\d+)\)/.exec(row.type)?.[1] : undefined;
  return width ? Number(width) : null;
}

/** Makes the table for vectors of this width; a table of another width (another model) is replaced. */
export async function ensureStore(db: Database, dimensions: number): Promise<{ replaced: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORE_LOCK_ID})`);
    await tx.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
    const existing = await storedDimensions(tx);
    if (existing === dimensions) return { replaced: false };
    if (existing !== null) await tx.execute(sql`DROP TABLE post_embeddings`);
    await tx.execute(sql.raw(`CREATE TABLE post_embeddings (
      post_id uuid PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      model text NOT NULL,
      content_hash text NOT NULL,
      embedding vector(${Math.trunc(dimensions)}) NOT NULL,
      embedded_at timestamptz NOT NULL DEFAULT now())`));
    await tx.execute(sql`CREATE INDEX post_embeddings_user_idx ON post_embeddings (user_id)`);
    return { replaced: existing !== null };
  });
}

export interface TextToEmbed {
  id: string;
  userId: string;
  text: string;
  hash: string;
}

/** What a post's vector is made from: its names, caption, the member's note and the start of its text. */
const embeddedText = sql`concat_ws(E'\\n', p.title, nullif(p.search_names, ''), p.caption, p.description, left(p.full_text, 2000))`;

/** The posts' texts, leaving out those whose vector was made from the same text by the same model. */
export async function textsToEmbed(db: Executor, postIds: readonly string[], model: string): Promise<TextToEmbed[]> {
  if (postIds.length === 0) return [];
  return queryRows<TextToEmbed>(db, sql`
    SELECT p.id::text AS id, p.user_id::text AS "userId", ${embeddedText} AS text, md5(${embeddedText}) AS hash
    FROM posts p
    LEFT JOIN post_embeddings pe ON pe.post_id = p.id
    WHERE p.id = ANY(${uuidArray(postIds)}) AND p.status = 'organised'
      AND (pe.post_id IS NULL OR pe.model <> ${model} OR pe.content_hash <> md5(${embeddedText}))`);
}

export async function upsertEmbeddings(db: Executor, model: string, rows: Array<{ item: TextToEmbed; vector: number[] }>): Promise<void> {
  for (const { item, vector } of rows) {
    await db.execute(sql`
      INSERT INTO post_embeddings (post_id, user_id, model, content_hash, embedding)
      VALUES (${item.id}, ${item.userId}, ${model}, ${item.hash}, ${vectorLiteral(vector)}::vector)
      ON CONFLICT (post_id) DO UPDATE SET model = excluded.model, content_hash = excluded.content_hash,
        embedding = excluded.embedding, embedded_at = now()`);
  }
}

/** Organised posts with no vector (or one of another model), oldest first, after `afterId`. */
export async function postsLackingVectors(db: Executor, model: string, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    SELECT p.id::text AS id FROM posts p LEFT JOIN post_embeddings pe ON pe.post_id = p.id
    WHERE p.status = 'organised' AND (pe.post_id IS NULL OR pe.model <> ${model})
      ${afterId ? sql`AND p.id > ${afterId}` : sql``}
    ORDER BY p.id LIMIT ${limit}`);
  return rows.map((row) => row.id);
}

/** The member's posts nearest the vector (cosine distance), nearest first. */
export async function nearestPosts(db: Executor, userId: string, vector: readonly number[], limit: number): Promise<Array<{ id: string; distance: number }>> {
  const rows = await queryRows<{ id: string; distance: number }>(db, sql`
    SELECT post_id::text AS id, (embedding <=> ${vectorLiteral(vector)}::vector)::float8 AS distance
    FROM post_embeddings WHERE user_id = ${userId}
    ORDER BY 2, post_id LIMIT ${limit}`);
  return rows.map((row) => ({ id: row.id, distance: Number(row.distance) }));
}

/** The member's posts nearest in meaning to one of their posts (none when it has no vector yet). */
export async function nearestToPost(db: Executor, userId: string, postId: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    WITH source AS (SELECT embedding FROM post_embeddings WHERE post_id = ${postId} AND user_id = ${userId})
    SELECT pe.post_id::text AS id FROM post_embeddings pe, source
    WHERE pe.user_id = ${userId} AND pe.post_id <> ${postId}
    ORDER BY pe.embedding <=> source.embedding, pe.post_id LIMIT ${limit}`);
  return rows.map((row) => row.id);
}

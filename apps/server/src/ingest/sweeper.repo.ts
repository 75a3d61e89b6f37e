// The sweeper's reads and its own table (ingest_requeues): posts whose stage stopped moving, how
// many times each was queued again, and which stored media files a media row still names. It
// reads pg-boss's job table (schema pgboss, the default) to leave out posts whose job is waiting.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { queryRows } from '../db/query-rows';

export interface StalledPost {
  id: string;
  /** The stage the post last finished ('saved' before the first). */
  ingestStage: string;
  /** The post's updated_at as PostgreSQL prints it (to the microsecond): names this standstill. */
  updatedAt: string;
  /** Re-queues already made for this standstill. */
  requeues: number;
}

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Posts still being organised that stand after one of `ingestStages`, have no job in `queues` that
 * will still run, and have not moved, nor been queued again by the sweeper, for `staleSeconds`;
 * oldest first. (A long backlog of waiting jobs is left out here, so it never hides a stalled post
 * behind it; the caller checks the jobs again through pg-boss under the post's lock.) With
 * `postId`, that post only.
 */
export async function findStalledPosts(
  db: Executor,
  options: { ingestStages: readonly string[]; queues: readonly string[]; staleSeconds: number; limit: number; postId?: string },
): Promise<StalledPost[]> {
  const stages = listOf(options.ingestStages);
  const rows = await queryRows<{ id: string; ingest_stage: string; updated_at: string; requeues: number }>(
    db,
    sql`
      SELECT p.id, p.ingest_stage, p.updated_at::text AS updated_at,
        CASE WHEN r.stage = p.ingest_stage AND r.post_updated_at = p.updated_at THEN r.requeues ELSE 0 END AS requeues
      FROM posts p
      LEFT JOIN ingest_requeues r ON r.post_id = p.id
      WHERE p.status IN ('pending', 'fetched')
        AND p.ingest_stage IN (${stages})
        AND p.updated_at < now() - make_interval(secs => ${options.staleSeconds})
        AND (r.requeued_at IS NULL OR r.requeued_at < now() - make_interval(secs => ${options.staleSeconds}))
        AND NOT EXISTS (
          SELECT 1 FROM pgboss.job j
          WHERE j.name IN (${listOf(options.queues)}) AND j.state IN ('created', 'retry', 'active') AND j.data->>'postId' = p.id::text)
        ${options.postId ? sql`AND p.id = ${options.postId}` : sql``}
      ORDER BY p.updated_at
      LIMIT ${options.limit}`,
  );
  return rows.map((row) => ({ id: row.id, ingestStage: row.ingest_stage, updatedAt: row.updated_at, requeues: Number(row.requeues) }));
}

/** Notes that the post's stage was queued again, the `requeues`-th time for where it stands now. */
export async function recordRequeue(tx: Executor, postId: string, requeues: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ingest_requeues (post_id, stage, post_updated_at, requeues, requeued_at)
    SELECT id, ingest_stage, updated_at, ${requeues}, now() FROM posts WHERE id = ${postId}
    ON CONFLICT (post_id) DO UPDATE
      SET stage = EXCLUDED.stage, post_updated_at = EXCLUDED.post_updated_at, requeues = EXCLUDED.requeues, requeued_at = EXCLUDED.requeued_at`);
}

/** Those of `keys` that a media row names as its stored copy. */
export async function recordedStorageKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ storage_key: string }>(db, sql`SELECT storage_key FROM media WHERE storage_key IN (${listOf(keys)})`);
  return new Set(rows.map((row) => row.storage_key));
}

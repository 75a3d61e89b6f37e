// Reorganising stored posts: when the extractor gets better, old saves should too. Each organised
// post goes back to just before extraction and through the organise stage (extract, enrich and
// index) again on the queue, from the text and media it already has (nothing is fetched again).
// Its tags and the member's title and description are untouched; entities the new reading no
// longer names lose the post, and those no post names any more are removed (relinkPostEntities).
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { queryRows } from '../db/query-rows';
import { posts } from '../db/schema';
import { reopenForExtraction } from '../modules/posts/post-lifecycle';
import type { Queue } from '../queue/queue';
import { scheduleStage } from './ingest-queue';
import { queueName, STAGE_DONE } from './stages';

export interface ReorganiseScope {
  /** One member's stash; every member's when absent. */
  userId?: string;
  /** Only posts saved on or after this moment. */
  since?: Date;
}

export interface ReorganiseRun {
  /** The posts put back on the queue. */
  postIds: string[];
  startedAt: Date;
}

export interface ReorganiseProgress {
  total: number;
  /** Organised again since the run started. */
  done: number;
  /** Stopped before organised again, with no stage job left to run (they keep what they held). */
  stopped: number;
}

const BATCH = 200;

/** Puts the posts in scope back on the queue, a batch per transaction. */
export async function startReorganise(deps: { db: Executor; queue: Queue }, scope: ReorganiseScope): Promise<ReorganiseRun> {
  const startedAt = new Date();
  const conditions = [eq(posts.status, 'organised'), inArray(posts.ingestStage, [STAGE_DONE.organise, STAGE_DONE.media])];
  if (scope.userId) conditions.push(eq(posts.userId, scope.userId));
  if (scope.since) conditions.push(gte(posts.createdAt, scope.since));
  const candidates = await deps.db.select({ id: posts.id }).from(posts).where(and(...conditions)).orderBy(posts.createdAt);
  const postIds: string[] = [];
  for (let from = 0; from < candidates.length; from += BATCH) {
    const batch = candidates.slice(from, from + BATCH).map((row) => row.id);
    const reopened = await deps.db.transaction((tx) => queueForReorganising(deps.queue, tx, batch));
    postIds.push(...reopened);
  }
  return { postIds, startedAt };
}

/**
 * Puts those of these posts that are organised back before extraction and queues their extract
 * stage, in the caller's transaction (the command's batches, /manage's bulk action); answers the
 * ids it put back. Posts still on their way through the pipeline, or failed, are left alone.
 */
export async function queueForReorganising(queue: Queue, tx: Executor, postIds: readonly string[]): Promise<string[]> {
  const ids = await reopenForExtraction(tx, postIds);
  for (const id of ids) await scheduleStage(queue, tx, 'organise', id);
  return ids;
}

/** How far a run has got. */
export async function reorganiseProgress(db: Executor, run: ReorganiseRun): Promise<ReorganiseProgress> {
  if (run.postIds.length === 0) return { total: 0, done: 0, stopped: 0 };
  const done = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(inArray(posts.id, run.postIds), eq(posts.ingestStage, STAGE_DONE.organise), gte(posts.lastEnrichedAt, run.startedAt)));
  // A post is waiting while a stage job for it may still run; one with none left has stopped.
  const [waiting] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(DISTINCT data->>'postId')::int AS count FROM pgboss.job
        WHERE name = ${queueName('organise')}
          AND state IN ('created', 'retry', 'active') AND data->>'postId' = ANY(${`{${run.postIds.join(',')}}`}::text[])`,
  );
  const total = run.postIds.length;
  const finished = done[0]?.count ?? 0;
  return { total, done: finished, stopped: Math.max(0, total - finished - (waiting?.count ?? 0)) };
}

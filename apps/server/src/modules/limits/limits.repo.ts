// The limits' own table: one counter per key, shared by every server process. A hit is one
// atomic upsert, so two processes counting the same key at once both see the right total.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { queryRows } from '../../db/query-rows';

export interface Count {
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one hit on `key`: a window of `windowMs` starts with the first hit (or the first after the
 * last window ended) and the count goes up until it ends.
 */
export async function countHit(db: Executor, key: string, windowMs: number, now: Date): Promise<Count> {
  const resetsAt = new Date(now.getTime() + windowMs);
  const [row] = await queryRows<{ hits: number; resets_at: Date | string }>(
    db,
    sql`INSERT INTO rate_limit_counters (key, hits, resets_at) VALUES (${key}, 1, ${resetsAt.toISOString()}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_counters.resets_at <= ${now.toISOString()}::timestamptz THEN 1 ELSE rate_limit_counters.hits + 1 END,
        resets_at = CASE WHEN rate_limit_counters.resets_at <= ${now.toISOString()}::timestamptz THEN excluded.resets_at ELSE rate_limit_counters.resets_at END
      RETURNING hits, resets_at`,
  );
  return { hits: Number(row!.hits), resetsAt: new Date(row!.resets_at) };
}

/** The count of `key`'s current window; none when no window is open. */
export async function currentCount(db: Executor, key: string, now: Date): Promise<Count | null> {
  const [row] = await queryRows<{ hits: number; resets_at: Date | string }>(
    db,
    sql`SELECT hits, resets_at FROM rate_limit_counters WHERE key = ${key} AND resets_at > ${now.toISOString()}::timestamptz`,
  );
  return row ? { hits: Number(row.hits), resetsAt: new Date(row.resets_at) } : null;
}

/** Forgets counters whose window ended before `before` (addresses seen once, members long gone). */
export async function removeEndedCounters(db: Executor, before: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE resets_at < ${before.toISOString()}::timestamptz`);
}

// The geocoders' shared table rows: answers kept until they expire (geocoder_answers), and each
// rate-limited service's next allowed request time (geocoder_slots), read and set with the
// database's clock so that every process, on any machine, counts the same time.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { queryRows } from '../../db/query-rows';

/** The kept answer (`result` null: nothing found) and how long it is good for; undefined when none is. */
export async function readAnswer(db: Executor, provider: string, queryKey: string): Promise<{ result: unknown; expiresInMs: number } | undefined> {
  const [row] = await queryRows<{ result: unknown; expires_in_ms: number }>(
    db,
    sql`SELECT result, extract(epoch FROM expires_at - now()) * 1000 AS expires_in_ms
        FROM geocoder_answers WHERE provider = ${provider} AND query_key = ${queryKey} AND expires_at > now()`,
  );
  return row ? { result: row.result ?? null, expiresInMs: Number(row.expires_in_ms) } : undefined;
}

export async function writeAnswer(db: Executor, provider: string, queryKey: string, result: unknown, ttlMs: number): Promise<void> {
  const json = result === null ? null : JSON.stringify(result);
  await db.execute(sql`
    INSERT INTO geocoder_answers (provider, query_key, result, expires_at)
    VALUES (${provider}, ${queryKey}, ${json}::jsonb, now() + make_interval(secs => ${ttlMs / 1000}))
    ON CONFLICT (provider, query_key) DO UPDATE SET result = EXCLUDED.result, expires_at = EXCLUDED.expires_at`);
}

export async function deleteExpiredAnswers(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM geocoder_answers WHERE expires_at <= now()`);
}

/**
 * Takes the service when its next allowed time has come, holding it for `leaseMs` (a process that
 * dies holding it frees it then). Answers the lease (to give back) or, when the service is not
 * free, how long until its next allowed time.
 */
export async function takeSlot(db: Executor, provider: string, leaseMs: number): Promise<{ lease: string } | { waitMs: number }> {
  const [taken] = await queryRows<{ lease: string }>(
    db,
    sql`INSERT INTO geocoder_slots (provider, next_at) VALUES (${provider}, clock_timestamp() + make_interval(secs => ${leaseMs / 1000}))
        ON CONFLICT (provider) DO UPDATE SET next_at = EXCLUDED.next_at WHERE geocoder_slots.next_at <= clock_timestamp()
        RETURNING next_at::text AS lease`,
  );
  if (taken) return { lease: taken.lease };
  const [row] = await queryRows<{ wait_ms: number }>(
    db,
    sql`SELECT greatest(0, extract(epoch FROM next_at - clock_timestamp()) * 1000) AS wait_ms FROM geocoder_slots WHERE provider = ${provider}`,
  );
  return { waitMs: Number(row?.wait_ms ?? 0) };
}

/** Gives the service back: its next request may start `intervalMs` from now. A lease that ran out and was taken by another is left to it. */
export async function releaseSlot(db: Executor, provider: string, lease: string, intervalMs: number): Promise<void> {
  await db.execute(sql`
    UPDATE geocoder_slots SET next_at = clock_timestamp() + make_interval(secs => ${intervalMs / 1000})
    WHERE provider = ${provider} AND next_at = ${lease}::timestamptz`);
}

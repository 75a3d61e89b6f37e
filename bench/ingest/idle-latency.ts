// One save on an idle server: a member saves a link, the pipeline has nothing else to do, and the
// time to organised is what the member waits to see the post organised. Links are saved one at a
// time, each once the one before has settled. As in the burst, the organised moment is the row's
// updated_at (set in the transaction that marks it organised), so the polling only says when to
// go on to the next link.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/connection';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { createAccount } from '../../apps/server/src/modules/accounts/accounts.service';
import type { createSavesService } from '../../apps/server/src/modules/saves/saves.service';
import { summarise, type LatencySummary } from './latency-figures';

export interface IdleLatency {
  /** Save call start -> organised, one post at a time. */
  saveToOrganised: LatencySummary;
  /** Posts that did not end organised (failed, or not settled within the wait). */
  notOrganised: number;
}

/** How many links, spread over the corpus (every platform), are saved one at a time. */
export const IDLE_SAVES = 11;
const POLL_MS = 10;
const WAIT_PER_POST_MS = 30_000;

async function settledRow(database: DatabaseHandle, postId: string, deadline: number): Promise<{ status: string; updated_ms: number } | null> {
  for (;;) {
    const [row] = await queryRows<{ status: string; updated_ms: number }>(
      database.db,
      sql`SELECT status, (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms FROM posts WHERE id = ${postId}::uuid`,
    );
    if (row && (row.status === 'organised' || row.status === 'failed')) return row;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function measureIdleSaves(
  database: DatabaseHandle,
  saves: ReturnType<typeof createSavesService>,
  links: readonly string[],
): Promise<IdleLatency> {
  const member = await createAccount(database.db, { email: 'idle@bench.stash.test', password: null, isAdmin: false, name: 'Idle' });
  const step = Math.max(1, Math.floor(links.length / IDLE_SAVES));
  const chosen = links.filter((_, index) => index % step === 0).slice(0, IDLE_SAVES);
  const latencies: number[] = [];
  let notOrganised = 0;
  for (const url of chosen) {
    const at = Date.now();
    const outcome = await saves.save(member.id, { url });
    const row = await settledRow(database, outcome.body.id, Date.now() + WAIT_PER_POST_MS);
    if (row?.status === 'organised') latencies.push(row.updated_ms - at);
    else notOrganised += 1;
  }
  return { saveToOrganised: summarise(latencies), notOrganised };
}

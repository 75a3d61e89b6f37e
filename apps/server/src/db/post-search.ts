import { sql } from 'drizzle-orm';
import type { Executor } from './connection';

/**
 * Rebuilds the search text and document of these posts (see migration 0003). Call it in the same
 * transaction as any change to a post's text, tags or entities.
 */
export async function refreshPostSearch(db: Executor, postIds: readonly string[]): Promise<void> {
  if (postIds.length === 0) return;
  await db.execute(sql`select stash_refresh_post_search(${`{${postIds.join(',')}}`}::uuid[])`);
}

// The waitlist table: one row per address.
import type { Executor } from '../../db/connection';
import { waitlist } from '../../db/schema';

/** Adds the address; answers false (and changes nothing) when it is already on the list. */
export async function joinWaitlist(
  db: Executor,
  entry: { name: string; email: string; instagramHandle: string; reason: string },
): Promise<boolean> {
  const inserted = await db
    .insert(waitlist)
    .values(entry)
    .onConflictDoNothing({ target: waitlist.email })
    .returning({ id: waitlist.id });
  return inserted.length > 0;
}

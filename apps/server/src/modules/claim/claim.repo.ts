import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import type { MAGIC_LINK_PURPOSES } from '../../db/schema';
import { claimTokens, magicLinks } from '../../db/schema';

export type ClaimTokenRow = typeof claimTokens.$inferSelect;
export type MagicLinkRow = typeof magicLinks.$inferSelect;
export type MagicLinkPurpose = (typeof MAGIC_LINK_PURPOSES)[number];

const live = <T extends typeof claimTokens | typeof magicLinks>(table: T) =>
  and(isNull(table.usedAt), gt(table.expiresAt, sql`now()`));
/** An invite that can still be claimed: unused, unexpired and not revoked. */
const liveInvite = and(live(claimTokens), isNull(claimTokens.revokedAt));

export async function insertClaimToken(
  db: Executor,
  values: { tokenHash: string; email: string | null; grantsAdmin: boolean; createdBy: string | null; expiresAt: Date },
): Promise<ClaimTokenRow> {
  const [row] = await db.insert(claimTokens).values(values).returning();
  if (!row) throw new Error('insert into claim_tokens returned no row');
  return row;
}

export async function findLiveClaimToken(db: Executor, tokenHash: string): Promise<ClaimTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(claimTokens)
    .where(and(eq(claimTokens.tokenHash, tokenHash), liveInvite))
    .limit(1);
  return row;
}

/** Marks an invite used by a member, only if nobody has used it yet. */
export async function consumeClaimToken(db: Executor, id: string, userId: string): Promise<ClaimTokenRow | undefined> {
  const [row] = await db
    .update(claimTokens)
    .set({ usedAt: sql`now()`, usedBy: userId })
    .where(and(eq(claimTokens.id, id), liveInvite))
    .returning();
  return row;
}

export async function deleteUnusedAdminInvites(db: Executor): Promise<void> {
  await db.delete(claimTokens).where(and(eq(claimTokens.grantsAdmin, true), isNull(claimTokens.usedAt)));
}

/** Whether a link of one of these purposes was made for the address since `since` (the per-address cooldown). */
export async function linkMailedSince(db: Executor, email: string, purposes: readonly MagicLinkPurpose[], since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: magicLinks.id })
    .from(magicLinks)
    .where(and(eq(magicLinks.email, email), inArray(magicLinks.purpose, [...purposes]), gt(magicLinks.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function insertMagicLink(
  db: Executor,
  values: {
    linkHash: string;
    purpose: MagicLinkPurpose;
    email: string;
    claimTokenId: string | null;
    userId: string | null;
    expiresAt: Date;
  },
): Promise<MagicLinkRow> {
  const [row] = await db.insert(magicLinks).values(values).returning();
  if (!row) throw new Error('insert into magic_links returned no row');
  return row;
}

/** Marks a live link used and returns it; a used, expired or unknown link gives undefined. */
export async function consumeMagicLink(db: Executor, linkHash: string): Promise<MagicLinkRow | undefined> {
  const [row] = await db
    .update(magicLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(magicLinks.linkHash, linkHash), live(magicLinks)))
    .returning();
  return row;
}

/** Withdraws the unused invites given (by id, or every one for an address): their links stop working. */
export async function revokeUnusedInvites(db: Executor, which: { id: string } | { email: string }): Promise<number> {
  const rows = await db
    .update(claimTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        'id' in which ? eq(claimTokens.id, which.id) : eq(claimTokens.email, which.email),
        isNull(claimTokens.usedAt),
        isNull(claimTokens.revokedAt),
      ),
    )
    .returning({ id: claimTokens.id });
  return rows.length;
}

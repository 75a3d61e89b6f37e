import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { builtOnce, statementWriter } from '../../db/built-once';
import type { Executor } from '../../db/connection';
import { loginFailures, refreshTokens, users } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks a live refresh token used, in one statement so that two requests presenting the same
 * token cannot both succeed. Returns the row only to the request that won.
 */
export async function consumeRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every sign-in of the member: no refresh token of theirs can be used again. */
export async function revokeAllFamilies(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

const memberVersionColumns = { tokenVersion: users.tokenVersion, stashVersion: users.stashVersion, isAdmin: users.isAdmin, disabledAt: users.disabledAt };
type MemberVersions = { tokenVersion: number; stashVersion: number; isAdmin: boolean; disabledAt: Date | null };
// Built once (db/built-once.ts): it runs on every member call, kept answers included.
const findMemberVersionsStatement = builtOnce<MemberVersions>(
  statementWriter.select(memberVersionColumns).from(users).where(eq(users.id, sql.placeholder('userId'))).limit(1),
  memberVersionColumns,
);

/**
 * What every member call checks: the token version (revocation), whether the member is disabled or
 * an admin, and the stash version (kept answers).
 */
export async function findMemberVersions(db: Executor, userId: string): Promise<MemberVersions | undefined> {
  const [row] = await findMemberVersionsStatement(db, { userId });
  return row;
}

export async function recordLoginFailure(db: Executor, email: string, ipAddress: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ipAddress });
}

/**
 * Failures inside the window for this email from this address (with the latest), and from this
 * address for any email.
 */
export async function countRecentLoginFailures(
  db: Executor,
  email: string,
  ipAddress: string,
  since: Date,
): Promise<{ byPair: number; lastByPair: Date | null; byAddress: number }> {
  const pair = and(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress));
  const [row] = await db
    .select({
      byPair: sql<number>`count(*) filter (where ${pair})::int`,
      lastByPair: sql<string | null>`max(${loginFailures.createdAt}) filter (where ${pair})`,
      byAddress: sql<number>`count(*)::int`,
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), eq(loginFailures.ipAddress, ipAddress)));
  return { byPair: row?.byPair ?? 0, lastByPair: row?.lastByPair ? new Date(row.lastByPair) : null, byAddress: row?.byAddress ?? 0 };
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Housekeeping: failures older than the window no longer count and can go. */
export async function deleteLoginFailuresBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db.delete(loginFailures).where(lt(loginFailures.createdAt, before)).returning({ id: loginFailures.id });
  return deleted.length;
}

/** Housekeeping: refresh tokens past their expiry can never be used, reused or revoked again. */
export async function deleteRefreshTokensExpiredBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before)).returning({ id: refreshTokens.id });
  return deleted.length;
}

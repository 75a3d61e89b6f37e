import { and, arrayContains, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { posts, profiles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function insertUser(
  db: Executor,
  values: { email: string; passwordHash: string | null; isAdmin: boolean; name: string | null; emailVerified: boolean },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ email: values.email, passwordHash: values.passwordHash, isAdmin: values.isAdmin, emailVerifiedAt: values.emailVerified ? sql`now()` : null })
    .returning();
  if (!user) throw new Error('insert into users returned no row');
  await db.insert(profiles).values({ userId: user.id, name: values.name });
  return user;
}

/** Removes the member and, through the foreign keys, everything they own: posts, media rows, entities, tags, sessions, conversations. */
export async function deleteUser(db: Executor, userId: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** Every access token issued before stops working. */
export async function raiseTokenVersion(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** 'Last seen' for the admin: written at most once a minute, on each sign-in and session refresh. */
export async function markSeen(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`(${users.lastSeenAt} IS NULL OR ${users.lastSeenAt} < now() - interval '1 minute')`));
}

/** Disables or enables a member (ending their sessions is the auth service's part). */
export async function setDisabled(db: Executor, userId: string, disabled: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Gives an Instagram sender id to this member alone (spec: a user owns sender ids): taken from any
 * member who had it, added to this one's.
 */
export async function giveSenderId(db: Executor, userId: string, senderId: string): Promise<void> {
  await db
    .update(users)
    .set({ senderIds: sql`array_remove(${users.senderIds}, ${senderId})` })
    .where(and(arrayContains(users.senderIds, [senderId]), ne(users.id, userId)));
  await db
    .update(users)
    .set({ senderIds: sql`array_append(array_remove(${users.senderIds}, ${senderId}), ${senderId})` })
    .where(eq(users.id, userId));
}

export async function clearSenderIds(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ senderIds: sql`'{}'::text[]` }).where(eq(users.id, userId));
}

/** The member this Instagram sender id belongs to. */
export async function memberWithSenderId(db: Executor, senderId: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(arrayContains(users.senderIds, [senderId])).limit(1);
  return row?.id ?? null;
}

/** The member followed a link mailed to their address. */
export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, userId));
}

/** A new password, and a new token version: every access token issued before stops working. */
export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

export async function countPosts(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(posts).where(eq(posts.userId, userId));
  return row?.count ?? 0;
}

export async function updateProfile(
  db: Executor,
  userId: string,
  patch: Partial<Pick<ProfileRow, 'name' | 'username' | 'avatarUrl' | 'instagramHandle'>>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(profiles).set({ ...patch, updatedAt: sql`now()` }).where(eq(profiles.userId, userId));
}

/** Whether another member already uses this (lower-cased) username. */
export async function usernameTakenByOther(db: Executor, username: string, userId: string | null): Promise<boolean> {
  const condition = userId ? and(eq(profiles.username, username), ne(profiles.userId, userId)) : eq(profiles.username, username);
  const [row] = await db.select({ userId: profiles.userId }).from(profiles).where(condition).limit(1);
  return row !== undefined;
}

export async function setAdmin(db: Executor, userId: string): Promise<UserRow> {
  const [row] = await db.update(users).set({ isAdmin: true, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

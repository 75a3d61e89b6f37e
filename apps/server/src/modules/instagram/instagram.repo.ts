// The tables of saving by Instagram message: messages received (one row per message id), the
// accounts that sent them and when each was linked (the member's own list is users.sender_ids,
// the accounts module's), members' linking codes, and the replies sent for organised posts.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { instagramLinkCodes, instagramMessages, instagramReplies, instagramSenders, type INSTAGRAM_MESSAGE_STATES } from '../../db/schema';

export type InstagramMessageRow = typeof instagramMessages.$inferSelect;
export type InstagramMessageState = (typeof INSTAGRAM_MESSAGE_STATES)[number];

/** Stores a message unless one with its id is already stored (a retried delivery); answers the new row's id. */
export async function insertMessageOnce(db: Executor, message: { mid: string; senderId: string; event: Record<string, unknown> }): Promise<string | null> {
  const [row] = await db.insert(instagramMessages).values(message).onConflictDoNothing({ target: instagramMessages.mid }).returning({ id: instagramMessages.id });
  return row?.id ?? null;
}

/** The message, locked so that one job handles it at a time. */
export async function lockMessage(db: Executor, id: string): Promise<InstagramMessageRow | undefined> {
  const [row] = await db.select().from(instagramMessages).where(eq(instagramMessages.id, id)).for('update');
  return row;
}

export async function setMessageState(db: Executor, id: string, state: InstagramMessageState, values: { userId?: string | null; keepUntil?: Date | null } = {}): Promise<void> {
  await db.update(instagramMessages).set({ state, ...values }).where(eq(instagramMessages.id, id));
}

/** Messages from this account kept while it was unknown, still within their keeping time, oldest first. */
export async function keptMessagesOf(db: Executor, senderId: string): Promise<InstagramMessageRow[]> {
  return db
    .select()
    .from(instagramMessages)
    .where(and(eq(instagramMessages.senderId, senderId), eq(instagramMessages.state, 'kept'), gt(instagramMessages.keepUntil, sql`now()`)))
    .orderBy(instagramMessages.receivedAt)
    .for('update');
}

export async function deleteExpiredKeptMessages(db: Executor): Promise<number> {
  const rows = await db
    .delete(instagramMessages)
    .where(and(eq(instagramMessages.state, 'kept'), lt(instagramMessages.keepUntil, sql`now()`)))
    .returning({ id: instagramMessages.id });
  return rows.length;
}

/** When (and to whom) the account was linked. */
export async function recordLink(db: Executor, senderId: string, userId: string): Promise<void> {
  await db
    .insert(instagramSenders)
    .values({ senderId, userId, linkedAt: sql`now()` })
    .onConflictDoUpdate({ target: instagramSenders.senderId, set: { userId, linkedAt: sql`now()` } });
}

export async function recordUnlink(db: Executor, userId: string): Promise<void> {
  await db.update(instagramSenders).set({ userId: null, linkedAt: null }).where(eq(instagramSenders.userId, userId));
}

/** When this member's account was linked (the latest, if several), or null. */
export async function linkedAt(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ linkedAt: sql<Date | null>`max(${instagramSenders.linkedAt})` })
    .from(instagramSenders)
    .where(eq(instagramSenders.userId, userId));
  const value = row?.linkedAt;
  return value ? new Date(value) : null;
}

/** Marks that an unknown account was told how to join; answers false when it already was. */
export async function claimJoinReply(db: Executor, senderId: string): Promise<boolean> {
  const [row] = await db
    .insert(instagramSenders)
    .values({ senderId, joinReplyAt: sql`now()` })
    .onConflictDoUpdate({ target: instagramSenders.senderId, set: { joinReplyAt: sql`now()` }, setWhere: sql`${instagramSenders.joinReplyAt} IS NULL` })
    .returning({ senderId: instagramSenders.senderId });
  return row !== undefined;
}

export async function liveCodeOf(db: Executor, userId: string): Promise<{ code: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ code: instagramLinkCodes.code, expiresAt: instagramLinkCodes.expiresAt })
    .from(instagramLinkCodes)
    .where(and(eq(instagramLinkCodes.userId, userId), gt(instagramLinkCodes.expiresAt, sql`now()`)));
  return row;
}

/** The member's one code, replacing any earlier one. */
export async function putCode(db: Executor, userId: string, code: string, expiresAt: Date): Promise<void> {
  await db
    .insert(instagramLinkCodes)
    .values({ userId, code, expiresAt })
    .onConflictDoUpdate({ target: instagramLinkCodes.userId, set: { code, expiresAt } });
}

/** Uses up a live code: answers its member, or null for an unknown or expired code. */
export async function takeCode(db: Executor, code: string): Promise<string | null> {
  const [row] = await db
    .delete(instagramLinkCodes)
    .where(and(eq(instagramLinkCodes.code, code), gt(instagramLinkCodes.expiresAt, sql`now()`)))
    .returning({ userId: instagramLinkCodes.userId });
  return row?.userId ?? null;
}

/** Records the reply for a post; false when one was already sent (the post organised again). */
export async function claimReply(db: Executor, postId: string): Promise<boolean> {
  const rows = await db.insert(instagramReplies).values({ postId }).onConflictDoNothing().returning({ postId: instagramReplies.postId });
  return rows.length > 0;
}

/** Takes back the record of a reply that could not be sent, so a retry sends it. */
export async function releaseReply(db: Executor, postId: string): Promise<void> {
  await db.delete(instagramReplies).where(eq(instagramReplies.postId, postId));
}

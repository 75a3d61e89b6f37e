// What the admin console reads: the waitlist with each entry's standing, invites, members with
// their stash size, feedback, and the dashboard's figures. None of it is scoped to one member:
// only admin calls (http/member-guard.ts requireAdmin) reach these.
import { count, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_LIST_LIMIT, type WaitlistStatus } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { queryRows } from '../../db/query-rows';
import { claimTokens, feedback, posts, profiles, users, waitlist } from '../../db/schema';

/** Characters LIKE treats specially, escaped so a search for '50%' means what it says. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

// Written out in SQL: inside a WITH query the builder leaves column names unqualified, and then
// 'email = email' would compare a table's column with itself.
const inviteForEntry = sql`invite.email = waitlist.email AND invite.revoked_at IS NULL`;

/** joined: the address has an account; invited: an invite was sent and not withdrawn; else waiting. */
const waitlistStatus = sql<WaitlistStatus>`CASE
  WHEN EXISTS (SELECT 1 FROM users member WHERE member.email = waitlist.email) THEN 'joined'
  WHEN EXISTS (SELECT 1 FROM claim_tokens invite WHERE ${inviteForEntry}) THEN 'invited'
  ELSE 'waiting' END`;

const lastInvitedAt = sql<Date | null>`(SELECT max(invite.created_at) FROM claim_tokens invite WHERE ${inviteForEntry})`;

function waitlistSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  // Handles are stored without their '@'; an admin may well type it.
  return or(ilike(waitlist.name, pattern), ilike(waitlist.email, pattern), ilike(waitlist.instagramHandle, likePattern(q.replace(/^@/, ''))));
}

/** The waitlist matching a search, each entry with its standing (a WITH query the callers filter or count). */
function waitlistWithStatus(db: Executor, q: string | undefined) {
  return db.$with('with_status').as(
    db
      .select({
        id: waitlist.id,
        name: waitlist.name,
        email: waitlist.email,
        instagramHandle: waitlist.instagramHandle,
        reason: waitlist.reason,
        createdAt: waitlist.createdAt,
        status: waitlistStatus.as('status'),
        invitedAt: lastInvitedAt.as('invited_at'),
      })
      .from(waitlist)
      .where(waitlistSearch(q)),
  );
}

/** The newest entries matching the search and status. */
export async function listWaitlist(db: Executor, filter: { q?: string; status?: WaitlistStatus }) {
  const withStatus = waitlistWithStatus(db, filter.q);
  return db
    .with(withStatus)
    .select()
    .from(withStatus)
    .where(filter.status ? eq(withStatus.status, filter.status) : undefined)
    .orderBy(desc(withStatus.createdAt), desc(withStatus.id))
    .limit(ADMIN_LIST_LIMIT);
}

/** How many entries matching the search stand at each status. */
export async function waitlistCounts(db: Executor, q?: string): Promise<Record<WaitlistStatus, number>> {
  const withStatus = waitlistWithStatus(db, q);
  const byStatus = await db.with(withStatus).select({ status: withStatus.status, entries: count() }).from(withStatus).groupBy(withStatus.status);
  const counts: Record<WaitlistStatus, number> = { waiting: 0, invited: 0, joined: 0 };
  for (const { status, entries } of byStatus) counts[status] = Number(entries);
  return counts;
}

export type InviteRow = typeof claimTokens.$inferSelect;

export async function listInvites(db: Executor): Promise<InviteRow[]> {
  return db.select().from(claimTokens).orderBy(desc(claimTokens.createdAt), desc(claimTokens.id)).limit(ADMIN_LIST_LIMIT);
}

export async function findInvite(db: Executor, id: string): Promise<InviteRow | undefined> {
  const [row] = await db.select().from(claimTokens).where(eq(claimTokens.id, id)).limit(1);
  return row;
}

export async function membersWithEmails(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, [...emails]));
  return new Set(rows.map((row) => row.email));
}

const stashSize = sql<number>`(SELECT count(*)::int FROM ${posts} WHERE ${posts.userId} = ${users.id})`;

const memberColumns = {
  id: users.id,
  email: users.email,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
  disabledAt: users.disabledAt,
  name: profiles.name,
  username: profiles.username,
  stashSize: stashSize.as('stash_size'),
};

function memberSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(users.email, pattern), ilike(profiles.name, pattern), ilike(profiles.username, pattern));
}

export async function listMembers(db: Executor, q: string | undefined) {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(memberSearch(q))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_LIST_LIMIT);
  const [total] = await db.select({ members: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(memberSearch(q));
  return { rows, total: total?.members ?? 0 };
}

export type MemberListRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export async function findMember(db: Executor, userId: string): Promise<MemberListRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function listFeedback(db: Executor) {
  const rows = await db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(ADMIN_LIST_LIMIT);
  const [total] = await db.select({ entries: count() }).from(feedback);
  return { rows, total: total?.entries ?? 0 };
}

export async function memberCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      newThisWeek: sql<number>`count(*) FILTER (WHERE ${users.createdAt} >= now() - interval '7 days')::int`,
      disabled: sql<number>`count(*) FILTER (WHERE ${isNotNull(users.disabledAt)})::int`,
    })
    .from(users);
  return { total: row?.total ?? 0, newThisWeek: Number(row?.newThisWeek ?? 0), disabled: Number(row?.disabled ?? 0) };
}

/** Saves per UTC day since `since`; days without saves are absent (the service fills them). */
export async function savesPerDay(db: Executor, since: Date): Promise<Array<{ day: string; saves: number }>> {
  const day = sql<string>`to_char(${posts.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, saves: count() })
    .from(posts)
    .where(gte(posts.createdAt, since))
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, saves: Number(row.saves) }));
}

export async function failuresByReason(db: Executor): Promise<Array<{ reason: string; posts: number }>> {
  const reason = sql<string>`coalesce(nullif(${posts.statusReason}, ''), 'No reason recorded')`;
  const rows = await db
    .select({ reason, posts: count() })
    .from(posts)
    .where(eq(posts.status, 'failed'))
    .groupBy(reason)
    .orderBy(desc(count()), reason)
    .limit(12);
  return rows.map((row) => ({ reason: row.reason, posts: Number(row.posts) }));
}

export async function postsWaiting(db: Executor): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(posts)
    .where(inArray(posts.status, ['pending', 'fetched']));
  return Number(row?.waiting ?? 0);
}

/** Jobs not yet finished in the queue (pg-boss's own table), by state; none before the queue first started. */
export async function queuedJobs(db: Executor): Promise<Array<{ state: string; jobs: number }>> {
  const [queueTable] = await queryRows<{ exists: boolean }>(db, sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS exists`);
  if (!queueTable?.exists) return [];
  const rows = await queryRows<{ state: string; jobs: number }>(db, sql`
    SELECT state::text AS state, count(*)::int AS jobs FROM pgboss.job
    WHERE state IN ('created', 'retry', 'active') GROUP BY state ORDER BY state`);
  return rows.map((row) => ({ state: row.state, jobs: Number(row.jobs) }));
}

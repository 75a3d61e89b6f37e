// The admin console: letting people in from the waitlist (invites mailed, resent, revoked),
// disabling and enabling members, reading feedback, and the dashboard's figures.
import {
  DASHBOARD_DAYS, type AdminDashboard, type AdminFeedbackEntry, type AdminInvite, type AdminInviteOutcome, type AdminMember,
  type AdminWaitlistResponse, type InviteStatus, type WaitlistStatus,
} from '@stash/shared';
import type { Database } from '../../db/connection';
import { AppError, invalid } from '../../lib/app-error';
import { inviteEmail } from '../../providers/mailer/email-templates';
import type { Mailer } from '../../providers/mailer/mailer';
import * as accounts from '../accounts/accounts.service';
import type { AuthService } from '../auth/auth.service';
import type { ClaimService } from '../claim/claim.service';
import * as repo from './admin.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = () => new AppError('NOT_FOUND', 'Not found');

export function inviteStatus(row: repo.InviteRow, now = Date.now()): InviteStatus {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now ? 'expired' : 'pending';
}

const toInvite = (row: repo.InviteRow): AdminInvite => ({
  id: row.id,
  email: row.email,
  status: inviteStatus(row),
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  used_at: row.usedAt?.toISOString() ?? null,
});

const toMember = (row: repo.MemberListRow): AdminMember => ({
  user_id: row.id,
  email: row.email,
  name: row.name,
  username: row.username,
  is_admin: row.isAdmin,
  joined_at: row.createdAt.toISOString(),
  last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  stash_size: Number(row.stashSize),
  disabled: row.disabledAt !== null,
});

/** The last `days` UTC days, oldest first, each with its saves (0 when there were none). */
export function fillDays(counts: ReadonlyArray<{ day: string; saves: number }>, days: number, now = new Date()): Array<{ day: string; saves: number }> {
  const byDay = new Map(counts.map((entry) => [entry.day, entry.saves]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, saves: byDay.get(day) ?? 0 };
  });
}

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService({ db, auth, claim, mailer, logger }: {
  db: Database;
  auth: AuthService;
  claim: ClaimService;
  mailer: Mailer;
  logger?: { warn(obj: object, msg: string): void };
}) {
  async function waitlist(filter: { q?: string; status?: WaitlistStatus }): Promise<AdminWaitlistResponse> {
    const rows = await repo.listWaitlist(db, filter);
    const counts = await repo.waitlistCounts(db, filter.q);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        instagram_handle: row.instagramHandle,
        reason: row.reason,
        status: row.status,
        joined_waitlist_at: row.createdAt.toISOString(),
        invited_at: row.invitedAt ? new Date(row.invitedAt).toISOString() : null,
      })),
      total: filter.status ? counts[filter.status] : counts.waiting + counts.invited + counts.joined,
      counts,
    };
  }

  async function invites(): Promise<AdminInvite[]> {
    return (await repo.listInvites(db)).map(toInvite);
  }

  /** Mails an invite; a failure is reported to the admin (who can pass the link on) rather than undoing it. */
  async function mailInvite(email: string, link: string, expiresAt: Date): Promise<boolean> {
    try {
      await mailer.send(inviteEmail(email, link, expiresAt));
      return true;
    } catch (error) {
      logger?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'an invite could not be mailed');
      return false;
    }
  }

  /**
   * A fresh invite for each address that is not a member yet, replacing any earlier unused invite
   * for it (so one address has one live link), mailed once everything is stored.
   */
  async function invite(emails: readonly string[], adminId: string): Promise<AdminInviteOutcome[]> {
    const unique = [...new Set(emails.map(accounts.normaliseEmail))];
    const created = await db.transaction(async (tx) => {
      const members = await repo.membersWithEmails(tx, unique);
      const outcomes: Array<{ email: string; made: Awaited<ReturnType<ClaimService['createInvite']>> | null }> = [];
      for (const email of unique) {
        if (members.has(email)) {
          outcomes.push({ email, made: null });
          continue;
        }
        await claim.revokeInvites(tx, { email });
        outcomes.push({ email, made: await claim.createInvite(tx, { email, createdBy: adminId }) });
      }
      return outcomes;
    });
    const results: AdminInviteOutcome[] = [];
    for (const { email, made } of created) {
      if (!made) {
        results.push({ email, outcome: 'already_member', invite: null, link: null, mailed: false });
        continue;
      }
      const mailed = await mailInvite(email, made.link, made.expiresAt);
      results.push({ email, outcome: 'invited', invite: toInvite(made.invite), link: made.link, mailed });
    }
    return results;
  }

  async function resendInvite(id: string, adminId: string): Promise<AdminInviteOutcome[]> {
    const existing = await repo.findInvite(db, id);
    if (!existing) throw NOT_FOUND();
    if (!existing.email) throw invalid('This invite is not for one address, so it cannot be mailed. Invite the address instead.');
    if (existing.usedAt) throw invalid('This invite has already been used.');
    return invite([existing.email], adminId);
  }

  async function revokeInvite(id: string): Promise<void> {
    const existing = await repo.findInvite(db, id);
    if (!existing) throw NOT_FOUND();
    if (existing.usedAt) throw invalid('This invite has already been used.');
    await claim.revokeInvites(db, { id });
  }

  async function members(q: string | undefined): Promise<{ members: AdminMember[]; total: number }> {
    const { rows, total } = await repo.listMembers(db, q);
    return { members: rows.map(toMember), total };
  }

  /** Disabling ends every session at once: access tokens through the token version, refresh tokens revoked. */
  async function setDisabled(userId: string, disabled: boolean, adminId: string): Promise<AdminMember> {
    if (disabled && userId === adminId) throw invalid("You can't disable your own account.");
    return db.transaction(async (tx) => {
      const user = await accounts.setDisabled(tx, userId, disabled);
      if (!user) throw NOT_FOUND();
      if (disabled) await auth.endSessions(tx, userId);
      const member = await repo.findMember(tx, userId);
      if (!member) throw NOT_FOUND();
      return toMember(member);
    });
  }

  async function feedback(): Promise<{ entries: AdminFeedbackEntry[]; total: number }> {
    const { rows, total } = await repo.listFeedback(db);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        message: row.message,
        email: row.email,
        page: row.page,
        from_member: row.userId !== null,
        created_at: row.createdAt.toISOString(),
      })),
      total,
    };
  }

  async function dashboard(now = new Date()): Promise<AdminDashboard> {
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DASHBOARD_DAYS - 1) * DAY_MS);
    const [members, waitlistCounts, saves, failures, postsWaiting, jobs] = await Promise.all([
      repo.memberCounts(db),
      repo.waitlistCounts(db),
      repo.savesPerDay(db, since),
      repo.failuresByReason(db),
      repo.postsWaiting(db),
      repo.queuedJobs(db),
    ]);
    return {
      members: { total: members.total, new_this_week: members.newThisWeek, disabled: members.disabled },
      waitlist: waitlistCounts,
      saves_per_day: fillDays(saves, DASHBOARD_DAYS, now),
      failures_by_reason: failures,
      queue: { posts_waiting: postsWaiting, jobs },
    };
  }

  return { waitlist, invites, invite, resendInvite, revokeInvite, members, setDisabled, feedback, dashboard };
}

// Invites and magic links: the only ways into the private beta. An invite (claim token) is
// validated, a magic link is mailed to the address given, and following it signs the member in,
// creating the account on first use; account setup then sets name, username and password.
import { sql } from 'drizzle-orm';
import type {
  CompleteSetupRequest, CompleteSetupResponse, ValidateTokenResponse, VerifyMagicLinkResponse,
} from '@stash/shared';
import { MESSAGES } from '@stash/shared';
import type { Database, Executor } from '../../db/connection';
import { AppError, invalid } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/secure-tokens';
import { magicLinkEmail } from '../../providers/mailer/email-templates';
import type { Mailer, OutgoingEmail } from '../../providers/mailer/mailer';
import * as accounts from '../accounts/accounts.service';
import type { AuthService } from '../auth/auth.service';
import * as repo from './claim.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITE_TTL_MS = 14 * DAY_MS;
/** Sign-in and confirmation links work once, within 15 minutes. */
const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
const LINK_INVALID = 'This link is invalid or has expired.';
const SETUP_DONE = 'Your account is already set up. Change your password from your profile.';

export interface ClaimServiceOptions {
  db: Database;
  auth: AuthService;
  mailer: Mailer;
  publicUrl: string;
  logger?: { warn(obj: object, msg: string): void };
}

/** One mailed sign-in or invite link per address per minute: a form cannot be used to flood a mailbox. */
const LINK_COOLDOWN_MS = 60_000;

export type ClaimService = ReturnType<typeof createClaimService>;

export function createClaimService({ db, auth, mailer, publicUrl, logger }: ClaimServiceOptions) {
  /** Sign-in links being looked up and mailed after their call has answered. */
  const delivering = new Set<Promise<void>>();
  /**
   * A new link for the address, or null while one of this purpose was made less than a minute
   * ago. Requests for one address are taken one at a time (a transaction-scoped lock), so two
   * arriving together cannot both pass the check.
   */
  async function linkUnlessCoolingDown(email: string, purpose: repo.MagicLinkPurpose, refs: { claimTokenId?: string; userId?: string }) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`magic-link:${email}`}, 0))`);
      if (await repo.linkMailedSince(tx, email, [purpose], new Date(Date.now() - LINK_COOLDOWN_MS))) return null;
      return createLink(tx, email, purpose, refs);
    });
  }

  const claimLink = (token: string) => `${publicUrl}/claim/${token}`;
  const verifyLink = (linkId: string) => `${publicUrl}/verify/${linkId}`;

  async function createInvite(
    executor: Executor,
    options: { email?: string | null; grantsAdmin?: boolean; createdBy?: string | null; ttlMs?: number } = {},
  ): Promise<{ link: string; expiresAt: Date; invite: repo.ClaimTokenRow }> {
    const token = newSecret();
    const expiresAt = new Date(Date.now() + (options.ttlMs ?? INVITE_TTL_MS));
    const invite = await repo.insertClaimToken(executor, {
      tokenHash: hashSecret(token),
      email: options.email ? accounts.normaliseEmail(options.email) : null,
      grantsAdmin: options.grantsAdmin ?? false,
      createdBy: options.createdBy ?? null,
      expiresAt,
    });
    return { link: claimLink(token), expiresAt, invite };
  }

  /**
   * On a database with no members, a fresh one-time link that creates the first (admin) account.
   * Links printed at earlier starts stop working, so only the latest one printed is live.
   */
  async function firstRunInvite(): Promise<string | null> {
    return db.transaction(async (tx) => {
      if ((await accounts.countUsers(tx)) > 0) return null;
      await repo.deleteUnusedAdminInvites(tx);
      return (await createInvite(tx, { grantsAdmin: true, ttlMs: 7 * DAY_MS })).link;
    });
  }

  async function liveInvite(executor: Executor, tokenId: string) {
    return repo.findLiveClaimToken(executor, hashSecret(tokenId));
  }

  async function validate(tokenId: string): Promise<ValidateTokenResponse> {
    const invite = await liveInvite(db, tokenId);
    if (!invite) return { valid: false, error: MESSAGES.invalidOrExpiredToken };
    return { valid: true, email: invite.email };
  }

  function inviteRefusesEmail(invite: repo.ClaimTokenRow, email: string): boolean {
    return invite.email !== null && invite.email !== accounts.normaliseEmail(email);
  }

  /**
   * Stores a one-time link and returns the email that carries it. Callers send it only after their
   * transaction has committed, so nobody is mailed a link to a write that was rolled back.
   */
  async function createLink(
    executor: Executor,
    email: string,
    purpose: repo.MagicLinkPurpose,
    refs: { claimTokenId?: string; userId?: string },
  ): Promise<{ row: repo.MagicLinkRow; email: OutgoingEmail }> {
    const linkId = newSecret();
    const row = await repo.insertMagicLink(executor, {
      linkHash: hashSecret(linkId),
      purpose,
      email,
      claimTokenId: refs.claimTokenId ?? null,
      userId: refs.userId ?? null,
      expiresAt: new Date(Date.now() + MAGIC_LINK_TTL_MS),
    });
    return { row, email: magicLinkEmail(email, verifyLink(linkId), purpose, MAGIC_LINK_TTL_MS / 60_000) };
  }

  async function sendClaimLink(tokenId: string, emailInput: string): Promise<{ success: boolean; error?: string }> {
    const email = accounts.normaliseEmail(emailInput);
    const invite = await liveInvite(db, tokenId);
    if (!invite) return { success: false, error: MESSAGES.invalidOrExpiredToken };
    if (inviteRefusesEmail(invite, email)) return { success: false, error: 'This invite was sent to a different email address.' };
    // Mailed once the link is stored (the transaction committed).
    const link = await linkUnlessCoolingDown(email, 'claim', { claimTokenId: invite.id });
    if (link) await mailer.send(link.email);
    return { success: true };
  }

  /**
   * Sign-in by email for existing members. It answers at once, the same for every address, and
   * only then looks the address up and mails the link: neither the answer nor its timing tells
   * whether the address has an account.
   */
  async function sendSignInLink(emailInput: string): Promise<{ success: boolean }> {
    const email = accounts.normaliseEmail(emailInput);
    const delivery = deliverSignInLink(email).catch((error: unknown) =>
      logger?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'a sign-in link could not be sent'),
    );
    delivering.add(delivery);
    void delivery.finally(() => delivering.delete(delivery));
    return { success: true };
  }

  async function deliverSignInLink(email: string): Promise<void> {
    const user = await accounts.findUserByEmail(db, email);
    if (!user || user.disabledAt) return;
    const link = await linkUnlessCoolingDown(email, 'sign_in', { userId: user.id });
    if (link) await mailer.send(link.email);
  }

  /** Waits for the sign-in links still being mailed (at shutdown, so none is lost). */
  async function flush(): Promise<void> {
    while (delivering.size > 0) await Promise.all([...delivering]);
  }

  async function verify(linkId: string): Promise<VerifyMagicLinkResponse> {
    return db.transaction(async (tx) => {
      const link = await repo.consumeMagicLink(tx, hashSecret(linkId));
      if (!link) throw invalid(LINK_INVALID);
      let user = link.userId ? await accounts.findUserById(tx, link.userId) : await accounts.findUserByEmail(tx, link.email);
      if (link.purpose === 'claim') {
        if (!link.claimTokenId) throw invalid(LINK_INVALID);
        user ??= await accounts.createAccount(tx, { email: link.email, password: null, isAdmin: false, name: null });
        const invite = await repo.consumeClaimToken(tx, link.claimTokenId, user.id);
        if (!invite) throw invalid('This invite has already been used.');
        if (invite.grantsAdmin && !user.isAdmin) user = await accounts.grantAdmin(tx, user.id);
      }
      if (!user) throw invalid(LINK_INVALID);
      // Following a link mailed to the address proves it.
      await accounts.markEmailVerified(tx, user.id);
      await auth.clearFailedSignIns(tx, user.email);
      const session = await auth.issueSession(tx, user);
      return { success: true, needs_setup: await needsSetup(tx, user), ...session };
    });
  }

  async function needsSetup(executor: Executor, user: accounts.UserRow): Promise<boolean> {
    const profile = await accounts.findProfile(executor, user.id);
    return !user.passwordHash || !profile?.username || !profile.name;
  }

  /**
   * The account's first name, username and password, only while setup is unfinished: afterwards a
   * stolen access token must not be able to set a new password (changing it needs the current one).
   * Setting it ends every other session.
   */
  async function completeSetup(userId: string, input: CompleteSetupRequest): Promise<CompleteSetupResponse> {
    return db.transaction(async (tx) => {
      const user = await accounts.findUserById(tx, userId);
      if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.invalidOrExpiredToken);
      if (!(await needsSetup(tx, user))) throw new AppError('FORBIDDEN', SETUP_DONE);
      await accounts.updateProfile(tx, userId, { name: input.name, username: input.username });
      const session = await auth.changePassword(tx, userId, input.password);
      return { success: true, ...session };
    });
  }

  /** Registration with an invite: the account is created with its password, and the address confirmed by email. */
  async function register(input: { token_id: string; email: string; password: string; name?: string | undefined }) {
    const { registered, confirmation } = await db.transaction(async (tx) => {
      const invite = await liveInvite(tx, input.token_id);
      if (!invite) throw invalid(MESSAGES.invalidOrExpiredToken);
      if (inviteRefusesEmail(invite, input.email)) throw invalid('This invite was sent to a different email address.');
      // The password works once the address is confirmed by the link mailed below.
      const user = await accounts.createAccount(tx, {
        email: input.email,
        password: input.password,
        isAdmin: invite.grantsAdmin,
        name: input.name ?? null,
        emailVerified: false,
      });
      if (!(await repo.consumeClaimToken(tx, invite.id, user.id))) throw invalid('This invite has already been used.');
      const verification = await createLink(tx, user.email, 'verify_email', { userId: user.id });
      return { registered: { user_id: user.id, verification_id: verification.row.id }, confirmation: verification.email };
    });
    await mailer.send(confirmation);
    return registered;
  }

  /** Withdraws unused invites (by id, or every one for an address): their links stop working. */
  const revokeInvites = (executor: Executor, which: { id: string } | { email: string }) => repo.revokeUnusedInvites(executor, which);

  return { createInvite, revokeInvites, firstRunInvite, validate, sendClaimLink, sendSignInLink, flush, verify, completeSetup, register };
}

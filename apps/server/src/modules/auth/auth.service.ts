// Signing in and staying signed in: password login, refresh-token rotation with reuse detection,
// sign-out, and turning a bearer token back into a member.
import { randomUUID } from 'node:crypto';
import { MESSAGES, type LoginResponse } from '@stash/shared';
import type { Database, Executor } from '../../db/connection';
import { AppError, unauthorized } from '../../lib/app-error';
import { UNUSED_PASSWORD_HASH, verifyPassword } from '../../lib/passwords';
import { hashSecret, newSecret } from '../../lib/secure-tokens';
import * as accounts from '../accounts/accounts.service';
import { passwordChangedEmail } from '../../providers/mailer/email-templates';
import type { Mailer } from '../../providers/mailer/mailer';
import type { AccessTokens } from './access-tokens';
import * as repo from './auth.repo';

export interface AuthServiceOptions {
  db: Database;
  accessTokens: AccessTokens;
  refreshTokenTtlSeconds: number;
  login: { maxFailures: number; windowSeconds: number };
  /** Tells a member their password changed (a notice; a failure to send does not undo the change). */
  mailer?: Mailer;
  logger?: { warn(obj: object, msg: string): void };
}

/** One address may make this many times more failed attempts than one email (offices share addresses). */
const ADDRESS_FAILURE_FACTOR = 4;
/** The first wait after the free attempts; each further failure doubles it, up to the window. */
const FIRST_WAIT_SECONDS = 30;
/** Said only to someone who gave the right password. */
const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const EMAIL_UNPROVED = 'Confirm your email address first: open the link we emailed you, then sign in.';

/**
 * How long this email must wait before another try from this address: nothing for the first
 * `maxFailures` failures, then 30 s, 60 s, 120 s ... after the latest one, never more than the
 * window. Counted per email and address, so a stranger guessing elsewhere never locks the member out.
 */
export function pairWaitSeconds(failures: number, lastFailure: Date | null, now: number, login: { maxFailures: number; windowSeconds: number }): number {
  if (failures < login.maxFailures || !lastFailure) return 0;
  const wait = Math.min(login.windowSeconds, FIRST_WAIT_SECONDS * 2 ** (failures - login.maxFailures));
  return Math.max(0, Math.ceil(wait - (now - lastFailure.getTime()) / 1000));
}

export interface Member {
  userId: string;
  isAdmin: boolean;
  /** users.stash_version as read for this call: answers kept for it are current (http/stash-answers.ts). */
  stashVersion: number;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, accessTokens, refreshTokenTtlSeconds, login, mailer, logger }: AuthServiceOptions) {
  /** A new access token and a refresh token in `familyId` (a new family: a new sign-in). */
  async function issueSession(executor: Executor, user: accounts.UserRow, familyId: string = randomUUID()): Promise<LoginResponse> {
    // Every way in (password, link, refresh, setup) comes through here: a disabled member gets no session.
    if (user.disabledAt) throw new AppError('FORBIDDEN', MESSAGES.accountDisabled);
    await accounts.markSeen(executor, user.id);
    const refreshToken = newSecret();
    await repo.insertRefreshToken(executor, {
      userId: user.id,
      familyId,
      tokenHash: hashSecret(refreshToken),
      expiresAt: new Date(Date.now() + refreshTokenTtlSeconds * 1000),
    });
    const accessToken = await accessTokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
    return { access_token: accessToken, refresh_token: refreshToken, user: accounts.toUser(user) };
  }

  /**
   * Refuses (429, with how long to wait) while earlier wrong passwords for this email from this
   * address still slow it, or while this address has guessed at too many emails.
   */
  async function refuseWhileSlowed(email: string, ipAddress: string): Promise<void> {
    const now = Date.now();
    const failures = await repo.countRecentLoginFailures(db, email, ipAddress, new Date(now - login.windowSeconds * 1000));
    const waitSeconds = Math.max(
      pairWaitSeconds(failures.byPair, failures.lastByPair, now, login),
      failures.byAddress >= login.maxFailures * ADDRESS_FAILURE_FACTOR ? login.windowSeconds : 0,
    );
    if (waitSeconds > 0) {
      throw new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please wait a few minutes and try again.', {
        details: { retry_after_seconds: waitSeconds },
      });
    }
  }

  async function signIn(emailInput: string, password: string, ipAddress: string): Promise<LoginResponse> {
    const email = accounts.normaliseEmail(emailInput);
    await refuseWhileSlowed(email, ipAddress);
    const user = await accounts.findUserByEmail(db, email);
    // Always run one scrypt check, so an unknown email takes as long as a wrong password.
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? UNUSED_PASSWORD_HASH);
    if (!user || !user.passwordHash || !passwordMatches) {
      await repo.recordLoginFailure(db, email, ipAddress);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', EMAIL_UNPROVED);
    await repo.clearLoginFailures(db, email);
    return issueSession(db, user);
  }

  /** A magic link proves the address: earlier wrong passwords for it stop slowing its sign-in. */
  async function clearFailedSignIns(executor: Executor, email: string): Promise<void> {
    await repo.clearLoginFailures(executor, accounts.normaliseEmail(email));
  }

  async function refresh(refreshToken: string): Promise<LoginResponse> {
    const tokenHash = hashSecret(refreshToken);
    const rotated = await db.transaction(async (tx) => {
      const current = await repo.consumeRefreshToken(tx, tokenHash);
      if (!current) return null;
      const user = await accounts.findUserById(tx, current.userId);
      if (!user) return null;
      return issueSession(tx, user, current.familyId);
    });
    if (rotated) return rotated;

    // A token that was already used coming back means it was copied: end that whole sign-in.
    const presented = await repo.findRefreshToken(db, tokenHash);
    if (presented?.usedAt && !presented.revokedAt) await repo.revokeFamily(db, presented.familyId);
    throw unauthorized(MESSAGES.invalidOrExpiredToken);
  }

  async function signOut(refreshToken: string): Promise<void> {
    const presented = await repo.findRefreshToken(db, hashSecret(refreshToken));
    if (presented) await repo.revokeFamily(db, presented.familyId);
  }

  /**
   * Sets the member's password and ends every session they have (access tokens through the token
   * version, refresh tokens revoked), then answers a new session for the caller.
   */
  async function changePassword(tx: Executor, userId: string, password: string): Promise<LoginResponse> {
    await accounts.setPassword(tx, userId, password);
    await repo.revokeAllFamilies(tx, userId);
    const user = await accounts.findUserById(tx, userId);
    if (!user) throw unauthorized(MESSAGES.invalidOrExpiredToken);
    return issueSession(tx, user);
  }

  /**
   * A signed-in member's new password, given their current one: wrong guesses count as failed
   * sign-ins from that address (and are slowed the same way), so a stolen session cannot guess it.
   */
  async function changeOwnPassword(userId: string, currentPassword: string, newPassword: string, ipAddress: string): Promise<LoginResponse> {
    const user = await accounts.findUserById(db, userId);
    if (!user) throw unauthorized(MESSAGES.invalidOrExpiredToken);
    await refuseWhileSlowed(user.email, ipAddress);
    if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
      await repo.recordLoginFailure(db, user.email, ipAddress);
      throw new AppError('VALIDATION_ERROR', WRONG_CURRENT_PASSWORD);
    }
    await repo.clearLoginFailures(db, user.email);
    const session = await db.transaction((tx) => changePassword(tx, userId, newPassword));
    await mailer?.send(passwordChangedEmail(user.email)).catch((error: unknown) =>
      logger?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the password-changed notice could not be sent'),
    );
    return session;
  }

  /** Ends every session of the member: access tokens through the token version, refresh tokens revoked. */
  async function endSessions(executor: Executor, userId: string): Promise<void> {
    await accounts.raiseTokenVersion(executor, userId);
    await repo.revokeAllFamilies(executor, userId);
  }

  async function signOutEverywhere(userId: string): Promise<void> {
    await db.transaction((tx) => endSessions(tx, userId));
  }

  /** The member a bearer token stands for, or null when it is not (or no longer) valid. */
  async function authenticate(accessToken: string): Promise<Member | null> {
    const claims = await accessTokens.verify(accessToken);
    if (!claims) return null;
    const versions = await repo.findMemberVersions(db, claims.userId);
    if (!versions || versions.tokenVersion !== claims.tokenVersion || versions.disabledAt) return null;
    return { userId: claims.userId, isAdmin: versions.isAdmin, stashVersion: versions.stashVersion };
  }

  /** Deletes sign-in records that can no longer matter: old failures and expired refresh tokens. */
  async function purgeExpired(): Promise<{ loginFailures: number; refreshTokens: number }> {
    const now = Date.now();
    return {
      loginFailures: await repo.deleteLoginFailuresBefore(db, new Date(now - login.windowSeconds * 1000)),
      refreshTokens: await repo.deleteRefreshTokensExpiredBefore(db, new Date(now)),
    };
  }

  return { issueSession, signIn, clearFailedSignIns, refresh, signOut, endSessions, signOutEverywhere, authenticate, changePassword, changeOwnPassword, purgeExpired };
}

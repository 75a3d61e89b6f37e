// Member accounts: the users and profiles tables are read and written only through here.
import type { User } from '@stash/shared';
import { usernameFormatProblem } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { AppError, invalid } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/postgres-errors';
import * as repo from './accounts.repo';

export type { UserRow, ProfileRow } from './accounts.repo';
export { findUserByEmail, findUserById, findProfile, countUsers, countPosts, deleteUser, markEmailVerified, markSeen, raiseTokenVersion, setDisabled, giveSenderId, clearSenderIds, memberWithSenderId } from './accounts.repo';

export const USERNAME_TAKEN = 'This username is taken.';

export function toUser(row: repo.UserRow): User {
  return { user_id: row.id, email: row.email, sender_ids: row.senderIds, is_admin: row.isAdmin };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates a member and their (empty) profile. A password may be set later, at account setup. */
export async function createAccount(
  db: Executor,
  /**
   * `emailVerified` is false only when nobody has proved the address yet (self-registration):
   * accounts made by an operator or from a followed link have.
   */
  input: { email: string; password: string | null; isAdmin: boolean; name: string | null; emailVerified?: boolean },
): Promise<repo.UserRow> {
  const email = normaliseEmail(input.email);
  if (await repo.findUserByEmail(db, email)) {
    throw new AppError('VALIDATION_ERROR', 'An account with this email already exists.', { status: 409 });
  }
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  return repo.insertUser(db, { email, passwordHash, isAdmin: input.isAdmin, name: input.name, emailVerified: input.emailVerified ?? true });
}

export async function setPassword(db: Executor, userId: string, password: string): Promise<void> {
  await repo.updatePasswordHash(db, userId, await hashPassword(password));
}

/** The reason a username cannot be had by this member, or null when it is free for them. */
export async function usernameProblem(db: Executor, username: string, userId: string | null): Promise<string | null> {
  const formatProblem = usernameFormatProblem(username);
  if (formatProblem) return formatProblem;
  return (await repo.usernameTakenByOther(db, username.trim().toLowerCase(), userId)) ? USERNAME_TAKEN : null;
}

export async function updateProfile(db: Executor, userId: string, patch: Parameters<typeof repo.updateProfile>[2]): Promise<void> {
  if (patch.username) {
    const problem = await usernameProblem(db, patch.username, userId);
    if (problem) throw invalid(problem, { field: 'stash_username' });
  }
  try {
    await repo.updateProfile(db, userId, patch);
  } catch (error) {
    // Two members racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw invalid(USERNAME_TAKEN, { field: 'stash_username' });
    throw error;
  }
}


export async function grantAdmin(db: Executor, userId: string): Promise<repo.UserRow> {
  return repo.setAdmin(db, userId);
}

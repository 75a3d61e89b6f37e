import type { Profile, UpdateProfileRequest, UsernameCheckResponse } from '@stash/shared';
import type { Database } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import * as accounts from '../accounts/accounts.service';

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService({ db }: { db: Database }) {
  async function get(userId: string): Promise<Profile> {
    const [user, profile, totalStashes] = await Promise.all([
      accounts.findUserById(db, userId),
      accounts.findProfile(db, userId),
      accounts.countPosts(db, userId),
    ]);
    if (!user) throw new AppError('NOT_FOUND', 'Profile not found');
    return {
      name: profile?.name ?? null,
      email: user.email,
      stash_username: profile?.username ?? null,
      avatar_url: profile?.avatarUrl ?? null,
      instagram_handle: profile?.instagramHandle ?? null,
      total_stashes: totalStashes,
      created_at: user.createdAt.toISOString(),
    };
  }

  async function update(userId: string, patch: UpdateProfileRequest): Promise<Profile> {
    // Only the fields sent change; null clears a field.
    await accounts.updateProfile(db, userId, {
      ...(patch.name !== undefined && { name: patch.name || null }),
      ...(patch.stash_username !== undefined && { username: patch.stash_username }),
      ...(patch.avatar_url !== undefined && { avatarUrl: patch.avatar_url }),
      ...(patch.instagram_handle !== undefined && { instagramHandle: patch.instagram_handle }),
    });
    return get(userId);
  }

  async function checkUsername(userId: string, username: string): Promise<UsernameCheckResponse> {
    const normalised = username.trim().toLowerCase();
    const reason = await accounts.usernameProblem(db, normalised, userId);
    return reason ? { username: normalised, available: false, reason } : { username: normalised, available: true };
  }

  return { get, update, checkUsername };
}

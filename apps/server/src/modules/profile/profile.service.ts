import type { MemberUsage, Profile, UpdateProfileRequest, UsernameCheckResponse } from '@stash/shared';
import type { Database } from '../../db/connection';
import { memberMediaBytes } from '../../ingest/media-quota';
import { AppError } from '../../lib/app-error';
import * as accounts from '../accounts/accounts.service';
import type { LimitsService } from '../limits/limits.service';

export type ProfileService = ReturnType<typeof createProfileService>;

/** What the profile shows of the member's limits: their daily saves (limits service) and the media quota in bytes. */
export interface UsageSources {
  limits: Pick<LimitsService, 'dailySaves'>;
  mediaQuotaBytes: number;
}

export function createProfileService({ db, usage }: { db: Database; usage: UsageSources }) {
  async function usageOf(userId: string): Promise<MemberUsage> {
    const [saves, mediaBytes] = await Promise.all([usage.limits.dailySaves(userId), memberMediaBytes(db, userId)]);
    return {
      saves_today: saves.used,
      saves_per_day: saves.limit,
      saves_reset_at: saves.resetsAt?.toISOString() ?? null,
      media_bytes: mediaBytes,
      media_bytes_quota: usage.mediaQuotaBytes,
    };
  }

  async function get(userId: string): Promise<Profile> {
    const [user, profile, totalStashes, memberUsage] = await Promise.all([
      accounts.findUserById(db, userId),
      accounts.findProfile(db, userId),
      accounts.countPosts(db, userId),
      usageOf(userId),
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
      usage: memberUsage,
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

import type { Profile, User } from '@stash/shared';

export const ana: User = { user_id: 'user-ana', email: 'ana@example.com', sender_ids: ['s-1'], is_admin: false };
export const ben: User = { user_id: 'user-ben', email: 'ben@example.com', sender_ids: [], is_admin: true };

export const anaProfile: Profile = {
  name: 'Ana',
  email: 'ana@example.com',
  stash_username: 'ana',
  avatar_url: null,
  instagram_handle: null,
  total_stashes: 12,
  created_at: '2025-03-02T10:00:00.000Z',
};

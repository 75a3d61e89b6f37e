import type { User } from '@stash/shared';

export const ana: User = { user_id: 'user-ana', email: 'ana@example.com', sender_ids: ['s-1'], is_admin: false };
export const ben: User = { user_id: 'user-ben', email: 'ben@example.com', sender_ids: [], is_admin: true };

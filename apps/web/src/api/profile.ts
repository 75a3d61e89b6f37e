// The member's profile (spec section 7, profile): read, change, and username availability.
import {
  profileSchema,
  usernameCheckResponseSchema,
  type Profile,
  type UpdateProfileRequest,
  type UsernameCheckResponse,
} from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { parseResponse } from './parse-response';

export function createProfileApi(client: ApiClient) {
  return {
    async getProfile(): Promise<Profile> {
      return parseResponse(profileSchema, await client.get('/profile'));
    },

    /** Changes only the fields given; answers the whole updated profile. */
    async updateProfile(patch: UpdateProfileRequest): Promise<Profile> {
      const profile = parseResponse(profileSchema, await client.put('/profile', patch));
      // Cached reads of the profile are stale now, and so are availability answers (a username
      // just taken, or just freed).
      client.invalidate('/profile');
      return profile;
    },

    async checkUsername(username: string): Promise<UsernameCheckResponse> {
      const query = new URLSearchParams({ username });
      return parseResponse(usernameCheckResponseSchema, await client.get(`/profile/username-check?${query}`));
    },
  };
}

export const { getProfile, updateProfile, checkUsername } = createProfileApi(apiClient);

// The member's profile (spec section 7, profile): read, change, and username availability.
import { endpoints, type EndpointBody, type Profile, type UsernameCheckResponse } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';

export function createProfileApi(client: ApiClient) {
  return {
    async getProfile(): Promise<Profile> {
      return client.call(endpoints.profileGet);
    },

    /** Changes only the fields given; answers the whole updated profile. */
    async updateProfile(patch: EndpointBody<typeof endpoints.profileUpdate>): Promise<Profile> {
      const profile = await client.call(endpoints.profileUpdate, { body: patch });
      // Cached reads of the profile are stale now, and so are availability answers (a username
      // just taken, or just freed).
      client.invalidate('/profile');
      return profile;
    },

    async checkUsername(username: string): Promise<UsernameCheckResponse> {
      return client.call(endpoints.profileUsernameCheck, { query: { username } });
    },
  };
}

export const { getProfile, updateProfile, checkUsername } = createProfileApi(apiClient);

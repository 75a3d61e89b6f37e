// The member's profile (spec section 7, profile): read, change, and username availability.
import { endpoints, type EndpointBody, type Profile, type UsernameCheckResponse } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';

export function createProfileApi(client: ApiClient) {
  return {
    getProfile(): Promise<Profile> {
      return client.call(endpoints.profileGet, {});
    },

    /** Changes only the fields given; answers the whole updated profile. */
    updateProfile(patch: EndpointBody<typeof endpoints.profileUpdate>): Promise<Profile> {
      return client.call(endpoints.profileUpdate, { body: patch });
    },

    checkUsername(username: string): Promise<UsernameCheckResponse> {
      return client.call(endpoints.profileUsernameCheck, { query: { username } });
    },
  };
}

export const { getProfile, updateProfile, checkUsername } = createProfileApi(apiClient);

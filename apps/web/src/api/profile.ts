// The member's profile (spec section 7, profile): read, change, username availability, and the
// account's password and sessions.
import { endpoints, type AccountExport, type EndpointBody, type InstagramLink, type Profile, type UsernameCheckResponse } from '@stash/shared';
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

    /**
     * A new password, given the current one. Every other session ends; this one goes on with the
     * tokens the server answers.
     */
    async changePassword(currentPassword: string, newPassword: string): Promise<void> {
      const answer = await client.call(
        endpoints.profileChangePassword,
        { body: { current_password: currentPassword, new_password: newPassword } },
        { defaultErrorMessage: () => 'Could not change your password. Please try again.' },
      );
      client.signIn({ accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user });
    },

    /** Everything the member owns, as the JSON document the server made. */
    exportAccount(): Promise<AccountExport> {
      return client.call(endpoints.profileExport, {}, { defaultErrorMessage: () => 'Could not prepare your data. Please try again.' });
    },

    /** Deletes the account and everything in it; `email` must be the account's, as typed by the member. */
    deleteAccount(email: string): Promise<void> {
      return client.call(endpoints.profileDelete, { body: { email } }, { defaultErrorMessage: () => 'Could not delete your account. Please try again.' });
    },

    /** Whether an Instagram account sends to this stash by message, and the code that links one. */
    getInstagramLink(): Promise<InstagramLink> {
      return client.call(endpoints.profileInstagram, {});
    },

    /** A fresh linking code (the earlier one stops working). */
    newInstagramCode(): Promise<InstagramLink> {
      return client.call(endpoints.profileInstagramCode, {}, { defaultErrorMessage: () => 'Could not make a code. Please try again.' });
    },

    unlinkInstagram(): Promise<InstagramLink> {
      return client.call(endpoints.profileInstagramUnlink, {}, { defaultErrorMessage: () => 'Could not unlink your Instagram account. Please try again.' });
    },

    /** Ends every session of the member, this one included (the caller then signs out here). */
    signOutEverywhere(): Promise<void> {
      return client.call(endpoints.profileSignOutEverywhere, {});
    },
  };
}

export const {
  getProfile, updateProfile, checkUsername, changePassword, signOutEverywhere, exportAccount, deleteAccount, getInstagramLink, newInstagramCode, unlinkInstagram,
} = createProfileApi(apiClient);

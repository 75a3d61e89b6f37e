// The admin console's calls. To anyone but an admin the server answers 404, as for an unknown address.
import {
  endpoints, type AdminDashboard, type AdminFeedbackEntry, type AdminInvite, type AdminInviteOutcome, type AdminMember,
  type AdminWaitlistResponse, type WaitlistStatus,
} from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';

export function createAdminApi(client: ApiClient) {
  return {
    getDashboard(): Promise<AdminDashboard> {
      return client.call(endpoints.adminDashboard, {});
    },

    getWaitlist(filter: { q?: string; status?: WaitlistStatus }): Promise<AdminWaitlistResponse> {
      return client.call(endpoints.adminWaitlist, { query: filter });
    },

    async getInvites(): Promise<AdminInvite[]> {
      return (await client.call(endpoints.adminInvites, {})).invites;
    },

    async invite(emails: string[]): Promise<AdminInviteOutcome[]> {
      const answer = await client.call(endpoints.adminInvite, { body: { emails } }, { defaultErrorMessage: () => 'Could not send the invites. Please try again.' });
      return answer.results;
    },

    async resendInvite(id: string): Promise<AdminInviteOutcome[]> {
      return (await client.call(endpoints.adminInviteResend, { params: { id } }, { defaultErrorMessage: () => 'Could not resend the invite.' })).results;
    },

    async revokeInvite(id: string): Promise<void> {
      await client.call(endpoints.adminInviteRevoke, { params: { id } }, { defaultErrorMessage: () => 'Could not revoke the invite.' });
    },

    getMembers(q?: string): Promise<{ members: AdminMember[]; total: number }> {
      return client.call(endpoints.adminMembers, { query: { q } });
    },

    setMemberDisabled(id: string, disabled: boolean): Promise<AdminMember> {
      return client.call(disabled ? endpoints.adminMemberDisable : endpoints.adminMemberEnable, { params: { id } }, {
        defaultErrorMessage: () => (disabled ? 'Could not disable the member.' : 'Could not enable the member.'),
      });
    },

    getFeedback(): Promise<{ entries: AdminFeedbackEntry[]; total: number }> {
      return client.call(endpoints.adminFeedback, {});
    },
  };
}

export const adminApi = createAdminApi(apiClient);

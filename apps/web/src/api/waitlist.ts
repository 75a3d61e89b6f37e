// Joining the waitlist (a visitor call: no token is sent).
import { endpoints, WAITLIST_COPY, type WaitlistRequest, type WaitlistResponse } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';

export function createWaitlistApi(client: ApiClient) {
  return {
    /** Adds the visitor to the waitlist; resolves with the message to show, rejects with the spec's failure text. */
    joinWaitlist(request: WaitlistRequest): Promise<WaitlistResponse> {
      return client.call(endpoints.waitlistJoin, { body: request }, { defaultErrorMessage: () => WAITLIST_COPY.failure });
    },
  };
}

export const { joinWaitlist } = createWaitlistApi(apiClient);

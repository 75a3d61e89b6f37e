// Sending feedback: a visitor call that carries the member's token when there is one, so a
// member's message is filed under their account.
import { endpoints, FEEDBACK_COPY, type FeedbackRequest } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';

export function createFeedbackApi(client: ApiClient) {
  return {
    async sendFeedback(request: FeedbackRequest): Promise<void> {
      await client.call(endpoints.feedbackSend, { body: request }, { defaultErrorMessage: () => FEEDBACK_COPY.failure });
    },
  };
}

export const { sendFeedback } = createFeedbackApi(apiClient);

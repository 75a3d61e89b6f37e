// Stash AI (spec section 7, /chat): a question answered as a stream of server-sent events, and the
// member's conversations. Every event is checked against the shared schema.
import { chatStreamEventSchema, endpoints, type ChatConversation, type ChatConversationSummary, type ChatStreamEvent } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { ApiError } from './errors';
import { memberTimeZone } from './search';

export interface AskRequest {
  message: string;
  conversationId?: string;
}

export function createChatApi(client: ApiClient) {
  return {
    /** Streams the answer's events to `onEvent`; rejects when the answer ends in an error event or never finishes. */
    async ask(request: AskRequest, onEvent: (event: ChatStreamEvent) => void): Promise<void> {
      let finished = false;
      await client.stream(
        endpoints.chat,
        { body: { message: request.message, conversation_id: request.conversationId, time_zone: memberTimeZone() } },
        (raw) => {
          let data: unknown;
          try {
            data = JSON.parse(raw.data);
          } catch {
            return;
          }
          const parsed = chatStreamEventSchema.safeParse({ event: raw.event, data });
          if (!parsed.success) return;
          if (parsed.data.event === 'error') throw new ApiError(parsed.data.data.message, 500, 'SERVER_ERROR');
          if (parsed.data.event === 'done') finished = true;
          onEvent(parsed.data);
        },
      );
      if (!finished) throw new ApiError('The answer was cut off. Try again.', 0, 'NETWORK_ERROR');
    },
    async conversations(): Promise<ChatConversationSummary[]> {
      return (await client.call(endpoints.chatConversations, {})).conversations;
    },
    conversation(id: string): Promise<ChatConversation> {
      return client.call(endpoints.chatConversation, { params: { id } });
    },
    async deleteConversation(id: string): Promise<void> {
      await client.call(endpoints.chatConversationDelete, { params: { id } });
    },
    async suggestedQuestions(): Promise<string[]> {
      return (await client.call(endpoints.chatSuggestions, {})).questions;
    },
  };
}

export const chatApi = createChatApi(apiClient);

// One question at a time to Stash AI: the answer grows as its tokens arrive, and once it is done
// the turn joins the conversation's cached messages (no refetch, no flicker). A failed answer keeps
// the question so it can be asked again.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatAnswer, ChatCitation, ChatConversation } from '@stash/shared';
import { chatApi } from '../../api/chat';
import { chatQueryKeys } from '../../api/chat-hooks';

export interface PendingTurn {
  question: string;
  answer: string;
  citations: ChatCitation[];
  error: string | null;
}

function withTurn(old: ChatConversation | undefined, question: string, done: ChatAnswer): ChatConversation {
  const now = new Date().toISOString();
  const base = old ?? { id: done.conversation_id, title: question.replace(/\s+/g, ' ').slice(0, 80), created_at: now, updated_at: now, messages: [] };
  return {
    ...base,
    updated_at: now,
    messages: [
      ...base.messages,
      { id: `${done.message_id}-question`, role: 'user', content: question, citations: [], created_at: now },
      { id: done.message_id, role: 'assistant', content: done.answer, citations: done.citations, created_at: now },
    ],
  };
}

export function useChatSession(conversationId: string | null, onConversation: (id: string) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingTurn | null>(null);

  const ask = useCallback(
    async (question: string) => {
      setPending({ question, answer: '', citations: [], error: null });
      try {
        await chatApi.ask({ message: question, conversationId: conversationId ?? undefined }, (event) => {
          if (event.event === 'token') setPending((turn) => turn && { ...turn, answer: turn.answer + event.data.text });
          else if (event.event === 'citation') setPending((turn) => turn && { ...turn, citations: [...turn.citations, event.data] });
          else if (event.event === 'done') {
            queryClient.setQueryData<ChatConversation>(chatQueryKeys.conversation(event.data.conversation_id), (old) => withTurn(old, question, event.data));
            void queryClient.invalidateQueries({ queryKey: chatQueryKeys.conversations() });
            onConversation(event.data.conversation_id);
            setPending(null);
          }
        });
      } catch (error) {
        setPending((turn) => turn && { ...turn, error: error instanceof Error ? error.message : 'Stash AI could not answer. Try again.' });
      }
    },
    [conversationId, onConversation, queryClient],
  );

  const busy = pending !== null && pending.error === null;
  return { pending, ask, busy, dismiss: () => setPending(null) };
}

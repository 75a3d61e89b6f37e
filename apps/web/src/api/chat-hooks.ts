// React Query bindings for Stash AI's conversations and suggested questions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatApi } from './chat';

export const chatQueryKeys = {
  all: ['chat'] as const,
  conversations: () => ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  suggestions: () => ['chat', 'suggestions'] as const,
};

export function useConversations() {
  return useQuery({ queryKey: chatQueryKeys.conversations(), queryFn: () => chatApi.conversations() });
}

/** One conversation; waits while `id` is null (a new conversation). */
export function useConversation(id: string | null) {
  return useQuery({ queryKey: chatQueryKeys.conversation(id ?? ''), queryFn: () => chatApi.conversation(id!), enabled: id !== null });
}

export function useChatSuggestions() {
  return useQuery({ queryKey: chatQueryKeys.suggestions(), queryFn: () => chatApi.suggestedQuestions(), staleTime: 5 * 60_000 });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => chatApi.deleteConversation(id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: chatQueryKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.conversations() });
    },
  });
}

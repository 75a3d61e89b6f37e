// Stash AI's page: suggested questions, an answer streamed in with its sources, the conversation
// kept in the address and the list, a question handed over from search, and failures kept.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversation, ChatStreamEvent } from '@stash/shared';
import { chatApi } from '../../api/chat';
import { ChatPage } from './chat-page';

vi.mock('../../api/chat', () => ({
  chatApi: { ask: vi.fn(), conversations: vi.fn(), conversation: vi.fn(), deleteConversation: vi.fn(), suggestedQuestions: vi.fn() },
}));

const api = vi.mocked(chatApi);

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderAt(at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/chat" element={<ChatPage />} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

/** A streamed answer: tokens, a citation and done, as the server sends them. */
function streamsAnswer(conversationId: string) {
  api.ask.mockImplementation(async (_request, onEvent: (event: ChatStreamEvent) => void) => {
    onEvent({ event: 'token', data: { text: 'Okiboru Noodles is at 117 Grand St, ' } });
    onEvent({ event: 'token', data: { text: 'from a post you saved on 3 May [1].' } });
    const citation = { post_id: 'p1', entity_id: 'e1', title: 'Okiboru Noodles' };
    onEvent({ event: 'citation', data: { n: 1, ...citation } });
    onEvent({ event: 'done', data: { conversation_id: conversationId, message_id: 'm1', answer: 'Okiboru Noodles is at 117 Grand St, from a post you saved on 3 May [1].', citations: [citation] } });
  });
}

beforeEach(() => {
  vi.resetAllMocks();
  api.conversations.mockResolvedValue([]);
  api.suggestedQuestions.mockResolvedValue(["What's on this weekend?", 'Places saved in Brooklyn']);
});

describe('ChatPage', () => {
  it('starts with suggested questions and answers one with its sources', async () => {
    streamsAnswer('c1');
    const user = userEvent.setup();
    renderAt('/chat');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stash AIBETA');
    const suggestions = await screen.findByRole('list', { name: 'Suggested questions' });
    await user.click(within(suggestions).getByRole('button', { name: 'Places saved in Brooklyn' }));

    expect(api.ask).toHaveBeenCalledWith({ message: 'Places saved in Brooklyn', conversationId: undefined }, expect.any(Function));
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(/Okiboru Noodles is at 117 Grand St/)).toBeInTheDocument();
    expect(within(log).getByText('Places saved in Brooklyn')).toBeInTheDocument();
    const source = within(within(log).getByRole('list', { name: 'Sources' })).getByRole('link', { name: /Okiboru Noodles/ });
    expect(source).toHaveAttribute('href', '/stash/p1');
    expect(within(log).getByRole('link', { name: 'Source 1' })).toHaveAttribute('href', '#answer-m1-source-1');
    await waitFor(() => expect(location()).toBe('/chat?c=c1'));
  });

  it('sends with Enter, continues the open conversation, and keeps a failed question to try again', async () => {
    const conversation: ChatConversation = {
      id: 'c9',
      title: 'Ramen?',
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
      messages: [
        { id: 'q1', role: 'user', content: 'Ramen?', citations: [], created_at: '2026-11-01T10:00:00.000Z' },
        { id: 'a1', role: 'assistant', content: 'Okiboru Noodles [1]', citations: [{ post_id: 'p1', entity_id: null, title: 'Okiboru' }], created_at: '2026-11-01T10:00:00.000Z' },
      ],
    };
    api.conversation.mockResolvedValue(conversation);
    api.conversations.mockResolvedValue([conversation]);
    api.ask.mockRejectedValueOnce(new Error('The answer was cut off. Try again.'));
    const user = userEvent.setup();
    renderAt('/chat?c=c9');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Ramen?')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toContainElement(screen.getAllByRole('link', { name: 'Ramen?' })[0]!);

    await user.type(screen.getByRole('textbox', { name: 'Ask Stash AI' }), 'Which is open late?{Enter}');
    expect(api.ask).toHaveBeenCalledWith({ message: 'Which is open late?', conversationId: 'c9' }, expect.any(Function));
    expect(await within(log).findByRole('alert')).toHaveTextContent('The answer was cut off. Try again.');
    expect(within(log).getByText('Which is open late?')).toBeInTheDocument();

    streamsAnswer('c9');
    await user.click(within(log).getByRole('button', { name: 'Try again' }));
    expect(await within(log).findByText(/Okiboru Noodles is at 117 Grand St/)).toBeInTheDocument();
    expect(api.ask).toHaveBeenLastCalledWith({ message: 'Which is open late?', conversationId: 'c9' }, expect.any(Function));
  });

  it('asks a question handed over from search at once', async () => {
    streamsAnswer('c2');
    renderAt('/chat?q=ramen+in+Brooklyn');
    await waitFor(() => expect(api.ask).toHaveBeenCalledTimes(1));
    expect(api.ask).toHaveBeenCalledWith({ message: 'ramen in Brooklyn', conversationId: undefined }, expect.any(Function));
    await waitFor(() => expect(location()).toBe('/chat?c=c2'));
  });

  it('deletes a conversation and leaves it when it was open', async () => {
    const summary = { id: 'c5', title: 'Jazz?', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' };
    api.conversations.mockResolvedValue([summary]);
    api.conversation.mockResolvedValue({ ...summary, messages: [] });
    api.deleteConversation.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderAt('/chat?c=c5');
    await user.click(await screen.findByRole('button', { name: 'Delete conversation Jazz?' }));
    expect(api.deleteConversation).toHaveBeenCalledWith('c5');
    await waitFor(() => expect(location()).toBe('/chat'));
  });
});

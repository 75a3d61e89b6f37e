// '/chat': Stash AI (BETA), answers drawn from the member's own saves, each claim citing the save
// it came from (spec section 2). The conversation lives in the address (?c={id}); a question handed
// over from search (?q=) is asked at once. Answers stream in as they are written.
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowUp, MessagesSquare, Sparkles } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatCitation, type ChatConversationSummary } from '@stash/shared';
import { useChatSuggestions, useConversation, useConversations, useDeleteConversation } from '../../api/chat-hooks';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/state-panel';
import { Spinner } from '../../components/ui/spinner';
import { AnswerText } from './answer-text';
import { CitationList } from './citation-list';
import { ConversationList } from './conversation-list';
import { useChatSession } from './use-chat-session';

export function ChatPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const conversationId = params.get('c');
  const conversation = useConversation(conversationId);
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [draft, setDraft] = useState('');
  const [showList, setShowList] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const openConversation = useCallback((id: string) => setParams({ c: id }, { replace: true }), [setParams]);
  const session = useChatSession(conversationId, openConversation);

  // A question handed over from search is asked once, then leaves the address.
  const handedOver = params.get('q')?.trim();
  const askedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!handedOver || askedRef.current === handedOver) return;
    askedRef.current = handedOver;
    setParams({}, { replace: true });
    void session.ask(handedOver.slice(0, CHAT_MESSAGE_MAX_LENGTH));
  }, [handedOver, session, setParams]);

  const messages = conversationId ? (conversation.data?.messages ?? []) : [];
  const lastAnswerLength = session.pending?.answer.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastAnswerLength]);

  function send(text: string) {
    const question = text.trim();
    if (!question || session.busy) return;
    setDraft('');
    void session.ask(question);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  }

  function startNew() {
    session.dismiss();
    setShowList(false);
    void navigate('/chat');
    inputRef.current?.focus();
  }

  function deleteConversation(item: ChatConversationSummary) {
    remove.mutate(item.id, { onSuccess: () => (item.id === conversationId ? void navigate('/chat', { replace: true }) : undefined) });
  }

  const empty = messages.length === 0 && !session.pending && !(conversationId && conversation.isPending);

  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 grid-cols-1 gap-6 px-4 pt-6 pb-28 sm:px-6 md:pb-10 lg:grid-cols-[260px_minmax(0,1fr)]">
      <aside className={`${showList ? 'block' : 'hidden'} lg:block`}>
        <ConversationList
          conversations={conversations.data}
          loading={conversations.isPending}
          currentId={conversationId}
          onNew={startNew}
          onDelete={deleteConversation}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
        />
      </aside>

      <section aria-labelledby="chat-title" className="flex min-h-[60vh] min-w-0 flex-col">
        <div className="flex items-center gap-3">
          <h1 id="chat-title" className="flex items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            Stash AI
            <span className="rounded-full bg-brand-soft px-2 py-0.5 text-[11px] font-bold tracking-wider text-brand-text">BETA</span>
          </h1>
          <button
            type="button"
            aria-expanded={showList}
            onClick={() => setShowList((shown) => !shown)}
            className="focus-ring ml-auto inline-flex h-9 items-center gap-1.5 rounded-xl border border-line bg-surface px-3 text-sm font-medium text-ink shadow-soft lg:hidden"
          >
            <MessagesSquare className="size-4" aria-hidden="true" />
            Conversations
          </button>
        </div>
        <p className="mt-1 text-sm text-ink-muted">Answers come only from the posts you saved, with each source linked.</p>

        <div role="log" aria-live="polite" aria-label="Conversation" className="mt-6 flex flex-1 flex-col gap-6">
          {conversationId && conversation.isPending ? (
            <p role="status" className="flex items-center gap-2 text-ink-muted">
              <Spinner className="size-4" /> Loading the conversation…
            </p>
          ) : conversationId && conversation.isError ? (
            <LoadFailed title="We couldn't open this conversation" message={conversation.error.message} onRetry={() => void conversation.refetch()} />
          ) : null}
          {empty ? <ChatStart onAsk={send} /> : null}
          {messages.map((message) =>
            message.role === 'user' ? (
              <Question key={message.id} text={message.content} />
            ) : (
              <Answer key={message.id} id={message.id} text={message.content} citations={message.citations} />
            ),
          )}
          {session.pending ? (
            <>
              <Question text={session.pending.question} />
              {session.pending.error ? (
                <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300">
                  <p>{session.pending.error}</p>
                  <Button variant="secondary" className="mt-3" onClick={() => void session.ask(session.pending!.question)}>
                    Try again
                  </Button>
                </div>
              ) : (
                <Answer id="pending" text={session.pending.answer} citations={session.pending.citations} writing />
              )}
            </>
          ) : null}
          <div ref={endRef} />
        </div>

        <form onSubmit={submit} className="sticky bottom-20 mt-6 md:bottom-4">
          <div className="flex items-end gap-2 rounded-2xl border border-line bg-surface p-2 pl-4 shadow-lifted focus-within:border-brand/50 focus-within:ring-4 focus-within:ring-brand/10">
            <textarea
              ref={inputRef}
              rows={1}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              placeholder="Ask about your saves…"
              aria-label="Ask Stash AI"
              className="max-h-40 min-h-10 flex-1 resize-none bg-transparent py-2 text-base text-ink outline-none placeholder:text-ink-subtle"
            />
            <button
              type="submit"
              disabled={session.busy || draft.trim() === ''}
              aria-label="Send"
              className="focus-ring inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand text-white shadow-soft hover:bg-violet-700 disabled:opacity-50"
            >
              {session.busy ? <Spinner className="size-4" /> : <ArrowUp className="size-5" aria-hidden="true" />}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

function Question({ text }: { text: string }) {
  return (
    <div className="flex justify-end">
      <p className="max-w-[85%] rounded-2xl rounded-br-md bg-brand px-4 py-2.5 text-[15px] whitespace-pre-line text-white shadow-soft">
        <span className="sr-only">You asked: </span>
        {text}
      </p>
    </div>
  );
}

function Answer({ id, text, citations, writing = false }: { id: string; text: string; citations: ChatCitation[]; writing?: boolean }) {
  const prefix = `answer-${id}-source`;
  return (
    <article aria-busy={writing} className="flex gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-text">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <span className="sr-only">Stash AI answered: </span>
        {text ? (
          <AnswerText text={text} citationIdPrefix={prefix} citationCount={citations.length} />
        ) : (
          <p className="flex items-center gap-2 text-[15px] text-ink-muted">
            <Spinner className="size-4" /> Looking through your saves…
          </p>
        )}
        <CitationList citations={citations} idPrefix={prefix} />
      </div>
    </article>
  );
}

/** A new conversation: what Stash AI does, and questions this stash can answer. */
function ChatStart({ onAsk }: { onAsk: (question: string) => void }) {
  const suggestions = useChatSuggestions();
  return (
    <div className="mx-auto max-w-lg py-8 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-text">
        <Sparkles className="size-7" aria-hidden="true" />
      </div>
      <h2 className="mt-4 text-xl font-semibold">Ask your stash</h2>
      <p className="mt-2 text-[15px] text-ink-muted">“Where was that ramen place in Brooklyn?” “What’s on this weekend?” Stash AI answers from your saves and shows where each answer came from.</p>
      {suggestions.data && suggestions.data.length > 0 ? (
        <ul aria-label="Suggested questions" className="mt-5 flex flex-wrap justify-center gap-2">
          {suggestions.data.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => onAsk(question)}
                className="focus-ring rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm text-ink shadow-soft hover:border-line-strong"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

// The member's conversations, newest first: open one, start a new one, delete one.
import { Link } from 'react-router';
import { MessageSquare, Plus, Trash2 } from 'lucide-react';
import type { ChatConversationSummary } from '@stash/shared';
import { Spinner } from '../../components/ui/spinner';

interface ConversationListProps {
  conversations: ChatConversationSummary[] | undefined;
  loading: boolean;
  currentId: string | null;
  onNew: () => void;
  onDelete: (conversation: ChatConversationSummary) => void;
  deletingId: string | null;
}

export function ConversationList({ conversations, loading, currentId, onNew, onDelete, deletingId }: ConversationListProps) {
  return (
    <nav aria-label="Conversations" className="flex flex-col gap-2">
      <button
        type="button"
        onClick={onNew}
        className="focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-xl bg-brand px-3 text-sm font-semibold text-white shadow-soft hover:bg-violet-700"
      >
        <Plus className="size-4" aria-hidden="true" />
        New conversation
      </button>
      {loading ? (
        <p role="status" className="flex items-center gap-2 px-2 py-3 text-sm text-ink-muted">
          <Spinner className="size-4" /> Loading conversations…
        </p>
      ) : conversations && conversations.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {conversations.map((conversation) => {
            const current = conversation.id === currentId;
            return (
              <li key={conversation.id} className={`group flex items-center gap-1 rounded-xl ${current ? 'bg-brand-soft' : 'hover:bg-surface-muted'}`}>
                <Link
                  to={`/chat?c=${encodeURIComponent(conversation.id)}`}
                  aria-current={current ? 'page' : undefined}
                  className={`focus-ring flex min-w-0 flex-1 items-center gap-2 rounded-xl px-3 py-2 text-sm ${current ? 'font-semibold text-brand-text' : 'text-ink'}`}
                >
                  <MessageSquare className="size-4 shrink-0 opacity-70" aria-hidden="true" />
                  <span className="truncate">{conversation.title}</span>
                </Link>
                <button
                  type="button"
                  onClick={() => onDelete(conversation)}
                  disabled={deletingId === conversation.id}
                  aria-label={`Delete conversation ${conversation.title}`}
                  className="focus-ring mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-subtle hover:bg-red-50 hover:text-red-600 disabled:opacity-50 dark:hover:bg-red-500/10"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="px-2 py-3 text-sm text-ink-muted">No conversations yet.</p>
      )}
    </nav>
  );
}

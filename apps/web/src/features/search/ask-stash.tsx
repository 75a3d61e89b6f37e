// 'Ask Stash': the search page's way into Stash AI (the guided tour's step on /search). The
// question, prefilled with the search, is handed to /chat, which asks it at once.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Sparkles } from 'lucide-react';

export function AskStash({ query }: { query: string }) {
  const navigate = useNavigate();
  const [question, setQuestion] = useState<string | null>(null);
  const text = question ?? query;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const asked = text.trim();
    void navigate(asked ? `/chat?${new URLSearchParams({ q: asked }).toString()}` : '/chat');
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Ask Stash AI"
      data-tour="search-ask-input"
      className="mt-4 flex items-center gap-2 rounded-2xl border border-brand/20 bg-brand-soft/60 p-2 pl-4"
    >
      <Sparkles className="size-5 shrink-0 text-brand-text" aria-hidden="true" />
      <input
        type="text"
        value={text}
        onChange={(event) => setQuestion(event.target.value)}
        placeholder="Ask Stash: what's on this weekend?"
        aria-label="Ask Stash AI a question"
        maxLength={2000}
        autoComplete="off"
        className="h-10 min-w-0 flex-1 bg-transparent text-[15px] text-ink outline-none placeholder:text-ink-muted"
      />
      <button type="submit" className="focus-ring inline-flex h-10 shrink-0 items-center rounded-xl bg-surface px-3 text-sm font-semibold text-brand-text shadow-soft hover:bg-surface-muted">
        Ask Stash
      </button>
    </form>
  );
}

// The home screen's search dock: one field that takes the member to /search?q=... (spec section 2;
// the guided tour points at it).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, Search } from 'lucide-react';

export function SearchDock() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    void navigate(text ? `/search?${new URLSearchParams({ q: text }).toString()}` : '/search');
  }

  return (
    <form
      role="search"
      aria-label="Search your stash"
      onSubmit={submit}
      data-tour="home-search-dock"
      className={
        'group flex h-14 items-center gap-2 rounded-2xl border border-line bg-surface pr-2 pl-4 shadow-soft ' +
        'transition-[border-color,box-shadow] duration-150 focus-within:border-brand/50 focus-within:ring-4 focus-within:ring-brand/10'
      }
    >
      <Search className="size-5 shrink-0 text-ink-subtle transition-colors group-focus-within:text-brand-text" aria-hidden="true" />
      <input
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search places, recipes, events..."
        aria-label="Search your stash"
        enterKeyHint="search"
        autoComplete="off"
        className="h-full min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="focus-ring inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand text-white shadow-soft transition-[transform,background-color] hover:bg-violet-700 active:scale-95"
      >
        <ArrowRight className="size-[18px]" aria-hidden="true" />
      </button>
    </form>
  );
}

// The search field with completions from the member's own stash as they type (names, tags,
// hashtags, cities, recent searches): a combobox, so arrow keys move through the completions,
// Enter takes one (or searches what was typed) and Escape closes them.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Building2, Hash, History, MapPin, Search, Tag, X } from 'lucide-react';
import type { SearchSuggestion, SuggestionKind } from '@stash/shared';
import { useSearchSuggestions } from '../../api/search-hooks';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Completions are asked for once typing pauses this long. */
export const SUGGESTION_DEBOUNCE_MS = 150;

const KIND_ICONS: Record<SuggestionKind, typeof Search> = { recent: History, entity: MapPin, tag: Tag, hashtag: Hash, city: Building2 };
const KIND_LABELS: Record<SuggestionKind, string> = { recent: 'Recent search', entity: 'Saved', tag: 'Tag', hashtag: 'Hashtag', city: 'City' };

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (query: string) => void;
}

export function SearchBox({ value, onChange, onSearch }: SearchBoxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const prefix = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(prefix, open);
  const options: SearchSuggestion[] = open ? (suggestions.data ?? []) : [];
  const expanded = options.length > 0;

  function choose(text: string) {
    setOpen(false);
    setActive(-1);
    onChange(text);
    onSearch(text);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    choose(chosen ? chosen.text : value.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      // -1 is the field itself: moving past either end comes back to what was typed.
      const count = options.length;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1 >= count ? -1 : current + 1) : current - 1 < -1 ? count - 1 : current - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form role="search" aria-label="Search your stash" onSubmit={submit} className="relative">
      <div
        className={
          'group flex h-14 items-center gap-2 rounded-2xl border border-line bg-surface pr-2 pl-4 shadow-soft ' +
          'transition-[border-color,box-shadow] duration-150 focus-within:border-brand/50 focus-within:ring-4 focus-within:ring-brand/10'
        }
      >
        <Search className="size-5 shrink-0 text-ink-subtle group-focus-within:text-brand-text" aria-hidden="true" />
        <input
          type="search"
          role="combobox"
          aria-label="Search your stash"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder="Search places, recipes, events..."
          enterKeyHint="search"
          autoComplete="off"
          className="h-full min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              onChange('');
              onSearch('');
            }}
            className="focus-ring inline-flex size-9 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        <button type="submit" className="focus-ring inline-flex h-10 items-center rounded-xl bg-brand px-4 text-sm font-semibold text-white shadow-soft hover:bg-violet-700">
          Search
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl border border-line bg-surface py-1.5 shadow-lifted"
      >
        {options.map((option, index) => {
          const Icon = KIND_ICONS[option.kind];
          return (
            <li
              key={`${option.kind}:${option.text}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen on mouse down, before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option.text);
              }}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-[15px] ${index === active ? 'bg-brand-soft text-brand-text' : 'text-ink hover:bg-surface-muted'}`}
            >
              <Icon className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{option.text}</span>
              <span className="shrink-0 text-xs text-ink-muted">{KIND_LABELS[option.kind]}</span>
            </li>
          );
        })}
      </ul>
    </form>
  );
}

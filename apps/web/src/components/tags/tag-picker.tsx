// Choosing a post's tags (spec sections 4, 5 and 8): the selection is a set of tag ids kept here
// and committed only by 'Save Tags'; Cancel throws it away. Typing a name that is not a tag yet
// offers to create it (Enter does too) in a colour the member can change.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Plus, Search } from 'lucide-react';
import { toast } from 'sonner';
import { TAG_NAME_MAX_LENGTH, type Tag, type TagColor } from '@stash/shared';
import { useCreateTag, useSetPostTags, useTags } from '../../api/tags-hooks';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { TagColorPicker } from './tag-color-picker';
import { suggestTagColor, TAG_COLOR_NAMES } from './tag-colors';
import { TAG_COPY } from './tag-copy';
import { findTagNamed } from './tag-name-rules';
import { toastTagError } from './tag-toasts';

export interface TagPickerProps {
  postId: string;
  /** Ids of the tags the post carries now: the selection starts from them. */
  initialTagIds: readonly string[];
  /** Leaves the picker; the selection is forgotten. */
  onClose: () => void;
  /** After a successful save, with the post's tags as the server answered them. */
  onSaved?: (tags: Tag[]) => void;
}

function focusableOptions(list: HTMLElement | null): HTMLInputElement[] {
  return Array.from(list?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not([disabled])') ?? []);
}

export function TagPicker({ postId, initialTagIds, onClose, onSaved }: TagPickerProps) {
  const tagsQuery = useTags();
  const createTag = useCreateTag();
  const saveTags = useSetPostTags(postId);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initialTagIds));
  const [chosenColor, setChosenColor] = useState<TagColor | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const hintId = useId();
  const paletteId = useId();

  const tags = useMemo(() => tagsQuery.data ?? [], [tagsQuery.data]);
  const trimmed = search.trim();
  const query = trimmed.toLocaleLowerCase();
  const shown = query === '' ? tags : tags.filter((tag) => tag.name.toLocaleLowerCase().includes(query));
  const existing = trimmed === '' ? undefined : findTagNamed(tags, trimmed);
  const tooLong = trimmed.length > TAG_NAME_MAX_LENGTH;
  const offerCreate = trimmed !== '' && !existing;
  const newColor = chosenColor ?? suggestTagColor(tags);
  const busy = createTag.isPending || saveTags.isPending;

  useEffect(() => {
    if (tagsQuery.isError) toastTagError(TAG_COPY.errorLoading, tagsQuery.error);
  }, [tagsQuery.isError, tagsQuery.error]);

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  function toggle(id: string, on?: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function create() {
    // Until the list is in, a taken name cannot be told from a new one.
    if (trimmed === '' || createTag.isPending || tagsQuery.isPending) return;
    if (tooLong) {
      toast.error(TAG_COPY.tooLong, { description: TAG_COPY.tooLongDescription });
      return;
    }
    if (existing) {
      // The name is taken (in some case): choosing that tag is what the member meant.
      toggle(existing.id, true);
      setSearch('');
      return;
    }
    createTag.mutate(
      { name: trimmed, color: newColor },
      {
        onSuccess: (tag) => {
          toast.success(TAG_COPY.created);
          toggle(tag.id, true);
          setSearch('');
          setChosenColor(null);
          setPaletteOpen(false);
          searchRef.current?.focus();
        },
        onError: (error) => toastTagError(TAG_COPY.errorCreating, error),
      },
    );
  }

  function save() {
    // Tags deleted meanwhile are dropped; an empty list (not loaded) leaves the selection as it is.
    const known = new Set(tags.map((tag) => tag.id));
    const tagIds = tags.length === 0 ? [...selected] : [...selected].filter((id) => known.has(id));
    // The post already carries exactly these tags: there is nothing to save.
    if (tagIds.length === initialTagIds.length && tagIds.every((id) => initialTagIds.includes(id))) {
      onClose();
      return;
    }
    saveTags.mutate(tagIds, {
      onSuccess: (saved) => {
        toast.success(TAG_COPY.saved, { description: TAG_COPY.savedDescription });
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => toastTagError(TAG_COPY.errorSaving, error),
    });
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      create();
    } else if (event.key === 'ArrowDown') {
      const first = focusableOptions(listRef.current)[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  // Escape anywhere in the picker leaves it (discarding the choice), not the drawer around it.
  function onPickerKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || saveTags.isPending) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const options = focusableOptions(listRef.current);
    const index = options.findIndex((option) => option === document.activeElement);
    if (index === -1) return;
    let target: HTMLElement | undefined;
    if (event.key === 'ArrowDown') target = options[index + 1];
    else if (event.key === 'ArrowUp') target = index === 0 ? (searchRef.current ?? undefined) : options[index - 1];
    else if (event.key === 'Home') target = options[0];
    else if (event.key === 'End') target = options[options.length - 1];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  return (
    <div
      className="flex min-h-0 flex-1 animate-fade-in flex-col gap-2"
      role="group"
      aria-label="Choose tags"
      onKeyDown={onPickerKeyDown}
      // The drawer around it leaves Escape to the picker (components/ui/overlay-focus.ts).
      data-handles-escape={saveTags.isPending ? undefined : ''}
    >
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search or create tags
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" aria-hidden="true" />
        <input
          ref={searchRef}
          id={searchId}
          type="text"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onSearchKeyDown}
          placeholder="Search or create a tag"
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={tooLong ? hintId : undefined}
          aria-invalid={tooLong || undefined}
          className={
            'h-10 w-full rounded-xl border border-line-strong bg-surface pr-3 pl-9 text-[15px] text-ink placeholder:text-ink-subtle ' +
            'focus:border-brand focus:ring-4 focus:ring-brand/20 focus:outline-none aria-invalid:border-danger-text'
          }
        />
      </div>

      {offerCreate ? (
        <div className="flex shrink-0 animate-fade-in flex-col gap-2 rounded-xl border border-dashed border-line-strong p-2">
          <div className="flex min-w-0 items-center gap-2">
            <Button size="sm" variant="secondary" onClick={create} disabled={tooLong || busy || tagsQuery.isPending} className="min-w-0 shrink">
              {createTag.isPending ? <Spinner className="size-4" /> : <Plus className="size-4 shrink-0" aria-hidden="true" />}
              <span className="truncate">Create “{trimmed}”</span>
            </Button>
            {tooLong ? null : (
              <button
                type="button"
                onClick={() => setPaletteOpen((open) => !open)}
                aria-expanded={paletteOpen}
                aria-controls={paletteId}
                aria-label={`Colour for the new tag: ${TAG_COLOR_NAMES[newColor]}`}
                className="focus-ring ml-auto inline-flex h-9 shrink-0 items-center gap-1 rounded-xl px-2 text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                <span className="size-5 rounded-full ring-1 ring-black/10" style={{ backgroundColor: newColor }} aria-hidden="true" />
                <ChevronDown className={`size-4 transition-transform ${paletteOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
              </button>
            )}
          </div>
          {tooLong ? (
            <p id={hintId} className="text-[13px] font-medium text-danger-text">
              {TAG_COPY.tooLongDescription}
            </p>
          ) : paletteOpen ? (
            <div id={paletteId}>
              <TagColorPicker label="Colour for the new tag" value={newColor} onChange={setChosenColor} disabled={busy} />
            </div>
          ) : null}
        </div>
      ) : null}

      <div className="max-h-72 min-h-12 flex-1 overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface">
        {tagsQuery.isPending ? (
          <div className="flex h-16 items-center justify-center text-ink-muted">
            <Spinner className="size-5" />
            <span className="sr-only">Loading tags</span>
          </div>
        ) : shown.length === 0 ? (
          <p className="px-3 py-3 text-center text-sm text-ink-muted">
            {tags.length === 0 ? TAG_COPY.noTags : `${TAG_COPY.noMatches} “${trimmed}”`}
          </p>
        ) : (
          <ul ref={listRef} aria-label="Available tags" className="divide-y divide-line" onKeyDown={onListKeyDown}>
            {shown.map((tag) => (
              <li key={tag.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 sm:min-h-10 hover:bg-surface-muted has-focus-visible:bg-surface-muted">
                  <input
                    type="checkbox"
                    checked={selected.has(tag.id)}
                    onChange={() => toggle(tag.id)}
                    disabled={saveTags.isPending}
                    className="size-4.5 shrink-0 cursor-pointer accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  />
                  <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate text-[15px] text-ink">{tag.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex shrink-0 items-center justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onClose} disabled={saveTags.isPending}>
          Cancel
        </Button>
        <Button size="sm" onClick={save} disabled={busy}>
          {saveTags.isPending ? <Spinner className="size-4" /> : null}
          Save Tags
        </Button>
      </div>
    </div>
  );
}

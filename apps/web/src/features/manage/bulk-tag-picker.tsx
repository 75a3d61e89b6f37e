// Choosing tags for a bulk action: the member's tags (the shared tag list query), searchable, as
// checkboxes. When adding, a name that is not a tag yet can be created here (Enter, or the
// Create button), in the colour the tag components suggest, and is ticked at once.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { TAG_NAME_MAX_LENGTH } from '@stash/shared';
import { useCreateTag, useTags } from '../../api/tags-hooks';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TagChip } from '../../components/tags/tag-chip';
import { suggestTagColor } from '../../components/tags/tag-colors';
import { TAG_COPY } from '../../components/tags/tag-copy';
import { findTagNamed } from '../../components/tags/tag-name-rules';
import { toastTagError } from '../../components/tags/tag-toasts';
import { stashCount } from './manage-copy';

interface BulkTagPickerProps {
  mode: 'add_tags' | 'remove_tags';
  count: number;
  busy: boolean;
  onCancel: () => void;
  onApply: (tagIds: readonly string[]) => void;
}

export function BulkTagPicker({ mode, count, busy, onCancel, onApply }: BulkTagPickerProps) {
  const tagsQuery = useTags();
  const createTag = useCreateTag();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const tags = useMemo(() => tagsQuery.data ?? [], [tagsQuery.data]);
  const trimmed = search.trim();
  const shown = trimmed === '' ? tags : tags.filter((tag) => tag.name.toLocaleLowerCase().includes(trimmed.toLocaleLowerCase()));
  const canCreate = mode === 'add_tags' && trimmed !== '' && !tagsQuery.isPending && !findTagNamed(tags, trimmed);

  function toggle(id: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function create() {
    if (!canCreate || createTag.isPending) return;
    if (trimmed.length > TAG_NAME_MAX_LENGTH) {
      toast.error(TAG_COPY.tooLong, { description: TAG_COPY.tooLongDescription });
      return;
    }
    createTag.mutate(
      { name: trimmed, color: suggestTagColor(tags) },
      {
        onSuccess: (tag) => {
          toast.success(TAG_COPY.created);
          toggle(tag.id, true);
          setSearch('');
        },
        onError: (error) => toastTagError(TAG_COPY.errorCreating, error),
      },
    );
  }

  function onSearchSubmit(event: FormEvent) {
    event.preventDefault();
    const existing = trimmed === '' ? undefined : findTagNamed(tags, trimmed);
    if (existing) {
      toggle(existing.id, true);
      setSearch('');
    } else create();
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      <form onSubmit={onSearchSubmit} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          {mode === 'add_tags' ? 'Find or create a tag' : 'Find a tag'}
        </label>
        <input
          id={searchId}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={mode === 'add_tags' ? 'Find or create a tag' : 'Find a tag'}
          className="focus-ring h-10 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 text-sm"
        />
        {canCreate ? (
          <Button type="submit" variant="secondary" size="sm" disabled={createTag.isPending}>
            <Plus className="size-4" aria-hidden="true" />
            Create “{trimmed}”
          </Button>
        ) : null}
      </form>
      {tagsQuery.isPending ? (
        <div className="flex justify-center py-4" role="status" aria-label="Loading tags">
          <Spinner />
        </div>
      ) : shown.length === 0 ? (
        <p className="py-2 text-sm text-ink-muted">{tags.length === 0 ? 'No tags yet.' : 'No tag matches.'}</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" aria-label="Tags">
          {shown.map((tag) => (
            <li key={tag.id}>
              <label className="flex items-center gap-2.5 rounded-xl px-2 py-1.5 hover:bg-surface-muted">
                <input type="checkbox" className="size-4 accent-brand" checked={chosen.has(tag.id)} onChange={(event) => toggle(tag.id, event.target.checked)} />
                <span className="sr-only">{tag.name}</span>
                <span aria-hidden="true">
                  <TagChip tag={tag} size="sm" />
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={busy || chosen.size === 0} onClick={() => onApply([...chosen])}>
          {mode === 'add_tags' ? `Add to ${stashCount(count)}` : `Remove from ${stashCount(count)}`}
        </Button>
      </div>
    </div>
  );
}

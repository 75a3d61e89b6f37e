// Tag management (spec sections 5 and 8): rename, recolour and delete the member's tags. Every
// cached post carrying a changed tag shows the change at once (see the tags hooks).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { TAG_MESSAGES, type Tag, type TagColor, type UpdateTagRequest } from '@stash/shared';
import { useDeleteTag, useTagStats, useTags, useUpdateTag } from '../../api/tags-hooks';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { TagColorPicker } from './tag-color-picker';
import { TAG_COPY } from './tag-copy';
import { tagNameProblem } from './tag-name-rules';
import { errorDescription, toastTagError } from './tag-toasts';

export interface ManageTagsDialogProps {
  open: boolean;
  onClose: () => void;
}

// The shared button has no destructive look; this one reads as one in both themes.
const DANGER_BUTTON =
  'focus-ring inline-flex h-9 items-center justify-center gap-2 rounded-xl bg-red-600 px-3.5 text-sm font-semibold text-white ' +
  'transition-colors hover:bg-red-700 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-60';

const ICON_BUTTON =
  'focus-ring inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-muted';

type RowMode = { kind: 'edit'; tagId: string } | { kind: 'confirm-delete'; tagId: string } | null;

function postCountLabel(count: number | undefined): string | null {
  if (count === undefined) return null;
  return count === 1 ? '1 stash' : `${count} stashes`;
}

export function ManageTagsDialog({ open, onClose }: ManageTagsDialogProps) {
  const [mode, setMode] = useState<RowMode>(null);

  function leave() {
    setMode(null);
    onClose();
  }

  // Escape leaves an open rename or delete question first, then the dialog.
  function onEscapeKeyDown(event: KeyboardEvent) {
    if (!mode) return;
    event.preventDefault();
    setMode(null);
  }

  return (
    <Dialog
      open={open}
      onClose={leave}
      onEscapeKeyDown={onEscapeKeyDown}
      title="Manage tags"
      description="Rename, recolour or delete your tags. Changes show on every stash."
    >
      {open ? <ManageTagsList mode={mode} onModeChange={setMode} /> : null}
    </Dialog>
  );
}

/** Puts focus back on a row's button once its form or question is gone (or on the list). */
function refocus(list: HTMLElement | null, tagId: string, action: 'edit' | 'delete') {
  requestAnimationFrame(() => {
    const button = list?.querySelector<HTMLElement>(`[data-tag-action="${action}"][data-tag-id="${CSS.escape(tagId)}"]`);
    (button ?? list?.querySelector<HTMLElement>('[data-tag-action]') ?? list)?.focus();
  });
}

function ManageTagsList({ mode, onModeChange }: { mode: RowMode; onModeChange: (mode: RowMode) => void }) {
  const listRef = useRef<HTMLUListElement>(null);
  const tagsQuery = useTags();
  const stats = useTagStats();
  const tags = tagsQuery.data ?? [];

  useEffect(() => {
    if (tagsQuery.isError) toastTagError(TAG_COPY.errorLoading, tagsQuery.error);
  }, [tagsQuery.isError, tagsQuery.error]);

  if (tagsQuery.isPending) {
    return (
      <div role="status" className="flex h-24 items-center justify-center text-ink-muted">
        <Spinner />
        <span className="sr-only">Loading tags</span>
      </div>
    );
  }
  if (tags.length === 0) {
    return <p className="py-6 text-center text-sm text-ink-muted">No tags yet. Create one from the tag picker of any stash.</p>;
  }

  return (
    <ul ref={listRef} tabIndex={-1} aria-label="Your tags" className="-mx-2 max-h-[min(60vh,28rem)] divide-y divide-line overflow-y-auto overscroll-contain px-2">
      {tags.map((tag) => (
        <li key={tag.id} className="py-2">
          {mode?.tagId === tag.id && mode.kind === 'edit' ? (
            <EditTagForm
              tag={tag}
              tags={tags}
              onDone={() => {
                onModeChange(null);
                refocus(listRef.current, tag.id, 'edit');
              }}
            />
          ) : mode?.tagId === tag.id && mode.kind === 'confirm-delete' ? (
            <ConfirmDelete
              tag={tag}
              count={stats.data?.[tag.id]}
              onDone={() => {
                onModeChange(null);
                refocus(listRef.current, tag.id, 'delete');
              }}
            />
          ) : (
            <div className="flex min-h-11 items-center gap-3">
              <span className="size-3.5 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[15px] font-medium text-ink">{tag.name}</span>
                {postCountLabel(stats.data?.[tag.id]) ? (
                  <span className="block text-xs text-ink-muted">{postCountLabel(stats.data?.[tag.id])}</span>
                ) : null}
              </span>
              <button
                type="button"
                className={`${ICON_BUTTON} hover:text-ink`}
                aria-label={`Edit ${tag.name}`}
                data-tag-action="edit"
                data-tag-id={tag.id}
                onClick={() => onModeChange({ kind: 'edit', tagId: tag.id })}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${ICON_BUTTON} hover:text-danger-text`}
                aria-label={`Delete ${tag.name}`}
                data-tag-action="delete"
                data-tag-id={tag.id}
                onClick={() => onModeChange({ kind: 'confirm-delete', tagId: tag.id })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function EditTagForm({ tag, tags, onDone }: { tag: Tag; tags: readonly Tag[]; onDone: () => void }) {
  const update = useUpdateTag();
  const [name, setName] = useState(tag.name);
  const [color, setColor] = useState<TagColor>(tag.color);
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const nameProblem = tagNameProblem(name, tags, tag.id);
    if (nameProblem) {
      setProblem(nameProblem);
      return;
    }
    const trimmed = name.trim();
    const patch: UpdateTagRequest = {};
    if (trimmed !== tag.name) patch.name = trimmed;
    if (color !== tag.color) patch.color = color;
    if (patch.name === undefined && patch.color === undefined) {
      onDone();
      return;
    }
    update.mutate(
      { id: tag.id, patch },
      {
        onSuccess: () => {
          toast.success(TAG_COPY.updated);
          onDone();
        },
        onError: (error) => {
          // The server's word on a name (taken by another device meanwhile, say) belongs by the field.
          const message = errorDescription(error);
          if (message === TAG_MESSAGES.nameTaken || message === TAG_MESSAGES.nameLength) setProblem(message);
          toastTagError(TAG_COPY.errorUpdating, error);
        },
      },
    );
  }

  return (
    <form id={formId} onSubmit={submit} className="flex flex-col gap-3 py-1" aria-label={`Edit ${tag.name}`} noValidate>
      <TextField
        label="Tag name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        error={problem}
        autoComplete="off"
        data-autofocus
        autoFocus
      />
      <TagColorPicker label="Colour" value={color} onChange={setColor} disabled={update.isPending} showLabel />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}

function ConfirmDelete({ tag, count, onDone }: { tag: Tag; count: number | undefined; onDone: () => void }) {
  const remove = useDeleteTag();
  const questionId = useId();

  function confirm() {
    remove.mutate(tag.id, {
      onSuccess: () => {
        toast.success(TAG_COPY.deleted);
        onDone();
      },
      onError: (error) => toastTagError(TAG_COPY.errorDeleting, error),
    });
  }

  return (
    <div role="alertdialog" aria-labelledby={questionId} className="flex flex-col gap-3 rounded-xl bg-danger-soft/60 p-3">
      <p id={questionId} className="text-sm text-ink">
        Delete <strong className="font-semibold">“{tag.name}”</strong>?{' '}
        {count ? `It comes off ${postCountLabel(count)}. ` : ''}This cannot be undone.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={remove.isPending} autoFocus>
          Keep
        </Button>
        <button type="button" onClick={confirm} disabled={remove.isPending} className={DANGER_BUTTON}>
          {remove.isPending ? <Spinner className="size-4" /> : null}
          Delete tag
        </button>
      </div>
    </div>
  );
}

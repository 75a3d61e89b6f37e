// A post's tag area (the stash drawer's, spec section 2): its tags as coloured chips and an edit
// button that swaps them for the picker.
import { useId, useRef, useState } from 'react';
import { Pencil, Settings2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { PostTag, Tag } from '@stash/shared';
import { tagQueryKeys, useDeletedTagIds, useTagsApi } from '../../api/tags-hooks';
import { buttonClasses } from '../ui/button-styles';
import { ManageTagsDialog } from './manage-tags-dialog';
import { TagChip } from './tag-chip';
import { TagPicker } from './tag-picker';

export interface PostTagsEditorProps {
  postId: string;
  /**
   * The post's tags as the caller has them. Typed as the tag fields a post carries, so both full
   * tags and a post's `tags` are accepted.
   */
  tags: readonly PostTag[] | readonly Tag[];
}

function tagsKey(tags: readonly PostTag[]): string {
  return tags.map((tag) => `${tag.id}\u0000${tag.name}\u0000${tag.color}`).join('\u0001');
}

/**
 * The tags to show: the caller's, or what this editor last saved until the caller's copy changes
 * (a caller that does not read a cache the save updates still shows the save at once). Names and
 * colours come from the member's tag list when it is cached and tags deleted meanwhile are left
 * out, so changes made in tag management show here at once whatever the caller holds.
 */
function useShownTags(tags: readonly PostTag[], saved: SavedTags | null): PostTag[] {
  const api = useTagsApi();
  // Reads the list only when something else (the picker, management) has loaded it.
  const { data: allTags } = useQuery({ queryKey: tagQueryKeys.list(), queryFn: () => api.listTags(), enabled: false });
  const deletedIds = useDeletedTagIds();
  const base = saved && saved.basedOn === tagsKey(tags) ? saved.tags : tags;
  // A tag missing from a cached list is not taken as deleted: the list may predate it.
  const latest = new Map((allTags ?? []).map((tag) => [tag.id, tag]));
  return base.flatMap((tag) => {
    if (deletedIds.includes(tag.id)) return [];
    const current = latest.get(tag.id) ?? tag;
    return [{ id: tag.id, name: current.name, color: current.color }];
  });
}

interface SavedTags {
  /** The caller's tags when the save happened. */
  basedOn: string;
  tags: PostTag[];
}

export function PostTagsEditor({ postId, tags }: PostTagsEditorProps) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<SavedTags | null>(null);
  const [managing, setManaging] = useState(false);
  const shown = useShownTags(tags, saved);
  const editButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  function closePicker() {
    setEditing(false);
    // Back to the button that opened the picker, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <section aria-labelledby={headingId} className={`flex h-full min-h-0 flex-col ${editing ? 'gap-2' : 'gap-3'}`}>
      <div className="flex shrink-0 items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-ink">
          Tags
        </h3>
        {editing ? (
          <button
            type="button"
            onClick={() => setManaging(true)}
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-mr-3' })}
          >
            <Settings2 className="size-4" aria-hidden="true" />
            <span>Manage tags</span>
          </button>
        ) : (
          <button
            ref={editButton}
            type="button"
            onClick={() => setEditing(true)}
            aria-label="Edit tags"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-mr-3' })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            <span>Edit</span>
          </button>
        )}
      </div>
      {editing ? (
        <TagPicker
          postId={postId}
          initialTagIds={shown.map((tag) => tag.id)}
          onClose={closePicker}
          onSaved={(next) => setSaved({ basedOn: tagsKey(tags), tags: next })}
        />
      ) : shown.length === 0 ? (
        <p className="text-sm text-ink-muted">No tags on this stash yet.</p>
      ) : (
        <ul aria-label="Tags of this stash" className="flex animate-fade-in flex-wrap gap-1.5">
          {shown.map((tag) => (
            <li key={tag.id} className="max-w-full">
              <TagChip tag={tag} />
            </li>
          ))}
        </ul>
      )}
      <ManageTagsDialog open={managing} onClose={() => setManaging(false)} />
    </section>
  );
}

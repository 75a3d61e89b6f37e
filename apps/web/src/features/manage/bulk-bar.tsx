// The bar that comes up with a selection: add or remove tags, change the category, organise
// again, delete (with undo, use-delete-with-undo.ts). Each action goes to POST /posts/bulk in
// chunks (api/posts-bulk.ts); the result, or the server's own words for a failure, is toasted,
// and every cached post and tag answer is read again.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FolderInput, RefreshCw, Tag as TagIcon, Tags, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { POST_CATEGORIES, type PostsBulkAction } from '@stash/shared';
import { BulkActionError, invalidateAfterBulk } from '../../api/posts-bulk';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { categoryLabel } from '../../lib/category-label';
import { BulkTagPicker } from './bulk-tag-picker';
import { bulkDoneMessage, stashCount } from './manage-copy';
import { useManageApi } from './manage-api';

type OpenDialog = 'add_tags' | 'remove_tags' | 'set_category' | null;

interface BulkBarProps {
  ids: readonly string[];
  onClear: () => void;
  onDelete: (ids: readonly string[]) => void;
}

export function BulkBar({ ids, onClear, onDelete }: BulkBarProps) {
  const api = useManageApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const [category, setCategory] = useState<string>(POST_CATEGORIES[0]);

  async function run(action: PostsBulkAction, done: string, failed: string) {
    setBusy(true);
    try {
      const result = await api.bulkPosts(ids, action);
      toast.success(bulkDoneMessage(done, result.changed, result.notFound.length));
      setDialog(null);
    } catch (error) {
      const partly = error instanceof BulkActionError && error.done.changed > 0 ? ` (${stashCount(error.done.changed)} done before it stopped)` : '';
      toast.error(`${failed}${partly}`, { description: error instanceof Error && error.message ? error.message : 'Please try again.' });
    } finally {
      invalidateAfterBulk(queryClient);
      setBusy(false);
    }
  }

  const count = ids.length;
  return (
    <div
      role="toolbar"
      aria-label="Selected stashes"
      className="fixed inset-x-3 bottom-20 z-30 mx-auto flex max-w-3xl flex-wrap items-center gap-1.5 rounded-2xl border border-line bg-surface-raised p-2 shadow-lifted md:bottom-6"
    >
      <span className="px-2 text-sm font-semibold">{stashCount(count)} selected</span>
      <div className="ml-auto flex flex-wrap items-center gap-1">
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => setDialog('add_tags')}>
          <TagIcon className="size-4" aria-hidden="true" />
          Add tags
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => setDialog('remove_tags')}>
          <Tags className="size-4" aria-hidden="true" />
          Remove tags
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => setDialog('set_category')}>
          <FolderInput className="size-4" aria-hidden="true" />
          Change category
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run({ type: 'reorganise' }, 'Organising again:', "Couldn't organise them again")}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Re-organise
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={() => onDelete(ids)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear} aria-label="Clear selection">
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>

      <Dialog open={dialog === 'add_tags' || dialog === 'remove_tags'} onClose={() => setDialog(null)} title={dialog === 'remove_tags' ? 'Remove tags' : 'Add tags'}>
        {dialog === 'add_tags' || dialog === 'remove_tags' ? (
          <BulkTagPicker
            mode={dialog}
            count={count}
            busy={busy}
            onCancel={() => setDialog(null)}
            onApply={(tagIds) =>
              void run(
                { type: dialog, tag_ids: [...tagIds] },
                dialog === 'add_tags' ? 'Tagged' : 'Removed tags from',
                dialog === 'add_tags' ? "Couldn't add the tags" : "Couldn't remove the tags",
              )
            }
          />
        ) : null}
      </Dialog>

      <Dialog open={dialog === 'set_category'} onClose={() => setDialog(null)} title="Change category" description={`For ${stashCount(count)}.`}>
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void run({ type: 'set_category', category: category as (typeof POST_CATEGORIES)[number] }, `Moved to ${categoryLabel(category)}:`, "Couldn't change the category");
          }}
        >
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="sr-only">Category</legend>
            {POST_CATEGORIES.map((option) => (
              <label key={option} className="flex items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
                <input type="radio" name="category" value={option} checked={category === option} onChange={() => setCategory(option)} className="accent-brand" />
                {categoryLabel(option)}
              </label>
            ))}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Change category
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

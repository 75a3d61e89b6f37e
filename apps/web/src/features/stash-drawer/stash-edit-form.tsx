// Edit mode: title and description, with Save, Cancel and Delete. The draft lives in the parent
// so a failed save keeps every word the member typed.
import type { FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';

export interface StashDraft {
  title: string;
  description: string;
}

export const TITLE_REQUIRED = 'Title cannot be empty.';

interface StashEditFormProps {
  draft: StashDraft;
  onChange: (draft: StashDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
  saving: boolean;
  titleError: string | null;
  saveError: string | null;
}

export function StashEditForm({ draft, onChange, onSave, onCancel, onDelete, saving, titleError, saveError }: StashEditFormProps) {

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }

  return (
    <form onSubmit={submit} aria-label="Edit stash" className="flex flex-col gap-4" noValidate>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={300}
        error={titleError}
        data-autofocus
        autoFocus
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
      />
      <TextArea
        label="Description"
        value={draft.description}
        rows={7}
        maxLength={10_000}
        className="[&_textarea]:min-h-32"
        onChange={(event) => onChange({ ...draft, description: event.target.value })}
      />
      {saveError ? <Alert>{saveError}</Alert> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner className="size-4" /> : null}
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="ghost" onClick={onDelete} disabled={saving} className="ml-auto text-danger-text hover:bg-danger-soft hover:text-danger-text">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </form>
  );
}

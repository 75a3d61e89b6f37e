// The confirmation Delete asks for. It stays open with the failure when the server refuses, so
// the member can try again or back out.
import { Trash2 } from 'lucide-react';
import { DELETE_POST_FAILED } from '../../api/posts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';

interface DeleteStashDialogProps {
  open: boolean;
  title: string;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteStashDialog({ open, title, deleting, error, onConfirm, onClose }: DeleteStashDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!deleting) onClose();
      }}
      title="Delete this stash?"
      description={
        <>
          <span className="font-medium text-ink">{title}</span> will be removed from your stash, with its tags. This cannot be undone.
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error ? (
          <Alert>
            {DELETE_POST_FAILED}
            {error !== DELETE_POST_FAILED ? `: ${error}` : ''}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={deleting} data-autofocus>
            Keep it
          </Button>
          <Button onClick={onConfirm} disabled={deleting} className="bg-red-600 hover:bg-red-700">
            {deleting ? <Spinner className="size-4" /> : <Trash2 className="size-4" aria-hidden="true" />}
            {deleting ? 'Deleting…' : 'Delete stash'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

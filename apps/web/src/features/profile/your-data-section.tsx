// The member's data: a download of all of it as JSON (the account's whole record: profile,
// conversations and searches too), exports of the stashes in other tools' formats, and deleting the
// account for good (confirmed by typing its email address in a dialog).
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ACCOUNT_DELETE_MISMATCH } from '@stash/shared';
import { deleteAccount, exportAccount } from '../../api/profile';
import { session } from '../../api/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmailField } from '../../components/ui/email-field';
import { ExportMenu } from '../../components/export/export-menu';
import { Spinner } from '../../components/ui/spinner';
import { ProfileSection } from './profile-section';

/** Hands the browser a file to save. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function YourDataSection({ email }: { email: string }) {
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function onExport() {
    setExporting(true);
    setProblem(null);
    try {
      const data = await exportAccount();
      download(`stash-export-${data.exported_at.slice(0, 10)}.json`, `${JSON.stringify(data, null, 2)}\n`);
      toast.success('Your data is downloading');
    } catch (caught) {
      setProblem(caught instanceof Error && caught.message ? caught.message : 'Could not prepare your data. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <ProfileSection title="Your data" description="Take everything you saved with you, export your stashes for a spreadsheet, map, calendar or browser, or delete your account and all of it.">
      <div className="flex flex-col items-start gap-4">
        {problem ? <Alert>{problem}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? <Spinner className="size-4" /> : null}
            Download my data
          </Button>
          <ExportMenu label="Export stashes" />
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={confirming} email={email} onClose={() => setConfirming(false)} />
    </ProfileSection>
  );
}

function DeleteAccountDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) return setProblem(ACCOUNT_DELETE_MISMATCH);
    setBusy(true);
    setProblem(null);
    try {
      await deleteAccount(typed.trim());
      toast.success('Your account was deleted');
      await session.signOut();
    } catch (caught) {
      setProblem(caught instanceof Error && caught.message ? caught.message : 'Could not delete your account. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete your account?"
      description={`This removes your stashes, places, events, tags, conversations and media for good. Type ${email} to confirm.`}
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <EmailField label="Your email address" value={typed} disabled={busy} autoComplete="off" data-autofocus onChange={(event) => setTyped(event.target.value)} />
        {problem ? <Alert>{problem}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            Delete everything
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

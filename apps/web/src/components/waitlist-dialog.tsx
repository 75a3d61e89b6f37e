// The 'Join Our Waitlist' dialog (spec sections 2 and 5): name, email, Instagram handle or URL and
// reason, each required and checked before sending; what the visitor typed stays when sending
// fails, and the answer is said in a toast once the dialog closes.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { WAITLIST_COPY, waitlistRequestSchema, type WaitlistRequest } from '@stash/shared';
import { joinWaitlist } from '../api/waitlist';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { EmailField } from './ui/email-field';
import { Spinner } from './ui/spinner';
import { TextArea } from './ui/text-area';
import { TextField } from './ui/text-field';

type Field = keyof WaitlistRequest;
const EMPTY: WaitlistRequest = { name: '', email: '', instagram_handle: '', reason: '' };

/** The first problem of each field, in the schema's words. */
function problemsOf(form: WaitlistRequest): Partial<Record<Field, string>> {
  const checked = waitlistRequestSchema.safeParse(form);
  if (checked.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message;
  }
  return problems;
}

export function WaitlistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<WaitlistRequest>(EMPTY);
  const [currentTool, setCurrentTool] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = problemsOf(form);
    setProblems(found);
    const first = (['name', 'email', 'instagram_handle', 'reason'] as const).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // The current-tool answer is asked but, as in the spec, not sent.
      const answer = await joinWaitlist(waitlistRequestSchema.parse(form));
      toast.success(answer.message);
      setForm(EMPTY);
      setCurrentTool('');
      onClose();
    } catch {
      setFailure(WAITLIST_COPY.failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={WAITLIST_COPY.title}
      description="Stash is in private beta. Tell us a little about you and we'll email you an invite when there's a place."
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField label="Name" name="name" autoComplete="name" required value={form.name} error={problems.name} disabled={busy} data-autofocus onChange={(event) => edit('name')(event.target.value)} />
        <EmailField value={form.email} error={problems.email} disabled={busy} onChange={(event) => edit('email')(event.target.value)} />
        <TextField
          label="Instagram handle"
          name="instagram_handle"
          placeholder={WAITLIST_COPY.handlePlaceholder}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={form.instagram_handle}
          error={problems.instagram_handle}
          disabled={busy}
          onChange={(event) => edit('instagram_handle')(event.target.value)}
        />
        <TextArea
          label="Why do you want to join?"
          name="reason"
          rows={3}
          maxLength={2000}
          required
          value={form.reason}
          error={problems.reason}
          disabled={busy}
          onChange={(event) => edit('reason')(event.target.value)}
        />
        <TextField label="What do you use to keep saves today? (optional)" name="current_tool" value={currentTool} disabled={busy} onChange={(event) => setCurrentTool(event.target.value)} />
        {failure ? <Alert>{failure}</Alert> : null}
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? 'Joining…' : 'Join Waitlist'}
        </Button>
      </form>
    </Dialog>
  );
}

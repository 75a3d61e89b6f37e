// 'Email me a sign-in link' (the magicLink flag): a member types their address and is mailed a
// one-time link that signs them in. The answer never says whether the address is a member's.
import { useState, type FormEvent } from 'react';
import { magicLinkRequestSchema } from '@stash/shared';
import { sendSignInLink } from '../../api/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmailField } from '../../components/ui/email-field';
import { Spinner } from '../../components/ui/spinner';

export function EmailLinkDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = magicLinkRequestSchema.safeParse({ email });
    if (!request.success) return setProblem(request.error.issues[0]?.message ?? 'Enter a valid email address.');
    setBusy(true);
    setProblem(null);
    try {
      await sendSignInLink(request.data.email);
      setSentTo(request.data.email);
    } catch (caught) {
      setProblem(caught instanceof Error && caught.message ? caught.message : 'Failed to send magic link');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Sign in with an email link" description="We'll email you a link that signs you in, no password needed.">
      {sentTo ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{`Check your email: if ${sentTo} has a Stash account, a sign-in link is on its way. It works once, within 15 minutes.`}</Alert>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Done
          </Button>
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <EmailField value={email} disabled={busy} data-autofocus onChange={(event) => setEmail(event.target.value)} />
          {problem ? <Alert>{problem}</Alert> : null}
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? 'Sending…' : 'Email me a link'}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

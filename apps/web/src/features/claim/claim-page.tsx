import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MailCheck, TicketX } from 'lucide-react';
import { MESSAGES } from '@stash/shared';
import { sendMagicLink, validateClaimToken } from '../../api/auth';
import { claimQueryKeys } from '../../api/claim-query-keys';
import { CenteredPanel } from '../../components/centered-panel';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { EmailField } from '../../components/ui/email-field';
import { errorMessage } from './error-message';

const SEND_FAILED = 'Failed to send magic link';

/** '/claim/:token': check the invite, then email the invitee a magic link to sign in. */
export function ClaimPage() {
  const { token = '' } = useParams();
  const invite = useQuery({
    queryKey: claimQueryKeys.invite(token),
    queryFn: () => validateClaimToken(token),
    // An invite's validity is checked once per visit; a retry cannot make a bad token good.
    staleTime: Infinity,
    retry: false,
  });

  if (invite.isPending) {
    return (
      <CenteredPanel>
        <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
          <Spinner className="size-8 text-brand-text" />
          <p className="text-[15px] font-medium text-ink-muted">Checking your invite...</p>
        </div>
      </CenteredPanel>
    );
  }

  if (invite.isError || !invite.data.valid) {
    const reason = invite.isError
      ? errorMessage(invite.error, MESSAGES.invalidOrExpiredToken)
      : invite.data.error || MESSAGES.invalidOrExpiredToken;
    return <InvalidInvite reason={reason} />;
  }

  return <ClaimForm token={token} invitedEmail={invite.data.email ?? ''} />;
}

function InvalidInvite({ reason }: { reason: string }) {
  return (
    <CenteredPanel className="text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger-text">
        <TicketX className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">This invite can't be used</h1>
      <p className="mt-2 text-[15px] font-medium text-danger-text">{reason}</p>
      <p className="mt-3 text-[15px] leading-relaxed text-ink-muted">
        Invites work once and expire after a while. Ask the person who invited you for a new link.
      </p>
      <Link to="/" className={buttonClasses({ variant: 'secondary', fullWidth: true, className: 'mt-8' })}>
        Back to Stash
      </Link>
    </CenteredPanel>
  );
}

function ClaimForm({ token, invitedEmail }: { token: string; invitedEmail: string }) {
  const [email, setEmail] = useState(invitedEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      setError('Please enter your email.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await sendMagicLink(token, address);
      if (result.success) setSentTo(address);
      else setError(result.error || SEND_FAILED);
    } catch (caught) {
      setError(errorMessage(caught, SEND_FAILED));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <CenteredPanel className="text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success-text">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">Check your email</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-ink-muted" role="status">
          We sent a magic link to{' '}
          <strong className="block font-semibold [overflow-wrap:anywhere] text-ink">{sentTo}</strong>
        </p>
        <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
          Open it on this device to sign in. The link works once.
        </p>
        <Button variant="ghost" className="mt-6" onClick={() => setSentTo(null)}>
          Use a different email
        </Button>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel>
      <p className="inline-flex rounded-full bg-brand-soft px-3 py-1 text-[13px] font-semibold text-brand-text">
        You're invited
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">Claim your Stash</h1>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        Confirm your email and we'll send you a magic link to sign in. No password needed yet.
      </p>
      <form className="mt-7 flex flex-col gap-5" onSubmit={(event) => void onSubmit(event)} noValidate>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
        />
        {error ? <Alert>{error}</Alert> : null}
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? 'Sending...' : 'Send Magic Link'}
        </Button>
      </form>
    </CenteredPanel>
  );
}

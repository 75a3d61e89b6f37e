import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@stash/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { completeSetup } from '../../api/auth';
import { profileQueryKeys } from '../../api/profile-hooks';
import { session } from '../../api/session';
import { CenteredPanel } from '../../components/centered-panel';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { markTourOfferDue } from '../../lib/guided-tour';
import { errorMessage } from './error-message';
import { useUsernameAvailability, type UsernameAvailability } from '../../api/use-username-availability';

const SETUP_FAILED = 'Failed to complete account setup';

interface FieldErrors {
  name?: string;
  username?: string;
  password?: string;
  confirm?: string;
}

function validate(fields: { name: string; username: string; password: string; confirm: string }, availability: UsernameAvailability): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.name.trim()) errors.name = 'Please enter your name.';
  if (!fields.username.trim()) errors.username = 'Please choose a username.';
  else if (availability.state === 'unavailable') errors.username = availability.message;
  if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (fields.confirm !== fields.password) errors.confirm = 'Passwords do not match.';
  return errors;
}

function AvailabilityHint({ availability }: { availability: UsernameAvailability }) {
  // Polite live region: announced after the member pauses typing, never interrupting.
  return (
    <span role="status" aria-live="polite" className="flex min-h-5 items-center gap-1.5">
      {availability.state === 'idle' ? 'Letters, numbers, dots and underscores.' : null}
      {availability.state === 'checking' ? (
        <>
          <Spinner className="size-3.5" /> Checking availability...
        </>
      ) : null}
      {availability.state === 'available' ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-success-text">
          <CircleCheck className="size-3.5" aria-hidden="true" /> {availability.message}
        </span>
      ) : null}
      {availability.state === 'unavailable' || availability.state === 'error' ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-danger-text">
          <CircleAlert className="size-3.5" aria-hidden="true" /> {availability.message}
        </span>
      ) : null}
    </span>
  );
}

/** '/account-setup': the last claim step, where a new member names themselves and picks a password. */
export function AccountSetupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const availability = useUsernameAvailability(username);

  // Field errors appear after the first submit attempt, then update as the member fixes them.
  const errors = submitted ? validate({ name, username, password, confirm }, availability) : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const problems = validate({ name, username, password, confirm }, availability);
    const firstProblem = (['name', 'username', 'password', 'confirm'] as const).find((field) => problems[field]);
    if (firstProblem) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstProblem}"]`)?.focus();
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      await completeSetup({ name: name.trim(), username: username.trim().toLowerCase(), password });
      await queryClient.invalidateQueries({ queryKey: profileQueryKeys.mine() });
      toast.success('Welcome to Stash!', { description: 'Your account is ready.' });
      // A new member: home offers the guided tour once (the session now knows who signed in).
      markTourOfferDue(session.getState().user?.user_id);
      await navigate('/home', { replace: true });
    } catch (caught) {
      setServerError(errorMessage(caught, SETUP_FAILED));
      setBusy(false);
    }
  }

  return (
    <CenteredPanel>
      <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">Last step</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Set up your account</h1>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        Choose how you appear in Stash and a password for signing in next time.
      </p>

      <form className="mt-7 flex flex-col gap-5" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          disabled={busy}
        />
        <TextField
          label="Username"
          name="username"
          prefix="@"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          hint={<AvailabilityHint availability={availability} />}
          // An unavailable name is already explained by the live hint; only a blank one needs an error.
          error={submitted && !username.trim() ? errors.username : null}
          aria-invalid={errors.username || availability.state === 'unavailable' ? true : undefined}
          disabled={busy}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password}
          disabled={busy}
        />
        <TextField
          label="Confirm password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
          disabled={busy}
        />
        {serverError ? <Alert>{serverError}</Alert> : null}
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? 'Setting up...' : 'Complete Setup'}
        </Button>
      </form>
    </CenteredPanel>
  );
}

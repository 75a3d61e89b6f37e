// A new password, the current one needed; every other device is signed out when it changes.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@stash/shared';
import { changePassword } from '../../api/profile';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ProfileSection } from './profile-section';

export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!current) return setProblem('Enter your current password.');
    if (next.length < PASSWORD_MIN_LENGTH) return setProblem(`Your new password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
    if (next !== confirm) return setProblem('The new passwords do not match.');
    setBusy(true);
    setProblem(null);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success('Password changed', { description: 'Your other devices were signed out.' });
    } catch (caught) {
      setProblem(caught instanceof Error && caught.message ? caught.message : 'Could not change your password. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection title="Password" description="Changing it signs you out on every other device.">
      <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField label="Current password" name="current_password" type="password" autoComplete="current-password" value={current} disabled={busy} onChange={(event) => setCurrent(event.target.value)} />
        <TextField label="New password" name="new_password" type="password" autoComplete="new-password" value={next} disabled={busy} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} onChange={(event) => setNext(event.target.value)} />
        <TextField label="Confirm new password" name="confirm_password" type="password" autoComplete="new-password" value={confirm} disabled={busy} onChange={(event) => setConfirm(event.target.value)} />
        {problem ? <Alert>{problem}</Alert> : null}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}

// Signing out of every device at once: for a lost phone or a shared computer.
import { useState } from 'react';
import { signOutEverywhere } from '../../api/profile';
import { session } from '../../api/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ProfileSection } from './profile-section';

export function SessionsSection() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSignOutEverywhere() {
    setBusy(true);
    setProblem(null);
    try {
      await signOutEverywhere();
      await session.signOut();
    } catch (caught) {
      setProblem(caught instanceof Error && caught.message ? caught.message : 'Could not sign you out everywhere. Please try again.');
      setBusy(false);
    }
  }

  return (
    <ProfileSection title="Sessions" description="Sign out of Stash on every phone and computer, this one included.">
      <div className="flex flex-col items-start gap-4">
        {problem ? <Alert>{problem}</Alert> : null}
        <Button variant="secondary" onClick={() => void onSignOutEverywhere()} disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          Sign out everywhere
        </Button>
      </div>
    </ProfileSection>
  );
}

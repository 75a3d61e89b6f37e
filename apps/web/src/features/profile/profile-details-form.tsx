// The member's name, username (its availability checked as it is typed) and Instagram handle.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { updateProfileRequestSchema, type Profile } from '@stash/shared';
import { useUpdateProfile } from '../../api/profile-hooks';
import { useUsernameAvailability } from '../../api/use-username-availability';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ProfileSection } from './profile-section';

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const [name, setName] = useState(profile.name ?? '');
  const [username, setUsername] = useState(profile.stash_username ?? '');
  const [handle, setHandle] = useState(profile.instagram_handle ? `@${profile.instagram_handle}` : '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateProfile();
  const usernameChanged = username.trim().toLowerCase() !== (profile.stash_username ?? '');
  const availability = useUsernameAvailability(usernameChanged ? username : '');
  const changed = name.trim() !== (profile.name ?? '') || usernameChanged || handle.trim().replace(/^@/, '') !== (profile.instagram_handle ?? '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    if (usernameChanged && availability.state === 'unavailable') return setProblem(availability.message);
    const patch = updateProfileRequestSchema.safeParse({
      name: name.trim() || null,
      stash_username: username.trim() || null,
      instagram_handle: handle.trim() || null,
    });
    if (!patch.success) return setProblem(patch.error.issues[0]?.message ?? 'Check the fields and try again.');
    try {
      await save.mutateAsync(patch.data);
      toast.success('Profile saved');
    } catch (caught) {
      setProblem(caught instanceof Error && caught.message ? caught.message : 'Could not save your profile. Please try again.');
    }
  }

  const usernameHint =
    usernameChanged && availability.state !== 'idle' ? (
      <span role="status" aria-live="polite">
        {'message' in availability ? availability.message : 'Checking…'}
      </span>
    ) : (
      'Letters, numbers, dots and underscores.'
    );

  return (
    <ProfileSection title="Your details">
      <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField label="Name" name="name" autoComplete="name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <TextField
          label="Username"
          name="username"
          prefix="@"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          hint={usernameHint}
          error={usernameChanged && availability.state === 'unavailable' ? availability.message : null}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="Instagram handle"
          name="instagram_handle"
          placeholder="@username"
          autoCapitalize="none"
          spellCheck={false}
          value={handle}
          hint="Used to match posts you share with Stash by direct message."
          onChange={(event) => setHandle(event.target.value)}
        />
        <TextField label="Email" name="email" type="email" value={profile.email} readOnly hint="Your sign-in address." />
        {problem ? <Alert>{problem}</Alert> : null}
        <div>
          <Button type="submit" disabled={!changed || save.isPending}>
            {save.isPending ? <Spinner className="size-4" /> : null}
            {save.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}

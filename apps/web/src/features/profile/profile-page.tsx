// /profile: who the member is (initial, name, username or email, stash count and age), their
// details (name, username checked as it is typed, Instagram handle), saving by Instagram message,
// the theme, the 'Save to Stash' bookmarklet, their password (the current one needed), their sessions (sign out everywhere) and
// importing saves from the platforms' exports (/import), and their data (download it, or delete the account).
import { useProfile } from '../../api/profile-hooks';
import { InstallAppButton } from '../../components/install-app-button';
import { LoadFailed } from '../../components/ui/state-panel';
import { Spinner } from '../../components/ui/spinner';
import { ageLabel } from '../../lib/age-label';
import { avatarInitial, displayName } from '../../lib/display-name';
import { AppearanceSection } from './appearance-section';
import { ImportSection } from './import-section';
import { InstagramSection } from './instagram-section';
import { BookmarkletSection } from './bookmarklet-section';
import { PasswordSection } from './password-section';
import { ProfileDetailsForm } from './profile-details-form';
import { SessionsSection } from './sessions-section';
import { StashStatsSection } from './stash-stats-section';
import { UsageSection } from './usage-section';
import { YourDataSection } from './your-data-section';

export function ProfilePage() {
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading your profile">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (profile.isError) {
    return <LoadFailed title="Your profile could not be loaded" message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }

  const { data } = profile;
  const age = ageLabel(data.created_at);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex items-center gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-orange-500 to-pink-500 text-2xl font-semibold text-white" aria-hidden="true">
          {avatarInitial(data.name, data.email)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{displayName(data.name, data.email)}</h1>
          <p className="truncate text-[15px] text-ink-muted">{data.stash_username ? `@${data.stash_username}` : data.email}</p>
          <p className="mt-1 text-[13px] text-ink-muted">
            {data.total_stashes === 1 ? '1 stash' : `${data.total_stashes.toLocaleString()} stashes`}
            {age ? ` · ${age}` : ''}
          </p>
        </div>
        <InstallAppButton className="shrink-0" />
      </header>
      <StashStatsSection />
      <UsageSection />
      <ProfileDetailsForm profile={data} />
      <InstagramSection />
      <AppearanceSection />
      <BookmarkletSection />
      <PasswordSection />
      <SessionsSection />
      <ImportSection />
      <YourDataSection email={data.email} />
    </div>
  );
}

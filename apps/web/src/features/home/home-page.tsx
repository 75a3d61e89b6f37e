import { Bookmark, CalendarHeart, Sparkles } from 'lucide-react';
import { useProfile } from '../../api/profile-hooks';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

function memberSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
}

function HomeSkeleton() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">Loading your profile</span>
      <div className="h-4 w-24 rounded-full bg-surface-muted" />
      <div className="mt-4 h-10 w-72 max-w-full rounded-xl bg-surface-muted" />
      <div className="mt-3 h-4 w-48 rounded-full bg-surface-muted" />
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        <div className="h-28 rounded-3xl bg-surface-muted" />
        <div className="h-28 rounded-3xl bg-surface-muted" />
      </div>
    </div>
  );
}

/** '/home' for now: a greeting and the member's basics. The real home replaces it in a later issue. */
export function HomePage() {
  const profile = useProfile();

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-6 sm:py-16">
      {profile.isPending ? (
        <HomeSkeleton />
      ) : profile.isError ? (
        <div className="flex flex-col items-start gap-4">
          <h1 className="text-2xl font-semibold tracking-tight">Welcome</h1>
          <Alert>We couldn't load your profile. {profile.error.message}</Alert>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="animate-enter">
          <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">Your stash</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {profile.data.name?.trim() ? `Welcome, ${profile.data.name.trim()}` : 'Welcome to Stash'}
          </h1>
          <p className="mt-3 text-[17px] [overflow-wrap:anywhere] text-ink-muted">{profile.data.email}</p>

          <dl className="mt-10 grid gap-4 sm:grid-cols-2">
            <div className="rounded-3xl border border-line bg-surface p-6 shadow-soft">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
                <Bookmark className="size-4 text-brand-text" aria-hidden="true" />
                Stashes
              </dt>
              <dd className="mt-2 text-4xl font-semibold tracking-tight tabular-nums">{profile.data.total_stashes}</dd>
            </div>
            <div className="rounded-3xl border border-line bg-surface p-6 shadow-soft">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
                <CalendarHeart className="size-4 text-brand-text" aria-hidden="true" />
                Member since
              </dt>
              <dd className="mt-2 text-2xl font-semibold tracking-tight">{memberSince(profile.data.created_at) ?? 'Not available'}</dd>
            </div>
          </dl>

          <section
            className="mt-6 flex items-start gap-4 rounded-3xl border border-brand/20 bg-brand-soft p-6"
            aria-labelledby="home-soon-title"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-violet-500 to-pink-500 text-white">
              <Sparkles className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 id="home-soon-title" className="font-semibold text-ink">
                Your home is getting ready
              </h2>
              <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">
                Recent saves, nearby places and upcoming events will appear here. Until then, keep saving the posts you love.
              </p>
            </div>
          </section>
        </div>
      )}
    </div>
  );
}

// What the home screen shows instead of its content: skeletons while loading, a welcome for a
// member with an empty stash, and a failed load with a retry.
import { Link } from 'react-router';
import { BookmarkPlus, CircleAlert, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { NumberedSteps } from '../../components/ui/state-panel';

export function HomeSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your stash</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="mt-10 mb-4 h-5 w-36 rounded-full bg-surface-muted" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="overflow-hidden rounded-2xl border border-line bg-surface">
              <div className="aspect-[4/3] bg-surface-muted" />
              <div className="space-y-2 p-3.5">
                <div className="h-3.5 w-11/12 rounded-full bg-surface-muted" />
                <div className="h-3.5 w-2/3 rounded-full bg-surface-muted" />
                <div className="h-3 w-20 rounded-full bg-surface-muted" />
              </div>
            </div>
          ))}
        </div>
        <div className="mt-10 mb-4 h-5 w-44 rounded-full bg-surface-muted" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="h-[4.5rem] rounded-2xl border border-line bg-surface" />
          ))}
        </div>
      </div>
    </div>
  );
}

const FIRST_STEPS = [
  'Copy the link of a post on Instagram, TikTok or X (Share, then Copy link).',
  'Press the button below and paste it.',
  'Stash fetches it and sorts out the places, events and recipes in it while you carry on.',
];

export function HomeEmpty({ onSaveLink }: { onSaveLink?: () => void }) {
  return (
    <section
      aria-labelledby="home-empty-title"
      // Where recent stashes will show: the guided tour's first step points here until there are some.
      data-tour="home-recent-stashes"
      className="mt-10 animate-enter overflow-hidden rounded-3xl border border-brand/20 bg-linear-to-br from-violet-500/8 via-surface to-pink-500/8 p-6 shadow-soft sm:p-10"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-violet-500 to-pink-500 text-white shadow-soft">
        <BookmarkPlus className="size-7" aria-hidden="true" />
      </div>
      <h2 id="home-empty-title" className="mt-5 text-2xl font-semibold tracking-tight text-balance">
        Your stash starts here
      </h2>
      <p className="mt-2 max-w-lg text-[15px] leading-relaxed text-ink-muted">
        Your stash is empty. Anything you save from Instagram, TikTok or X lands here, organised for you.
      </p>
      <NumberedSteps steps={FIRST_STEPS} layout="row" />
      {onSaveLink ? (
        <Button size="lg" className="mt-7 w-full sm:w-auto" onClick={onSaveLink} aria-haspopup="dialog">
          <Plus className="size-5" aria-hidden="true" />
          {/* Not 'Save a link': that is the add buttons' name, and a second one would make it ambiguous. */}
          Save your first link
        </Button>
      ) : null}
      <p className="mt-4 text-[14px] text-ink-muted">
        Saved a lot already?{' '}
        <Link to="/import" className="font-medium text-brand underline-offset-2 hover:underline">
          Import your saves from Instagram, TikTok or X
        </Link>
      </p>
    </section>
  );
}

export function HomeError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <section aria-labelledby="home-error-title" className="mx-auto mt-10 flex max-w-md animate-enter flex-col items-center py-10 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger-text">
        <CircleAlert className="size-7" aria-hidden="true" />
      </div>
      <h2 id="home-error-title" className="mt-5 text-xl font-semibold tracking-tight">
        We couldn't load your stash
      </h2>
      <p role="alert" className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        {message || 'Please try again.'}
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </section>
  );
}

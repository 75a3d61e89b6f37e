// What the feed shows instead of cards: skeletons while the first page loads, an empty stash
// (with how to save a first link), an empty category, and a failed first load.
import { BookmarkPlus, CircleAlert, FolderSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

export function FeedSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      <span className="sr-only">Loading your stashes</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="animate-pulse overflow-hidden rounded-3xl border border-line bg-surface" aria-hidden="true">
          <div className="aspect-[4/5] bg-surface-muted" />
          <div className="space-y-3 p-4">
            <div className="h-3 w-32 rounded-full bg-surface-muted" />
            <div className="h-4 w-11/12 rounded-full bg-surface-muted" />
            <div className="h-4 w-2/3 rounded-full bg-surface-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md animate-enter flex-col items-center px-2 py-16 text-center" aria-labelledby="feed-state-title">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-text">{icon}</div>
      <h2 id="feed-state-title" className="mt-5 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FeedEmpty() {
  return (
    <StatePanel icon={<BookmarkPlus className="size-7" aria-hidden="true" />} title="Your stash is empty">
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">Save your first post and it shows up here, organised for you.</p>
      <ol className="mt-6 w-full space-y-2 text-left text-[15px] text-ink">
        {[
          'Copy the link of a post on Instagram, TikTok or X (Share, then Copy link).',
          'Press the + button and choose Save a Link.',
          'Paste the link and save. We fetch and organise it while you carry on.',
        ].map((step, index) => (
          <li key={step} className="flex gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-text">
              {index + 1}
            </span>
            <span className="leading-snug">{step}</span>
          </li>
        ))}
      </ol>
    </StatePanel>
  );
}

export function CategoryEmpty({ label, onShowAll }: { label: string; onShowAll: () => void }) {
  return (
    <StatePanel icon={<FolderSearch className="size-7" aria-hidden="true" />} title={`Nothing in ${label} yet`}>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">Posts we organise into {label} will appear here.</p>
      <Button variant="secondary" className="mt-6" onClick={onShowAll}>
        Show all stashes
      </Button>
    </StatePanel>
  );
}

export function FeedError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatePanel icon={<CircleAlert className="size-7" aria-hidden="true" />} title="We couldn't load your stash">
      <p role="alert" className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        {message || 'Please try again.'}
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </StatePanel>
  );
}

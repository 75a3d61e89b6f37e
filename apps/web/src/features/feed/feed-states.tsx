// What the feed shows instead of cards: skeletons while the first page loads, an empty stash
// (with how to save a first link), an empty category, and a failed first load.
import { BookmarkPlus, FolderSearch } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { LoadFailed, NumberedSteps, StatePanel } from '../../components/ui/state-panel';

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

export function FeedEmpty() {
  return (
    <StatePanel icon={<BookmarkPlus className="size-7" aria-hidden="true" />} title="Your stash is empty">
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">Save your first post and it shows up here, organised for you.</p>
      <NumberedSteps
        steps={[
        'Copy the link of a post on Instagram, TikTok or X (Share, then Copy link).',
        'Press the + button and choose Save a Link.',
        'Paste the link and save. We fetch and organise it while you carry on.',
        ]}
      />
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
  return <LoadFailed title="We couldn't load your stash" message={message} onRetry={onRetry} />;
}

// The detail page's states other than an entity to read: loading, not found, failed to load.
import type { ReactNode } from 'react';
import { CircleAlert, RotateCcw, SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

export function EntityDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading details" className="flex animate-pulse flex-col gap-5">
      <div className="flex items-center gap-3">
        <div className="size-14 rounded-2xl bg-surface-muted" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-3 w-24 rounded-full bg-surface-muted" />
          <div className="h-7 w-2/3 rounded-full bg-surface-muted" />
        </div>
      </div>
      <div className="h-40 rounded-2xl bg-surface-muted" />
      <div className="h-24 rounded-2xl bg-surface-muted" />
    </div>
  );
}

function StateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-surface-muted text-ink-muted">{icon}</span>
      <h1 className="text-lg font-semibold text-ink">{title}</h1>
      {children}
    </div>
  );
}

export function EntityNotFound() {
  return (
    <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title="We couldn't find this">
      <p className="max-w-xs text-[15px] text-ink-muted">It may have been removed with the stash it came from, or the link is not right.</p>
    </StateMessage>
  );
}

export function EntityLoadError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <StateMessage icon={<CircleAlert className="size-6 text-danger-text" aria-hidden="true" />} title="Unable to load details">
      <p role="alert" className="max-w-xs text-[15px] text-ink-muted">
        {message || 'Please try again'}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : <RotateCcw className="size-4" aria-hidden="true" />}
        Try again
      </Button>
    </StateMessage>
  );
}

// The drawer's states other than a stash to read: loading, not found, failed to load, still
// being organised, and organising failed (with the server's reason and a retry).
import type { ReactNode } from 'react';
import { CircleAlert, RotateCcw, SearchX, Sparkles } from 'lucide-react';
import { useRetryPost } from '../../api/use-retry-post';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { FAILED_FALLBACK_REASON } from '../../lib/post-status';

/** Spec section 8's wording when a stash cannot be shown. */
export const UNABLE_TO_LOAD = 'Unable to load post details';

export function DrawerSkeleton() {
  return (
    <div role="status" aria-label="Loading stash" className="flex animate-pulse flex-col gap-5 p-5 md:p-6">
      <div className="aspect-[4/5] max-h-[60vh] w-full rounded-2xl bg-surface-muted" />
      <div className="h-3 w-1/3 rounded-full bg-surface-muted" />
      <div className="h-7 w-4/5 rounded-full bg-surface-muted" />
      <div className="flex flex-col gap-2">
        <div className="h-3.5 w-full rounded-full bg-surface-muted" />
        <div className="h-3.5 w-11/12 rounded-full bg-surface-muted" />
        <div className="h-3.5 w-2/3 rounded-full bg-surface-muted" />
      </div>
    </div>
  );
}

function StateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-surface-muted text-ink-muted">{icon}</span>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </div>
  );
}

export function StashNotFound({ onClose }: { onClose: () => void }) {
  return (
    <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title={UNABLE_TO_LOAD}>
      <p className="max-w-xs text-[15px] text-ink-muted">This stash may have been deleted, or the link is not right.</p>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </StateMessage>
  );
}

export function StashLoadError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <StateMessage icon={<CircleAlert className="size-6 text-danger-text" aria-hidden="true" />} title={UNABLE_TO_LOAD}>
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

export function OrganisingNote() {
  return (
    <p role="status" className="flex items-center gap-2.5 rounded-2xl border border-brand/20 bg-brand-soft px-3.5 py-3 text-sm font-medium text-brand-text">
      <Sparkles className="size-4 shrink-0 animate-pulse" aria-hidden="true" />
      Still organising this stash. Its details fill in here as soon as it's done.
    </p>
  );
}

export function OrganisingFailed({ postId, reason }: { postId: string; reason: string | null }) {
  const retry = useRetryPost();
  return (
    <div className="rounded-2xl border border-danger-line bg-danger-soft p-4 text-sm text-danger-text">
      <p className="flex items-start gap-2 leading-snug">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{reason?.trim() || FAILED_FALLBACK_REASON}</span>
      </p>
      <Button variant="secondary" size="sm" className="mt-3" disabled={retry.isPending} onClick={() => retry.mutate(postId)}>
        {retry.isPending ? <Spinner className="size-4" /> : <RotateCcw className="size-4" aria-hidden="true" />}
        {retry.isPending ? 'Trying…' : 'Try again'}
      </Button>
    </div>
  );
}

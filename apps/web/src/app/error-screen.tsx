import { RefreshCw, House, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button';

/**
 * The fallback when a screen crashes (spec section 2). 'Go Home' and 'Refresh Page' load the page
 * afresh so broken in-memory state cannot follow the member; 'Try Again' re-renders in place.
 */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-md animate-enter text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger-text">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
          This screen hit an unexpected problem. Your stash is safe; try one of these.
        </p>
        <div className="mt-8 flex flex-col gap-3">
          <Button onClick={() => window.location.reload()} fullWidth>
            <RefreshCw className="size-4" aria-hidden="true" />
            Refresh Page
          </Button>
          <Button variant="secondary" onClick={() => window.location.assign('/')} fullWidth>
            <House className="size-4" aria-hidden="true" />
            Go Home
          </Button>
          <Button variant="ghost" onClick={onRetry} fullWidth>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try Again Without Refreshing
          </Button>
        </div>
      </div>
    </div>
  );
}

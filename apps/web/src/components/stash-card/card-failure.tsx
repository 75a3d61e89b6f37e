// The failed state of a card: the server's reason and a 'Try again' that queues the post again.
// It sits above the card's stretched link, so pressing it never opens the stash.
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { FAILED_FALLBACK_REASON } from '../../lib/post-status';
import { useRetryPost } from '../../api/use-retry-post';

export function CardFailure({ postId, title, reason }: { postId: string; title: string; reason: string | null }) {
  const retry = useRetryPost();
  return (
    <div className="relative z-10 rounded-2xl border border-danger-line bg-danger-soft p-3 text-sm text-danger-text">
      <p className="flex items-start gap-2 leading-snug">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{reason?.trim() || FAILED_FALLBACK_REASON}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        aria-label={`Try again: ${title}`}
        disabled={retry.isPending}
        onClick={() => retry.mutate(postId)}
      >
        {retry.isPending ? <Spinner className="size-4" /> : <RotateCcw className="size-4" aria-hidden="true" />}
        {retry.isPending ? 'Trying…' : 'Try again'}
      </Button>
    </div>
  );
}

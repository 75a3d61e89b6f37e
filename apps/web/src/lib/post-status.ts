// Where a post stands in the server's organising (pending -> fetched -> organised, or failed).
import type { PostStatus } from '@stash/shared';

const IN_FLIGHT: ReadonlySet<PostStatus> = new Set(['pending', 'fetched']);

/** Still being organised: the card says so and the feed keeps it fresh. */
export function isProcessing(status: PostStatus): boolean {
  return IN_FLIGHT.has(status);
}

export const FAILED_FALLBACK_REASON = "We couldn't organise this post.";

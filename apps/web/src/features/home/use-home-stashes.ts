// The home screen's one call: the latest stashes with the total and the per-category counts
// (spec section 7, POST /posts/list with include_counts and include_category_counts), as cards.
import { useQuery } from '@tanstack/react-query';
import { postQueryKeys } from '../../api/post-query-keys';
import type { PostCard } from '@stash/shared';
import { listPostCards, type PostCardsListBody, type PostsPage } from '../../api/posts';
import { isProcessing } from '../../lib/post-status';

/** How many recent stashes the home screen shows: two rows of four on a laptop. */
export const HOME_RECENT_LIMIT = 8;
/** Fresh as long as the feed's pages (spec section 9), so moving between the two does not refetch. */
export const HOME_STALE_TIME_MS = 60_000;
/** While a just-saved link is still being organised, look again this often so its card fills in. */
export const HOME_PROCESSING_POLL_MS = 4_000;

const HOME_REQUEST: PostCardsListBody = { limit: HOME_RECENT_LIMIT, include_counts: true, include_category_counts: true };

export function useHomeStashes(pollIntervalMs = HOME_PROCESSING_POLL_MS) {
  return useQuery<PostsPage<PostCard>>({
    // A posts key, so a save or an edit anywhere refreshes the home screen too.
    queryKey: postQueryKeys.cardPage(HOME_REQUEST),
    queryFn: () => listPostCards(HOME_REQUEST),
    staleTime: HOME_STALE_TIME_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) => (query.state.data?.posts.some((post) => isProcessing(post.status)) ? pollIntervalMs : false),
  });
}

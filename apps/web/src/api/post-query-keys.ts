// Where each answer about posts lives in TanStack Query's cache. Every key starts with 'posts', so
// a change to posts (a save, a retry) refreshes them all at once; the second part names the shape
// of the data held, so edits of cached posts (post-cache.ts) know what they are editing.
import type { PostsListBody } from './posts';

export const postQueryKeys = {
  all: ['posts'] as const,
  /** The feed's infinite pages (FeedData), one per category chip; null is 'All'. */
  feeds: () => ['posts', 'feed'] as const,
  feed: (category: string | null) => ['posts', 'feed', category] as const,
  /** One answer of the list call (PostsPage), keyed by the request itself. */
  pages: () => ['posts', 'page'] as const,
  page: (request: PostsListBody) => ['posts', 'page', request] as const,
  /** One answer of the list call in the card view (PostsPage of cards): apart from whole pages of the same request. */
  cardPage: (request: PostsListBody) => ['posts', 'page', 'card', request] as const,
  /** One post as the stash drawer reads it (Post, or null when it is not there). */
  details: () => ['posts', 'detail'] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  /** Stashes related to one (Post[]). */
  relatedLists: () => ['posts', 'related'] as const,
  related: (postId: string, entityIds: readonly string[], category: string | null) => ['posts', 'related', postId, [...entityIds], category] as const,
  /** A batch read by id (PostsBatch): the look at posts still being organised. */
  batches: () => ['posts', 'batch'] as const,
  batch: (ids: readonly string[]) => ['posts', 'batch', [...ids].sort()] as const,
};

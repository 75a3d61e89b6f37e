// The drawer's data: the whole post (its card, from the page it was opened on, shows at once
// while the whole post loads: feeds, home and /manage hold cards only), its edit and its delete.
// Edits and deletes are written into every cached feed page so the cards behind the drawer change
// without a reload.
import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Post, PostCard } from '@stash/shared';
import { entityQueryKeys } from '../../api/entities-hooks';
import { applyPostUpdates, findFeedPost, type FeedData } from '../../api/feed-cache';
import { postQueryKeys } from '../../api/post-query-keys';
import { writeQueryData } from '../../api/query-writes';
import { deletePost, getPost, updatePost, type PostEdit, type PostsPage } from '../../api/posts';
import { isProcessing } from '../../lib/post-status';

/** While a post is being organised the drawer reads it again this often, so it fills in by itself. */
export const PROCESSING_REFRESH_MS = 3_000;

/** The post's card in a cached feed or list page (feed, home, /manage), if any holds it. */
function cardFromPages(queryClient: QueryClient, id: string): PostCard | undefined {
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: postQueryKeys.feeds() })) {
    const post = findFeedPost(data, id);
    if (post) return post;
  }
  for (const [, page] of queryClient.getQueriesData<PostsPage<PostCard>>({ queryKey: postQueryKeys.pages() })) {
    const post = page?.posts.find((candidate) => candidate.id === id);
    if (post) return post;
  }
  return undefined;
}

/** The card the drawer was opened from, read once per stash: what it shows until the whole post is in. */
export function useStashCard(id: string): PostCard | undefined {
  const queryClient = useQueryClient();
  return useMemo(() => cardFromPages(queryClient, id), [queryClient, id]);
}

export function useStashPost(id: string, refreshMs = PROCESSING_REFRESH_MS) {
  return useQuery({
    queryKey: postQueryKeys.detail(id),
    queryFn: () => getPost(id),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const post = query.state.data;
      return post && isProcessing(post.status) ? refreshMs : false;
    },
  });
}

export function useUpdateStashPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: PostEdit) => updatePost(id, edit),
    onSuccess: async (saved) => {
      // The drawer reads a post being organised again every few seconds: a read begun before the
      // edit must not put the old words back (query-writes.ts).
      await writeQueryData<Post | null>(queryClient, postQueryKeys.detail(id), (current) =>
        // The edit answer may come without entities; keep the ones the drawer already has.
        current?.entities && !saved.entities ? { ...saved, entities: current.entities } : saved,
      );
      queryClient.setQueriesData<FeedData>({ queryKey: postQueryKeys.feeds() }, (data) => applyPostUpdates(data, { [id]: saved }));
    },
  });
}

export function useDeleteStashPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(id),
    onSuccess: () => {
      queryClient.setQueriesData<FeedData>({ queryKey: postQueryKeys.feeds() }, (data) => applyPostUpdates(data, {}, [id]));
      queryClient.removeQueries({ queryKey: entityQueryKeys.ofPost(id) });
      // Lists that may hold it (related posts, other screens) ask the server again; the feed
      // pages were edited above, so they are left as they are.
      for (const lists of [postQueryKeys.pages(), postQueryKeys.relatedLists()]) {
        void queryClient.invalidateQueries({ queryKey: lists });
      }
    },
  });
}

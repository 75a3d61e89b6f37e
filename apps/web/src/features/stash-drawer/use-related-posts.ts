// Other stashes related to this one: first those that share one of its entities (one list call per
// entity, the first few only), then, when none do, the latest of the same category.
import { useQuery } from '@tanstack/react-query';
import type { Post } from '@stash/shared';
import { postQueryKeys } from '../../api/post-query-keys';
import { listPosts } from '../../api/posts';

/** How many related stashes the list shows, and how many entities are asked about. */
export const RELATED_LIMIT = 12;
const ENTITIES_ASKED = 3;

export async function findRelatedPosts(postId: string, entityIds: readonly string[], category: string | null): Promise<Post[]> {
  const related = new Map<string, Post>();
  const add = (posts: readonly Post[]) => {
    for (const post of posts) {
      if (post.id !== postId && !related.has(post.id) && related.size < RELATED_LIMIT) related.set(post.id, post);
    }
  };
  const pages = await Promise.all(
    entityIds.slice(0, ENTITIES_ASKED).map((entityId) => listPosts({ entity_id: entityId, limit: RELATED_LIMIT + 1 })),
  );
  for (const page of pages) add(page.posts);
  if (related.size === 0 && category) add((await listPosts({ category, limit: RELATED_LIMIT + 1 })).posts);
  return [...related.values()];
}

export function useRelatedPosts(postId: string, entityIds: readonly string[] | undefined, category: string | null) {
  return useQuery({
    queryKey: postQueryKeys.related(postId, entityIds ?? [], category),
    queryFn: () => findRelatedPosts(postId, entityIds ?? [], category),
    // Waits for the entities, so the list is not first filled by category and then replaced.
    enabled: entityIds !== undefined,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

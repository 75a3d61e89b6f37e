// Which of the member's places carry a tag. Tags belong to posts, places to the posts they came
// from, so: GET /tags/{id}/posts for the post ids, then POST /posts/batch with include_entities for
// those posts (50 ids a call). We chose the batch read over posts/list because posts/list has no tag
// filter (it would mean paging the whole stash), and over /entities/message/{postId} because that is
// one call per post where the batch is one call per 50. The map already holds the places, so the
// answer is only a set of entity ids to filter them by.
import type { QueryClient } from '@tanstack/react-query';
import { postsApi, type PostsApi } from '../../api/posts';
import { tagsApi, type TagsApi } from '../../api/tags';
import { tagQueryKeys } from '../../api/tags-hooks';

export async function entityIdsOfTag(
  tagId: string,
  { queryClient, tags = tagsApi, posts = postsApi }: { queryClient: QueryClient; tags?: TagsApi; posts?: PostsApi },
): Promise<Set<string>> {
  // Through the tag's own query, so a fresh answer another screen read is not asked for again.
  const postIds = await queryClient.fetchQuery({ queryKey: tagQueryKeys.postsOfTag(tagId), queryFn: () => tags.getPostIdsOfTag(tagId) });
  const batch = await posts.getPostsBatch(postIds, { include_entities: true });
  const entityIds = new Set<string>();
  for (const post of Object.values(batch.posts)) for (const entity of post.entities ?? []) entityIds.add(entity.entity_id);
  return entityIds;
}

// Which of the member's places carry a tag. Tags belong to posts, places to the posts they came
// from, so: GET /tags/{id}/posts for the post ids, then POST /posts/batch with include_entities for
// those posts (50 ids a call). We chose the batch read over posts/list because posts/list has no tag
// filter (it would mean paging the whole stash), and over /entities/message/{postId} because that is
// one call per post where the batch is one call per 50. The map already holds the places, so the
// answer is only a set of entity ids to filter them by.
import { BATCH_CHUNK_SIZE, endpoints } from '@stash/shared';
import { apiClient } from '../../api/client';
import type { ApiClient } from '../../api/api-client';
import { tagsApi, type TagsApi } from '../../api/tags';

export async function entityIdsOfTag(
  tagId: string,
  { client = apiClient, tags = tagsApi }: { client?: ApiClient; tags?: TagsApi } = {},
): Promise<Set<string>> {
  const postIds = await tags.getPostIdsOfTag(tagId);
  const entityIds = new Set<string>();
  for (let start = 0; start < postIds.length; start += BATCH_CHUNK_SIZE) {
    const ids = postIds.slice(start, start + BATCH_CHUNK_SIZE);
    const body = await client.call(endpoints.postsBatch, { body: { ids, include_entities: true } });
    for (const post of Object.values(body.posts)) for (const entity of post.entities ?? []) entityIds.add(entity.entity_id);
  }
  return entityIds;
}

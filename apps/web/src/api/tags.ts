// Tags (spec section 7, Tags): the member's coloured labels and the labels of each post.
// Answers are checked against the shared schemas. Spec section 8 rules live here: tag calls word
// a missing token and a 401 their own way, failed list calls are logged and answer empty, and a
// single tag that is not there (404) is none rather than an error.
import { BATCH_CHUNK_SIZE, endpoints, type EndpointBody, type Tag, type TagStatsResponse } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { AUTH_FAILURE_MESSAGES, consoleLog, createWordedCall, isNotFound, orEmptyOnFailure, type FailureLog } from './tag-entity-call-rules';

export const TAG_API_MESSAGES = {
  ...AUTH_FAILURE_MESSAGES,
  deletedTagIdRequired: 'Deleted tag id must be a non-empty string',
} as const;

/** Tags in name order, ignoring case, as the picker and the management list show them. */
export function sortTagsByName<T extends { name: string }>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.name.localeCompare(b.name));
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_CHUNK_SIZE) result.push(items.slice(start, start + BATCH_CHUNK_SIZE));
  return result;
}

export function createTagsApi(client: ApiClient, log: FailureLog = consoleLog) {
  const tagCall = createWordedCall(client);
  const listOrEmpty = <T>(what: string, load: () => Promise<T>, empty: T) => orEmptyOnFailure(log, what, load, empty);

  return {
    /** GET /tags: every tag of the member, sorted by name; [] when the call fails. */
    listTags(): Promise<Tag[]> {
      return listOrEmpty(
        'tags',
        async () => sortTagsByName((await tagCall(endpoints.tagsList, {})).tags),
        [],
      );
    },

    /** GET /tags/{id}; null when the tag does not exist (404). */
    async getTag(id: string): Promise<Tag | null> {
      try {
        return await tagCall(endpoints.tagsGet, { params: { id } });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    createTag(request: EndpointBody<typeof endpoints.tagsCreate>): Promise<Tag> {
      return tagCall(endpoints.tagsCreate, { body: request });
    },

    updateTag(id: string, patch: EndpointBody<typeof endpoints.tagsUpdate>): Promise<Tag> {
      return tagCall(endpoints.tagsUpdate, { params: { id }, body: patch });
    },

    async deleteTag(id: string): Promise<void> {
      if (typeof id !== 'string' || id.trim() === '') throw new Error(TAG_API_MESSAGES.deletedTagIdRequired);
      await tagCall(endpoints.tagsDelete, { params: { id } });
    },

    /** GET /tags/stats: posts per tag id; {} when the call fails. */
    getTagStats(): Promise<TagStatsResponse> {
      return listOrEmpty('tag stats', () => tagCall(endpoints.tagsStats, {}), {});
    },

    /** GET /tags/{id}/posts: ids of the posts carrying the tag, newest first; [] for a tag that is not there. */
    async getPostIdsOfTag(id: string): Promise<string[]> {
      try {
        return (await tagCall(endpoints.tagPosts, { params: { id } })).post_ids;
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
    },

    /**
     * GET /tags/batch: tags by id, at most 50 ids a call (spec section 9), answers merged. A chunk
     * that fails is logged and adds nothing, as a failed list call answers empty.
     */
    async getTagsBatch(ids: readonly string[]): Promise<Tag[]> {
      const wanted = [...new Set(ids.filter((id) => id !== ''))];
      const merged: Tag[] = [];
      for (const chunk of chunks(wanted)) {
        const tags = await listOrEmpty('tags by id', async () => (await tagCall(endpoints.tagsBatch, { query: { ids: chunk.join(',') } })).tags, []);
        merged.push(...tags);
      }
      return merged;
    },

    /** POST /tags/batch: the tags of each post, by post id, 50 posts a call; failed chunks add nothing. */
    async getTagsOfPosts(postIds: readonly string[]): Promise<Record<string, Tag[]>> {
      const wanted = [...new Set(postIds.filter((id) => id !== ''))];
      const merged: Record<string, Tag[]> = {};
      for (const chunk of chunks(wanted)) {
        const found = await listOrEmpty('tags of posts', async () => (await tagCall(endpoints.tagsOfPosts, { body: { postIds: chunk } })).tags_by_post, {});
        Object.assign(merged, found);
      }
      return merged;
    },

    /** GET /tags/post/{postId}: the post's tags, sorted by name. */
    async getTagsOfPost(postId: string): Promise<Tag[]> {
      return sortTagsByName((await tagCall(endpoints.tagsOfPost, { params: { postId } })).tags);
    },

    /** PUT /tags/post/{postId}: the post's tags become exactly `tagIds`; answers the post's tags. */
    async setTagsOfPost(postId: string, tagIds: readonly string[]): Promise<Tag[]> {
      return sortTagsByName((await tagCall(endpoints.tagsSetOfPost, { params: { postId }, body: { tagIds: [...tagIds] } })).tags);
    },
  };
}

export type TagsApi = ReturnType<typeof createTagsApi>;

export const tagsApi = createTagsApi(apiClient);

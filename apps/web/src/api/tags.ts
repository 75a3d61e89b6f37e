// Tags (spec section 7, Tags): the member's coloured labels and the labels of each post.
// Answers are checked against the shared schemas. Spec section 8 rules live here: tag calls word
// a missing token and a 401 their own way, failed list calls are logged and answer empty, and a
// single tag that is not there (404) is none rather than an error.
import { BATCH_CHUNK_SIZE, MESSAGES, endpoints, type CreateTagRequest, type Tag, type TagStatsResponse, type UpdateTagRequest } from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { ApiError } from './errors';

export const TAG_API_MESSAGES = {
  noValidToken: 'No valid authentication token',
  unauthorized: MESSAGES.unauthorizedTokenExpired,
  deletedTagIdRequired: 'Deleted tag id must be a non-empty string',
} as const;

export type TagsLog = (message: string, error: unknown) => void;

// Lists answer empty on failure (spec section 8), so the console is the only place it shows.
const consoleLog: TagsLog = (message, error) => console.error(message, error);

/** Tags in name order, ignoring case, as the picker and the management list show them. */
export function sortTagsByName<T extends { name: string }>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.name.localeCompare(b.name));
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_CHUNK_SIZE) result.push(items.slice(start, start + BATCH_CHUNK_SIZE));
  return result;
}

/**
 * The tag calls' wording of an authentication failure: the client refuses before the call when no
 * token is stored, and the server answers 401 when the token (even after one refresh) is refused.
 */
function asTagError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 401) return error;
  const message = error.message === MESSAGES.noAuthToken ? TAG_API_MESSAGES.noValidToken : TAG_API_MESSAGES.unauthorized;
  return new ApiError(message, 401, error.code, error.details);
}

function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function createTagsApi(client: ApiClient, log: TagsLog = consoleLog) {
  /** A tag call, its authentication failures worded as tag calls word them. */
  async function tagCall<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw asTagError(error);
    }
  }

  /**
   * A list call that answers `empty` when it fails. Signed-out failures still throw: an empty list
   * would read as 'no tags' to a member whose session has ended.
   */
  async function listOrEmpty<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (isAuthFailure(error)) throw error;
      log(`Failed to load ${what}`, error);
      return empty;
    }
  }

  /** Cached GET answers under /tags are stale after any change to a tag or to a post's tags. */
  function forgetCachedTags() {
    client.invalidate('/tags');
  }

  return {
    /** GET /tags: every tag of the member, sorted by name; [] when the call fails. */
    listTags(): Promise<Tag[]> {
      return listOrEmpty(
        'tags',
        async () => sortTagsByName((await tagCall(() => client.call(endpoints.tagsList))).tags),
        [],
      );
    },

    /** GET /tags/{id}; null when the tag does not exist (404). */
    async getTag(id: string): Promise<Tag | null> {
      try {
        return await tagCall(() => client.call(endpoints.tagsGet, { params: { id } }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async createTag(request: CreateTagRequest): Promise<Tag> {
      const tag = await tagCall(() => client.call(endpoints.tagsCreate, { body: request }));
      forgetCachedTags();
      return tag;
    },

    async updateTag(id: string, patch: UpdateTagRequest): Promise<Tag> {
      const tag = await tagCall(() => client.call(endpoints.tagsUpdate, { params: { id }, body: patch }));
      forgetCachedTags();
      return tag;
    },

    async deleteTag(id: string): Promise<void> {
      if (typeof id !== 'string' || id.trim() === '') throw new Error(TAG_API_MESSAGES.deletedTagIdRequired);
      await tagCall(() => client.call(endpoints.tagsDelete, { params: { id } }));
      forgetCachedTags();
    },

    /** GET /tags/stats: posts per tag id; {} when the call fails. */
    getTagStats(): Promise<TagStatsResponse> {
      return listOrEmpty('tag stats', () => tagCall(() => client.call(endpoints.tagsStats)), {});
    },

    /** GET /tags/{id}/posts: ids of the posts carrying the tag, newest first; [] for a tag that is not there. */
    async getPostIdsOfTag(id: string): Promise<string[]> {
      try {
        return (await tagCall(() => client.call(endpoints.tagPosts, { params: { id } }))).post_ids;
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
        const tags = await listOrEmpty(
          'tags by id',
          async () => (await tagCall(() => client.call(endpoints.tagsBatch, { query: { ids: chunk.join(',') } }))).tags,
          [],
        );
        merged.push(...tags);
      }
      return merged;
    },

    /** POST /tags/batch: the tags of each post, by post id, 50 posts a call; failed chunks add nothing. */
    async getTagsOfPosts(postIds: readonly string[]): Promise<Record<string, Tag[]>> {
      const wanted = [...new Set(postIds.filter((id) => id !== ''))];
      const merged: Record<string, Tag[]> = {};
      for (const chunk of chunks(wanted)) {
        const found = await listOrEmpty(
          'tags of posts',
          async () => (await tagCall(() => client.call(endpoints.tagsOfPosts, { body: { postIds: chunk } }))).tags_by_post,
          {},
        );
        Object.assign(merged, found);
      }
      return merged;
    },

    /** GET /tags/post/{postId}: the post's tags, sorted by name. */
    async getTagsOfPost(postId: string): Promise<Tag[]> {
      return sortTagsByName((await tagCall(() => client.call(endpoints.tagsOfPost, { params: { postId } }))).tags);
    },

    /** PUT /tags/post/{postId}: the post's tags become exactly `tagIds`; answers the post's tags. */
    async setTagsOfPost(postId: string, tagIds: readonly string[]): Promise<Tag[]> {
      const { tags } = await tagCall(() => client.call(endpoints.tagsSetOfPost, { params: { postId }, body: { tagIds: [...tagIds] } }));
      forgetCachedTags();
      return sortTagsByName(tags);
    },
  };
}

export type TagsApi = ReturnType<typeof createTagsApi>;

export const tagsApi = createTagsApi(apiClient);

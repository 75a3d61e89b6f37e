// Posts (spec section 7, Posts): the feed's paged list and the batch read that keeps posts
// still being organised up to date. Answers are checked against the shared schemas.
import {
  BATCH_CHUNK_SIZE,
  postsBatchResponseSchema,
  postsListResponseSchema,
  type Post,
  type PostsListRequest,
} from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { parseResponse } from './parse-response';

/** The list call's body; anything left out takes the server's default (limit 20, offset 0, desc). */
export type ListPostsParams = Partial<PostsListRequest>;

/** The client result of a list call (spec section 3, Post list response). */
export interface PostsPage {
  posts: Post[];
  /** How many posts match in all; null unless the call asked for include_counts. */
  total: number | null;
  hasMore: boolean;
  /** Where the next page starts: the server's next_offset, else this offset plus this page's length. */
  nextOffset: number;
  /** Whether the server named the next offset itself, which by itself means another page exists. */
  nextOffsetGiven: boolean;
  currentOffset: number;
  counts: { total: number } | null;
  /** Posts per category under the other filters; null unless asked for with include_category_counts. */
  categoryCounts: Record<string, number> | null;
}

export interface PostsBatch {
  posts: Record<string, Post>;
  notFound: string[];
}

export function createPostsApi(client: ApiClient) {
  return {
    async listPosts(params: ListPostsParams = {}): Promise<PostsPage> {
      const body = parseResponse(postsListResponseSchema, await client.post('/posts/list', params));
      const currentOffset = params.offset ?? 0;
      return {
        posts: body.posts,
        total: body.counts?.total ?? null,
        hasMore: body.has_more,
        nextOffset: body.next_offset ?? currentOffset + body.posts.length,
        nextOffsetGiven: body.next_offset !== null,
        currentOffset,
        counts: body.counts ?? null,
        categoryCounts: body.category_counts ?? null,
      };
    },

    /** Reads posts by id, in calls of at most 50 ids (spec section 9), merged into one answer. */
    async getPostsBatch(ids: readonly string[]): Promise<PostsBatch> {
      const merged: PostsBatch = { posts: {}, notFound: [] };
      for (let start = 0; start < ids.length; start += BATCH_CHUNK_SIZE) {
        const chunk = ids.slice(start, start + BATCH_CHUNK_SIZE);
        const body = parseResponse(postsBatchResponseSchema, await client.post('/posts/batch', { ids: chunk }));
        Object.assign(merged.posts, body.posts);
        merged.notFound.push(...body.not_found);
      }
      return merged;
    },
  };
}

export const { listPosts, getPostsBatch } = createPostsApi(apiClient);

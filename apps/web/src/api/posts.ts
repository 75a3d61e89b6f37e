// Posts (spec section 7, Posts): the paged list (whole posts, or cards for the feed, home and
// /manage), the batch read that keeps posts still being organised up to date, and the stash
// drawer's read, edit and delete of one post. Answers are checked against the shared schemas.
import {
  BATCH_CHUNK_SIZE, endpoints, postsCardListResponseSchema, postsFullListResponseSchema, type EndpointBody, type Post, type PostCard,
} from '@stash/shared';
import type { ApiClient } from './api-client';
import { apiClient } from './client';
import { ApiError } from './errors';

/** Spec section 8's wording for a delete the server refused without saying why. */
export const DELETE_POST_FAILED = 'Failed to delete post';
const POST_ID_REQUIRED = 'Post ID is required';

/** The drawer's edit: a new title, the member's own description (null clears it), or both. */
export type PostEdit = EndpointBody<typeof endpoints.postsUpdate>;

/** The list call's body; anything left out takes the server's default (limit 20, offset 0, desc, whole posts). */
export type PostsListBody = Omit<EndpointBody<typeof endpoints.postsList>, 'view'>;
/** A card page's body: cards carry no entities. */
export type PostCardsListBody = Omit<PostsListBody, 'include_entities'>;

/** posts/list read in each view, each answer checked against its own view's schema. */
const fullList = { ...endpoints.postsList, response: postsFullListResponseSchema } as const;
const cardList = { ...endpoints.postsList, response: postsCardListResponseSchema } as const;

/**
 * The client result of a list call (spec section 3, Post list response): whole posts, or cards
 * (PostCard) from listPostCards. A whole post is a card too, so card pages may hold either.
 */
export interface PostsPage<Item extends PostCard = Post> {
  posts: Item[];
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

interface ListAnswer<Item> {
  posts: Item[];
  has_more: boolean;
  next_offset: number | null;
  counts?: { total: number } | undefined;
  category_counts?: Record<string, number> | undefined;
}

function toPage<Item extends PostCard>(request: { offset?: number | undefined }, body: ListAnswer<Item>): PostsPage<Item> {
  const currentOffset = request.offset ?? 0;
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
}

export function createPostsApi(client: ApiClient) {
  return {
    async listPosts(request: PostsListBody = {}): Promise<PostsPage> {
      return toPage(request, await client.call(fullList, { body: request }));
    },

    /** A page of cards (`view: "card"`): what the feed, home and /manage show; the drawer reads the whole post. */
    async listPostCards(request: PostCardsListBody = {}): Promise<PostsPage<PostCard>> {
      return toPage(request, await client.call(cardList, { body: { ...request, view: 'card' } }));
    },

    /**
     * Reads posts by id, in calls of at most 50 ids (spec section 9), merged into one answer;
     * `options` are the rest of the batch call's body (include_entities).
     */
    async getPostsBatch(ids: readonly string[], options: Omit<EndpointBody<typeof endpoints.postsBatch>, 'ids'> = {}): Promise<PostsBatch> {
      const merged: PostsBatch = { posts: {}, notFound: [] };
      for (let start = 0; start < ids.length; start += BATCH_CHUNK_SIZE) {
        const chunk = ids.slice(start, start + BATCH_CHUNK_SIZE);
        const body = await client.call(endpoints.postsBatch, { body: { ...options, ids: chunk } });
        Object.assign(merged.posts, body.posts);
        merged.notFound.push(...body.not_found);
      }
      return merged;
    },

    /** One post, or null when the member has no such post (spec section 8: 404 gives none). */
    async getPost(id: string): Promise<Post | null> {
      if (id.trim() === '') throw new ApiError(POST_ID_REQUIRED, 400, 'VALIDATION_ERROR');
      try {
        return (await client.call(endpoints.postsGet, { body: { id } })).post;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },

    async updatePost(id: string, edit: PostEdit): Promise<Post> {
      if (id.trim() === '') throw new ApiError(POST_ID_REQUIRED, 400, 'VALIDATION_ERROR');
      return (await client.call(endpoints.postsUpdate, { params: { id }, body: edit })).post;
    },

    async deletePost(id: string): Promise<void> {
      if (id.trim() === '') throw new ApiError(POST_ID_REQUIRED, 400, 'VALIDATION_ERROR');
      await client.call(endpoints.postsDelete, { params: { id } }, { defaultErrorMessage: () => DELETE_POST_FAILED });
    },
  };
}

export type PostsApi = ReturnType<typeof createPostsApi>;

export const postsApi: PostsApi = createPostsApi(apiClient);
export const { listPosts, listPostCards, getPostsBatch, getPost, updatePost, deletePost } = postsApi;

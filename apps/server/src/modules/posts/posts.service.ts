// The member's posts: the feed's pages with counts, one or many posts, the drawer's edit, delete.
import type {
  Post, PostCard, PostUpdateRequest, PostsBatchResponse, PostsFiltersResponse, PostsGetResponse, PostsListRequest, PostsListResponse,
} from '@stash/shared';
import type { Database } from '../../db/connection';
import { refreshPostSearch } from '../../db/post-search';
import { AppError, invalid } from '../../lib/app-error';
import { storedJson, type WithStoredJson } from '../../lib/stored-json';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { asUuid, isUuid } from '../../lib/uuid';
import { removeOrphanEntities } from '../entities/entity-writes';
import * as repo from './posts.repo';

export const POST_NOT_FOUND = 'Post not found';
export const POST_ID_REQUIRED = 'Post ID is required';

export type PostsService = ReturnType<typeof createPostsService>;


export function createPostsService({ db, mediaStorage }: { db: Database; mediaStorage: MediaStorage }) {
  async function list(userId: string, request: PostsListRequest): Promise<WithStoredJson<PostsListResponse>> {
    const [rows, total, categoryCounts] = await Promise.all([
      repo.listPage(db, userId, request),
      request.include_counts ? repo.countMatching(db, userId, request) : undefined,
      request.include_category_counts ? repo.countByCategory(db, userId, request) : undefined,
    ]);
    const hasMore = rows.length > request.limit;
    const page = hasMore ? rows.slice(0, request.limit) : rows;
    return {
      // Stored card documents in the card view (posts.repo.ts listPage), whole posts otherwise.
      posts: request.view === 'card' ? page.map((doc) => storedJson<PostCard>(doc)) : page.map((doc) => storedJson<Post>(doc)),
      has_more: hasMore,
      next_offset: hasMore ? request.offset + page.length : null,
      counts: total === undefined ? undefined : { total },
      category_counts: categoryCounts,
    };
  }

  async function filters(userId: string): Promise<PostsFiltersResponse> {
    return repo.filterValues(db, userId);
  }

  async function get(
    userId: string,
    names: { id?: string | undefined; message_mid?: string | undefined; message_id?: string | undefined },
    includeEntities: boolean,
  ): Promise<WithStoredJson<PostsGetResponse>> {
    const doc = await repo.findOne(db, userId, names, includeEntities);
    if (!doc) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return { post: storedJson<Post>(doc) };
  }

  async function batch(userId: string, ids: string[], includeEntities: boolean): Promise<WithStoredJson<PostsBatchResponse>> {
    const wanted = [...new Set(ids)];
    const lookups = [...new Set(wanted.map(asUuid).filter((id): id is string => id !== null))];
    const found = await repo.findMany(db, userId, lookups, includeEntities);
    const foundIds = new Set(found.map((row) => row.id));
    const notFound = wanted.filter((id) => !foundIds.has(asUuid(id) ?? ''));
    const posts = Object.fromEntries(found.map((row) => [row.id, storedJson<Post>(row.doc)]));
    return { posts, not_found: notFound };
  }

  function requirePostId(id: string): string {
    const trimmed = id.trim();
    if (!trimmed) throw invalid(POST_ID_REQUIRED);
    if (!isUuid(trimmed)) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return trimmed;
  }

  /** Removes the post, its tag links, its media files and the entities no other post uses. */
  async function remove(userId: string, id: string): Promise<void> {
    const postId = requirePostId(id);
    const removed = await db.transaction(async (tx) => {
      const left = await repo.deletePost(tx, userId, postId);
      if (!left) return null;
      await removeOrphanEntities(tx, userId, left.entityIds);
      return left;
    });
    if (!removed) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    // After the commit: a file left behind by a failure here is garbage, never a broken post.
    await mediaStorage.remove(removed.storageKeys);
  }

  async function update(userId: string, id: string, patch: PostUpdateRequest): Promise<WithStoredJson<PostsGetResponse>> {
    const postId = requirePostId(id);
    const updated = await db.transaction(async (tx) => {
      if (!(await repo.updateText(tx, userId, postId, patch))) return false;
      await refreshPostSearch(tx, [postId]);
      return true;
    });
    if (!updated) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return get(userId, { id: postId }, true);
  }

  return { list, filters, get, batch, remove, update };
}

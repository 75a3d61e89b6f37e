// Tags: a member's coloured labels and which of their posts carry them (spec sections 5 and 7).
import {
  TAG_MESSAGES, type CreateTagRequest, type PostTagsBatchResponse, type Tag, type TagColor, type TagListResponse,
  type TagPostsResponse, type TagStatsResponse, type UpdateTagRequest,
} from '@stash/shared';
import type { Database } from '../../db/connection';
import { refreshPostSearch } from '../../db/post-search';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/postgres-errors';
import { asUuid } from '../../lib/uuid';
import * as repo from './tags.repo';

export type TagsService = ReturnType<typeof createTagsService>;


/** Distinct ids in the database's spelling, first occurrence first; with `keepInvalid` false, malformed ones are dropped. */
function uuids(ids: readonly string[], { keepInvalid }: { keepInvalid: boolean }): string[] {
  const distinct = new Set<string>();
  for (const id of ids) {
    const normalised = asUuid(id);
    if (normalised) distinct.add(normalised);
    else if (keepInvalid) distinct.add(id);
  }
  return [...distinct];
}

const tagNotFound = () => new AppError('NOT_FOUND', TAG_MESSAGES.tagNotFound);
const postNotFound = () => new AppError('NOT_FOUND', TAG_MESSAGES.postNotFound);
const nameTaken = () => new AppError('VALIDATION_ERROR', TAG_MESSAGES.nameTaken, { status: 409, details: { field: 'name' } });

function toTag(row: repo.TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    color: row.color as TagColor,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The unique index (user_id, lower(name)) decides name clashes, races included. */
async function unlessNameTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export function createTagsService({ db }: { db: Database }) {
  async function list(userId: string): Promise<TagListResponse> {
    return { tags: (await repo.listTags(db, userId)).map(toTag) };
  }

  async function get(userId: string, tagId: string): Promise<Tag> {
    const id = asUuid(tagId);
    const row = id ? await repo.findTag(db, userId, id) : undefined;
    if (!row) throw tagNotFound();
    return toTag(row);
  }

  async function create(userId: string, input: CreateTagRequest): Promise<Tag> {
    return toTag(await unlessNameTaken(() => repo.insertTag(db, userId, input)));
  }

  async function update(userId: string, rawTagId: string, patch: UpdateTagRequest): Promise<Tag> {
    const tagId = asUuid(rawTagId);
    if (!tagId) throw tagNotFound();
    const row = await unlessNameTaken(() =>
      db.transaction(async (tx) => {
        const before = await repo.lockTag(tx, userId, tagId);
        if (!before) throw tagNotFound();
        const after = await repo.updateTag(tx, userId, tagId, patch);
        if (!after) throw tagNotFound();
        // Tag names are part of each tagged post's search text.
        if (after.name !== before.name) await refreshPostSearch(tx, await repo.postIdsOfTag(tx, tagId));
        return after;
      }),
    );
    return toTag(row);
  }

  async function remove(userId: string, rawTagId: string): Promise<void> {
    const tagId = asUuid(rawTagId);
    if (!tagId) throw tagNotFound();
    await db.transaction(async (tx) => {
      if (!(await repo.lockTag(tx, userId, tagId))) throw tagNotFound();
      const postIds = await repo.unlinkTag(tx, tagId);
      await repo.deleteTag(tx, userId, tagId);
      await refreshPostSearch(tx, postIds);
    });
  }

  async function stats(userId: string): Promise<TagStatsResponse> {
    const counts: TagStatsResponse = {};
    for (const row of await repo.countPostsPerTag(db, userId)) counts[row.tagId] = row.postCount;
    return counts;
  }

  async function postsOfTag(userId: string, tagId: string): Promise<TagPostsResponse> {
    const id = asUuid(tagId);
    const result = id ? await repo.postsOfTag(db, userId, id) : { found: false, postIds: [] };
    if (!result.found) throw tagNotFound();
    return { post_ids: result.postIds };
  }

  /** The caller's tags among these ids; the others are simply absent. */
  async function batch(userId: string, tagIds: readonly string[]): Promise<TagListResponse> {
    return { tags: (await repo.findTags(db, userId, uuids(tagIds, { keepInvalid: false }))).map(toTag) };
  }

  async function tagsOfPosts(userId: string, postIds: readonly string[]): Promise<PostTagsBatchResponse> {
    const byPost = await repo.tagsOfPosts(db, userId, uuids(postIds, { keepInvalid: false }));
    const tagsByPost: PostTagsBatchResponse['tags_by_post'] = {};
    for (const [postId, rows] of byPost) tagsByPost[postId] = rows.map(toTag);
    return { tags_by_post: tagsByPost };
  }

  async function tagsOfPost(userId: string, postId: string): Promise<TagListResponse> {
    const id = asUuid(postId);
    const rows = id ? (await repo.tagsOfPosts(db, userId, [id])).get(id) : undefined;
    if (!rows) throw postNotFound();
    return { tags: rows.map(toTag) };
  }

  /** Sets exactly these tags on the post; any id that is not one of the caller's tags changes nothing. */
  async function setTagsOfPost(userId: string, rawPostId: string, tagIds: readonly string[]): Promise<TagListResponse> {
    const postId = asUuid(rawPostId);
    if (!postId) throw postNotFound();
    // Malformed ids stay in the list so that they are reported as tags not found.
    const wanted = uuids(tagIds, { keepInvalid: true });
    const rows = await db.transaction(async (tx) => {
      if (!(await repo.lockPost(tx, userId, postId))) throw postNotFound();
      const found = await repo.findTags(tx, userId, wanted.filter((id) => asUuid(id) !== null), { lock: { unlinking: [postId] } });
      // Which ids failed is not echoed: an answer never names another member's rows.
      if (found.length !== wanted.length) throw tagNotFound();
      await repo.replacePostTags(tx, postId, wanted);
      await refreshPostSearch(tx, [postId]);
      return found;
    });
    return { tags: rows.map(toTag) };
  }

  return { list, get, create, update, remove, stats, postsOfTag, batch, tagsOfPosts, tagsOfPost, setTagsOfPost };
}

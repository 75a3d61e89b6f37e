// One action on many of the member's posts at once (/manage's selection): tags added or removed,
// a category set, organised again, or deleted. Each request is one transaction that acts only on
// the member's own posts among the ids; the rest are answered as not found and left alone.
import { TAG_MESSAGES, TAGS_PER_POST_MAX, type PostsBulkAction, type PostsBulkRequest, type PostsBulkResponse } from '@stash/shared';
import type { Database, Executor } from '../../db/connection';
import { refreshPostSearch } from '../../db/post-search';
import { takeFailedPost } from '../../ingest/intake';
import { queueForReorganising } from '../../ingest/reorganise';
import { AppError, invalid } from '../../lib/app-error';
import type { MediaStorage } from '../../providers/storage/media-storage';
import type { Queue } from '../../queue/queue';
import { removeOrphanEntities } from '../entities/entity-writes';
import { addTagsToPosts, countPostsOverTagLimit, findTags, removeTagsFromPosts } from '../tags/tag-writes';
import * as repo from './posts.repo';

export const REORGANISE_UNAVAILABLE = 'Reorganising is not available right now. Please try again later.';

export type PostsBulkService = ReturnType<typeof createPostsBulkService>;

type OwnPost = { id: string; status: string };

/** The member's tags among these ids, locked against a rename or delete; any other id refuses the whole action. */
async function ownTags(tx: Executor, userId: string, tagIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(tagIds.map((id) => id.toLowerCase()))];
  const found = await findTags(tx, userId, wanted, { lock: {} });
  // Which ids failed is not echoed: an answer never names another member's rows.
  if (found.length !== wanted.length) throw new AppError('NOT_FOUND', TAG_MESSAGES.tagNotFound);
  return wanted;
}

export function createPostsBulkService({ db, queue, mediaStorage }: { db: Database; queue: Queue | undefined; mediaStorage: MediaStorage }) {
  /** What the action changed among the member's (locked) posts: the ids changed. */
  async function act(tx: Executor, userId: string, own: OwnPost[], action: PostsBulkAction): Promise<{ changed: string[]; storageKeys?: string[] }> {
    const ids = own.map((post) => post.id);
    switch (action.type) {
      case 'add_tags': {
        const tagIds = await ownTags(tx, userId, action.tag_ids);
        if ((await countPostsOverTagLimit(tx, ids, tagIds, TAGS_PER_POST_MAX)) > 0) throw invalid(TAG_MESSAGES.tooManyTagsPerPost);
        const changed = await addTagsToPosts(tx, ids, tagIds);
        // Tag names are part of each tagged post's search text.
        await refreshPostSearch(tx, changed);
        return { changed };
      }
      case 'remove_tags': {
        const changed = await removeTagsFromPosts(tx, ids, await ownTags(tx, userId, action.tag_ids));
        await refreshPostSearch(tx, changed);
        return { changed };
      }
      case 'set_category':
        return { changed: await repo.setCategory(tx, userId, ids, action.category) };
      case 'reorganise': {
        if (!queue) throw new AppError('SERVER_ERROR', REORGANISE_UNAVAILABLE, { status: 503 });
        // Organised posts are read again from what they hold; failed ones start over as a retry
        // does; pending and fetched ones are on their way already and are left alone.
        const reopened = await queueForReorganising(queue, tx, own.filter((post) => post.status === 'organised').map((post) => post.id));
        const failed = own.filter((post) => post.status === 'failed').map((post) => post.id);
        for (const id of failed) await takeFailedPost(queue, tx, id);
        return { changed: [...reopened, ...failed] };
      }
      case 'delete': {
        const left = await repo.deletePosts(tx, userId, ids);
        await removeOrphanEntities(tx, userId, left.entityIds);
        return { changed: left.deleted, storageKeys: left.storageKeys };
      }
    }
  }

  async function apply(userId: string, request: PostsBulkRequest): Promise<PostsBulkResponse> {
    // The ids are uuids (checked by the schema); each is answered in the spelling it was sent.
    const wanted = [...new Set(request.ids)];
    const result = await db.transaction(async (tx) => {
      const own = await repo.lockOwnPosts(tx, userId, [...new Set(wanted.map((id) => id.toLowerCase()))]);
      // Tags are checked even when no id is the member's: another member's tag is refused, not ignored.
      const outcome = await act(tx, userId, own, request.action);
      return { ...outcome, ownIds: new Set(own.map((post) => post.id)) };
    });
    // After the commit, as a single delete does: a file left behind by a failure here is garbage, never a broken post.
    if (result.storageKeys?.length) await mediaStorage.remove(result.storageKeys);
    return { changed: result.changed.length, not_found: wanted.filter((id) => !result.ownIds.has(id.toLowerCase())) };
  }

  return { apply };
}

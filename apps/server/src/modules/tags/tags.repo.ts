// SQL of the tags module. Every statement is scoped to the caller's user_id; lists are one
// statement each, served by tags_user_name_key (user_id, lower(name)) and post_tags' indexes.
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { queryRows } from '../../db/query-rows';
import { posts, postTags, tags } from '../../db/schema';

/** A tag as the API shows it (its post count is read only by the stats; its document only by post reads). */
export type TagRow = Omit<typeof tags.$inferSelect, 'postCount' | 'doc'>;

const tagColumns = {
  id: tags.id,
  userId: tags.userId,
  name: tags.name,
  color: tags.color,
  createdAt: tags.createdAt,
  updatedAt: tags.updatedAt,
};
/** Case-insensitive by name, as the unique index orders them. */
const byName = [asc(sql`lower(${tags.name})`), asc(tags.id)];

export async function listTags(db: Executor, userId: string): Promise<TagRow[]> {
  return db.select(tagColumns).from(tags).where(eq(tags.userId, userId)).orderBy(...byName);
}

export async function findTag(db: Executor, userId: string, tagId: string): Promise<TagRow | undefined> {
  const [row] = await db.select(tagColumns).from(tags).where(and(eq(tags.id, tagId), eq(tags.userId, userId))).limit(1);
  return row;
}

/** Locks the tag against concurrent change until the transaction ends. */
export async function lockTag(db: Executor, userId: string, tagId: string): Promise<TagRow | undefined> {
  const [row] = await db.select(tagColumns).from(tags).where(and(eq(tags.id, tagId), eq(tags.userId, userId))).for('update');
  return row;
}

/**
 * The caller's tags among these ids, sorted by name. With `lock`, they are locked first so that no
 * rename or delete can slip between reading them and linking them, together with the tags now
 * linked to the `lock.unlinking` posts (which may lose links): FOR NO KEY UPDATE and in id order,
 * because the link-count trigger updates the row of every tag linked or unlinked. (A FOR SHARE
 * lock, upgraded by that update, deadlocked two calls tagging with the same tags at once.)
 */
export async function findTags(
  db: Executor,
  userId: string,
  tagIds: readonly string[],
  options: { lock?: { unlinking?: readonly string[] } } = {},
): Promise<TagRow[]> {
  if (options.lock && (tagIds.length > 0 || options.lock.unlinking?.length)) {
    await queryRows(db, sql`
      SELECT id FROM tags
      WHERE user_id = ${userId}
        AND (id = ANY(${uuidArray(tagIds)}) OR id IN (SELECT tag_id FROM post_tags WHERE post_id = ANY(${uuidArray(options.lock.unlinking ?? [])})))
      ORDER BY id
      FOR NO KEY UPDATE`);
  }
  if (tagIds.length === 0) return [];
  return db.select(tagColumns).from(tags).where(and(eq(tags.userId, userId), inArray(tags.id, [...tagIds]))).orderBy(...byName);
}

export async function insertTag(db: Executor, userId: string, values: { name: string; color: string }): Promise<TagRow> {
  const [row] = await db.insert(tags).values({ userId, name: values.name, color: values.color }).returning(tagColumns);
  if (!row) throw new Error('insert into tags returned no row');
  return row;
}

export async function updateTag(db: Executor, userId: string, tagId: string, patch: { name?: string; color?: string }): Promise<TagRow | undefined> {
  const [row] = await db
    .update(tags)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(tags.id, tagId), eq(tags.userId, userId)))
    .returning(tagColumns);
  return row;
}

export async function deleteTag(db: Executor, userId: string, tagId: string): Promise<void> {
  await db.delete(tags).where(and(eq(tags.id, tagId), eq(tags.userId, userId)));
}

/** Removes every link of the tag (the caller has checked it is theirs); answers the posts it was on. */
export async function unlinkTag(db: Executor, tagId: string): Promise<string[]> {
  const rows = await db.delete(postTags).where(eq(postTags.tagId, tagId)).returning({ postId: postTags.postId });
  return rows.map((row) => row.postId);
}

export async function postIdsOfTag(db: Executor, tagId: string): Promise<string[]> {
  const rows = await db.select({ postId: postTags.postId }).from(postTags).where(eq(postTags.tagId, tagId));
  return rows.map((row) => row.postId);
}

/** Post count per tag of the member, zero included: read from the counts the post_tags triggers keep. */
export async function countPostsPerTag(db: Executor, userId: string): Promise<{ tagId: string; postCount: number }[]> {
  return db.select({ tagId: tags.id, postCount: tags.postCount }).from(tags).where(eq(tags.userId, userId));
}

/**
 * The posts carrying the tag, newest first, in one statement: `found` is false when the tag is not
 * the caller's. Only the caller's posts are listed.
 */
export async function postsOfTag(db: Executor, userId: string, tagId: string): Promise<{ found: boolean; postIds: string[] }> {
  const rows = await db
    .select({ postId: posts.id })
    .from(tags)
    .leftJoin(postTags, eq(postTags.tagId, tags.id))
    .leftJoin(posts, and(eq(posts.id, postTags.postId), eq(posts.userId, tags.userId)))
    .where(and(eq(tags.id, tagId), eq(tags.userId, userId)))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  const postIds: string[] = [];
  for (const row of rows) if (row.postId !== null) postIds.push(row.postId);
  return { found: rows.length > 0, postIds };
}

/**
 * The tags of each of these posts that is the caller's, in one statement; a post without tags is
 * there with an empty list, one that is not the caller's is absent.
 */
export async function tagsOfPosts(db: Executor, userId: string, postIds: readonly string[]): Promise<Map<string, TagRow[]>> {
  const byPost = new Map<string, TagRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: posts.id, tag: tagColumns })
    .from(posts)
    .leftJoin(postTags, eq(postTags.postId, posts.id))
    .leftJoin(tags, and(eq(tags.id, postTags.tagId), eq(tags.userId, posts.userId)))
    .where(and(eq(posts.userId, userId), inArray(posts.id, [...postIds])))
    .orderBy(...byName);
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    if (row.tag) list.push(row.tag);
    byPost.set(row.postId, list);
  }
  return byPost;
}

/** Locks the caller's post so that two tag sets on it apply one after the other. */
export async function lockPost(db: Executor, userId: string, postId: string): Promise<boolean> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .for('no key update');
  return rows.length > 0;
}

/** Makes the post's links exactly these tags, keeping the links (and their dates) that stay. */
export async function replacePostTags(db: Executor, postId: string, tagIds: readonly string[]): Promise<void> {
  await db.delete(postTags).where(and(eq(postTags.postId, postId), notInArray(postTags.tagId, [...tagIds])));
  if (tagIds.length === 0) return;
  await db
    .insert(postTags)
    .values(tagIds.map((tagId) => ({ postId, tagId })))
    .onConflictDoNothing();
}

/** The `{a,b}` text of a uuid array parameter. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * How many of these posts would carry more than `max` tags with these tags added (the tags they
 * have already count once). The caller has locked the posts and checked they and the tags are the member's.
 */
export async function countPostsOverTagLimit(db: Executor, postIds: readonly string[], tagIds: readonly string[], max: number): Promise<number> {
  if (postIds.length === 0 || tagIds.length === 0) return 0;
  const [row] = await queryRows<{ count: number }>(db, sql`
    SELECT count(*)::int AS count FROM unnest(${uuidArray(postIds)}) AS post(id)
    WHERE ${tagIds.length}::int + (SELECT count(*) FROM post_tags pt WHERE pt.post_id = post.id AND pt.tag_id <> ALL(${uuidArray(tagIds)})) > ${max}::int`);
  return Number(row?.count ?? 0);
}

/**
 * Links every one of these posts to every one of these tags, keeping the links they have; answers
 * the posts that gained a tag. One statement on arrays: a 500 by 100 selection would pass
 * PostgreSQL's limit on parameters as a list of rows.
 */
export async function addTagsToPosts(db: Executor, postIds: readonly string[], tagIds: readonly string[]): Promise<string[]> {
  if (postIds.length === 0 || tagIds.length === 0) return [];
  const rows = await queryRows<{ post_id: string }>(db, sql`
    INSERT INTO post_tags (post_id, tag_id)
    SELECT post.id, tag.id FROM unnest(${uuidArray(postIds)}) AS post(id), unnest(${uuidArray(tagIds)}) AS tag(id)
    ON CONFLICT DO NOTHING
    RETURNING post_id::text AS post_id`);
  return [...new Set(rows.map((row) => row.post_id))];
}

/** Unlinks these tags from these posts; answers the posts that lost a tag. */
export async function removeTagsFromPosts(db: Executor, postIds: readonly string[], tagIds: readonly string[]): Promise<string[]> {
  if (postIds.length === 0 || tagIds.length === 0) return [];
  const rows = await queryRows<{ post_id: string }>(db, sql`
    DELETE FROM post_tags WHERE post_id = ANY(${uuidArray(postIds)}) AND tag_id = ANY(${uuidArray(tagIds)})
    RETURNING post_id::text AS post_id`);
  return [...new Set(rows.map((row) => row.post_id))];
}

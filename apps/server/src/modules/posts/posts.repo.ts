// SQL of the posts module. Reads answer JSON text from the stored documents (db/json-shapes.ts); the
// hot list is one statement for the page plus one for its counts, both on indexes.
import { sql, type SQL } from 'drizzle-orm';
import type { PostsListRequest, TagColor } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { postCardColumns, postColumns, postJsonText, postTagsJoin, type PostDocumentRow } from '../../db/json-shapes';
import { containsPattern } from '../../db/like-pattern';
import { queryRows } from '../../db/query-rows';
import { isUuid } from '../../lib/uuid';

type ListFilters = Omit<PostsListRequest, 'view' | 'include_entities' | 'limit' | 'offset' | 'sort' | 'sort_by' | 'include_counts' | 'include_category_counts'>;

/** A date without a time means that whole day in UTC. */
function dateBound(value: string, edge: 'from' | 'to'): string {
  if (value.length > 10) return value;
  return edge === 'from' ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`;
}

/**
 * The member's posts linking an event that starts now or later: starts are ISO 8601 text, so a
 * text range from yesterday walks entities_start_idx (migration 0017), and only those starts are
 * read exactly (a date alone is upcoming for the whole of that day in UTC).
 */
function upcomingEventPosts(userId: string): SQL {
  const start = sql`e.entity_data->'raw_data'->'temporal'->>'start'`;
  return sql`SELECT pe.post_id FROM entities e JOIN post_entities pe ON pe.entity_id = e.id
    WHERE e.user_id = ${userId} AND (${start}) COLLATE "C" >= to_char(now() - interval '1 day', 'YYYY-MM-DD')
      AND CASE WHEN length(${start}) = 10 THEN stash_try_date(${start}) >= (now() AT TIME ZONE 'UTC')::date
        ELSE stash_try_timestamptz(${start}) >= now() END`;
}

function filterConditions(userId: string, filters: ListFilters, options: { withCategory: boolean }): SQL {
  const conditions: SQL[] = [sql`p.user_id = ${userId}`];
  if (options.withCategory && filters.category) conditions.push(sql`p.category = ${filters.category}`);
  if (filters.routing_class) conditions.push(sql`p.routing_class = ${filters.routing_class}`);
  if (filters.overall_message_intent) conditions.push(sql`p.overall_message_intent = ${filters.overall_message_intent}`);
  if (filters.entity_id) {
    conditions.push(sql`p.id IN (SELECT pe.post_id FROM post_entities pe WHERE pe.entity_id = ${filters.entity_id})`);
  }
  if (filters.date_from) conditions.push(sql`p.created_at >= ${dateBound(filters.date_from, 'from')}::timestamptz`);
  if (filters.date_to) conditions.push(sql`p.created_at <= ${dateBound(filters.date_to, 'to')}::timestamptz`);
  if (filters.search) {
    // Words (stemmed, accent-folded) or any part of the folded text (trigram index), so "ramen" and "okib" both find.
    // The text first, as in search.repo: it is in the row, the document most often in TOAST.
    conditions.push(
      sql`(p.search_text LIKE stash_fold(${containsPattern(filters.search)}) OR p.search_document @@ websearch_to_tsquery('stash_search', ${filters.search}))`,
    );
  }
  // Another member's tag links none of this member's posts, so it simply matches nothing.
  if (filters.tag_id) conditions.push(sql`p.id IN (SELECT pt.post_id FROM post_tags pt WHERE pt.tag_id = ${filters.tag_id})`);
  if (filters.platform) conditions.push(sql`p.activity_type = ${filters.platform}`);
  if (filters.status) conditions.push(sql`p.status = ${filters.status}`);
  // search_kinds (the types of the post's entities) and search_cells (the map cells of those with
  // coordinates) are kept with the post's search (migration 0019): no join per post.
  if (filters.entity_type) conditions.push(sql`p.search_kinds @> ARRAY[${filters.entity_type}]::text[]`);
  if (filters.has_place !== undefined) {
    conditions.push(filters.has_place ? sql`cardinality(p.search_cells) > 0` : sql`cardinality(p.search_cells) = 0`);
  }
  if (filters.has_upcoming_event !== undefined) {
    // ARRAY(...) reads the few upcoming events first: as a plain IN, the planner (which cannot
    // estimate a range from now()) walks the whole stash looking each post's events up.
    conditions.push(
      filters.has_upcoming_event ? sql`p.id = ANY(ARRAY(${upcomingEventPosts(userId)}))` : sql`p.id NOT IN (${upcomingEventPosts(userId)})`,
    );
  }
  if (filters.import_id) {
    conditions.push(sql`p.id IN (SELECT ii.post_id FROM import_items ii JOIN imports i ON i.id = ii.import_id
      WHERE ii.import_id = ${filters.import_id} AND i.user_id = ${userId} AND ii.outcome = 'created' AND ii.post_id IS NOT NULL)`);
  }
  return sql.join(conditions, sql` AND `);
}

/** The title a card shows (web: lib/post-mapping.ts), folded to lower case for sorting. */
const shownTitle = sql`lower(coalesce(nullif(btrim(p.title), ''), nullif(btrim(p.caption), ''), nullif(btrim(p.full_text), '')))`;

/**
 * The page's order. Saved time is spelled to match the indexes (DESC NULLS LAST, scanned
 * backwards for ASC NULLS FIRST): a plain DESC means NULLS FIRST, which would make PostgreSQL sort
 * the whole stash instead of walking an index. The other orders keep posts without the value last
 * either way, and break ties newest saved first, then by id, so pages never overlap or skip.
 */
function orderBy(request: Pick<PostsListRequest, 'sort' | 'sort_by'>): SQL {
  const ascending = request.sort === 'asc';
  if (request.sort_by === 'saved') {
    const direction = ascending ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
    return sql`p.created_at ${direction}, p.id ${direction}`;
  }
  const key = {
    posted: sql`p.posted_at`,
    title: sql`${shownTitle} COLLATE "C"`,
    category: sql`p.category`,
    platform: sql`p.activity_type`,
    status: sql`p.status`,
  }[request.sort_by];
  return sql`${key} ${ascending ? sql`ASC` : sql`DESC`} NULLS LAST, p.created_at DESC, p.id DESC`;
}

/** Pages from the first on whose LIMIT and OFFSET are written into the statement as numbers (pageBounds). */
export const LITERAL_BOUND_PAGES = 25;

/**
 * The page's LIMIT (one more than asked, to tell whether more follow) and OFFSET. A statement kept
 * prepared (db/prepared-statements.ts) is planned for each call's values until a generic plan costs
 * no more; with LIMIT and OFFSET as parameters the generic plan is costed for a tenth of the
 * member's posts, so it never does, and every page was planned again (about 0.2 ms of PostgreSQL's
 * time, a quarter of a whole page's). As numbers in the text they leave a plan that holds for any
 * member. That gives a text per page, so only the first pages, the ones read over and over, are
 * written so; a page further on, or not on a page boundary, passes them as parameters.
 */
export function pageBounds(limit: number, offset: number): SQL {
  const literal = Number.isSafeInteger(limit) && Number.isSafeInteger(offset) && limit >= 1 && offset >= 0
    && offset % limit === 0 && offset / limit < LITERAL_BOUND_PAGES;
  return literal ? sql.raw(`LIMIT ${limit + 1} OFFSET ${offset}`) : sql`LIMIT ${limit + 1} OFFSET ${offset}`;
}

export async function listPage(db: Executor, userId: string, request: PostsListRequest): Promise<string[]> {
  const order = orderBy(request);
  const where = filterConditions(userId, request, { withCategory: true });
  const bounds = pageBounds(request.limit, request.offset);
  // Saved time walks an index and stops at the page. The other orders sort every matching post,
  // so they sort only ids and keys and read the whole rows of the page alone.
  const page =
    request.sort_by === 'saved'
      ? sql`SELECT * FROM posts p WHERE ${where} ORDER BY ${order} ${bounds}`
      : sql`SELECT p.* FROM (SELECT p.id FROM posts p WHERE ${where} ORDER BY ${order} ${bounds}) page
          JOIN posts p ON p.id = page.id`;
  // The card view reads the stored card document (migration 0027): same rows, order and paging, less text.
  const card = request.view === 'card';
  const result = await queryRows<PostDocumentRow>(db, sql`
    SELECT ${card ? postCardColumns() : postColumns(request.include_entities)}
    FROM (${page}) p
    ${postTagsJoin()}
    ORDER BY ${order}`);
  return result.map((row) => postJsonText(row, request.include_entities && !card));
}

/** Whether the filters go beyond the category, which the counts table cannot answer. */
function hasNonCategoryFilters(filters: ListFilters): boolean {
  return Boolean(
    filters.routing_class || filters.overall_message_intent || filters.entity_id || filters.date_from || filters.date_to || filters.search
      || filters.tag_id || filters.platform || filters.status || filters.entity_type || filters.has_place !== undefined
      || filters.has_upcoming_event !== undefined || filters.import_id,
  );
}

export async function countMatching(db: Executor, userId: string, filters: ListFilters): Promise<number> {
  if (!hasNonCategoryFilters(filters)) {
    const category = filters.category ? sql`AND category = ${filters.category}` : sql``;
    const result = await queryRows<{ total: number }>(db, 
      sql`SELECT coalesce(sum(post_count), 0)::int AS total FROM post_category_counts WHERE user_id = ${userId} ${category}`,
    );
    return result[0]?.total ?? 0;
  }
  const result = await queryRows<{ total: number }>(db, 
    sql`SELECT count(*)::int AS total FROM posts p WHERE ${filterConditions(userId, filters, { withCategory: true })}`,
  );
  return result[0]?.total ?? 0;
}

/** Posts per category under every filter but the category itself; posts not yet categorised are left out. */
export async function countByCategory(db: Executor, userId: string, filters: ListFilters): Promise<Record<string, number>> {
  const result = hasNonCategoryFilters(filters)
    ? await queryRows<{ category: string; count: number }>(db, sql`
        SELECT p.category, count(*)::int AS count FROM posts p
        WHERE ${filterConditions(userId, filters, { withCategory: false })} AND p.category IS NOT NULL
        GROUP BY p.category`)
    : await queryRows<{ category: string; count: number }>(db, sql`
        SELECT category, post_count AS count FROM post_category_counts
        WHERE user_id = ${userId} AND category <> '' AND post_count > 0`);
  return Object.fromEntries(result.map((row) => [row.category, Number(row.count)]));
}

export interface FilterValues {
  categories: { value: string; count: number }[];
  routing_classes: { value: string; count: number }[];
  intents: { value: string; count: number }[];
  platforms: { value: string; count: number }[];
  tags: { id: string; name: string; color: TagColor; count: number }[];
}

export async function filterValues(db: Executor, userId: string): Promise<FilterValues> {
  const result = await queryRows<{ doc: string }>(db, sql`
    SELECT json_build_object(
      'categories', coalesce((SELECT json_agg(json_build_object('value', category, 'count', post_count) ORDER BY post_count DESC, category)
        FROM post_category_counts WHERE user_id = ${userId} AND category <> '' AND post_count > 0), '[]'::json),
      'routing_classes', coalesce((SELECT json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v) FROM
        (SELECT routing_class AS v, count(*)::int AS n FROM posts WHERE user_id = ${userId} AND routing_class IS NOT NULL GROUP BY 1) x), '[]'::json),
      'intents', coalesce((SELECT json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v) FROM
        (SELECT overall_message_intent AS v, count(*)::int AS n FROM posts WHERE user_id = ${userId} AND overall_message_intent IS NOT NULL GROUP BY 1) x), '[]'::json),
      'platforms', coalesce((SELECT json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v) FROM
        (SELECT activity_type AS v, count(*)::int AS n FROM posts WHERE user_id = ${userId} GROUP BY 1) x), '[]'::json),
      'tags', coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color, 'count', t.n) ORDER BY lower(t.name)) FROM
        (SELECT tags.id, tags.name, tags.color, count(pt.post_id)::int AS n FROM tags LEFT JOIN post_tags pt ON pt.tag_id = tags.id
         WHERE tags.user_id = ${userId} GROUP BY tags.id) t), '[]'::json)
    )::text AS doc`);
  return JSON.parse(result[0]!.doc) as FilterValues;
}


/** One post of the member, named by its id or either messaging id. */
export async function findOne(
  db: Executor,
  userId: string,
  names: { id?: string | undefined; message_mid?: string | undefined; message_id?: string | undefined },
  includeEntities: boolean,
): Promise<string | undefined> {
  const matches: SQL[] = [];
  for (const value of [names.id, names.message_mid, names.message_id]) {
    if (!value) continue;
    if (isUuid(value)) matches.push(sql`p.id = ${value}::uuid`);
    matches.push(sql`p.message_mid = ${value}`, sql`p.message_id = ${value}`);
  }
  const result = await queryRows<PostDocumentRow>(db, sql`
    SELECT ${postColumns(includeEntities)}
    FROM (SELECT * FROM posts p WHERE p.user_id = ${userId} AND (${sql.join(matches, sql` OR `)}) ORDER BY p.created_at DESC NULLS LAST LIMIT 1) p
    ${postTagsJoin()}`);
  return result[0] && postJsonText(result[0], includeEntities);
}

export async function findMany(db: Executor, userId: string, ids: string[], includeEntities: boolean): Promise<{ id: string; doc: string }[]> {
  if (ids.length === 0) return [];
  const result = await queryRows<PostDocumentRow & { id: string }>(db, sql`
    SELECT p.id::text AS id, ${postColumns(includeEntities)}
    FROM (SELECT * FROM posts p WHERE p.user_id = ${userId} AND p.id = ANY(${`{${ids.join(',')}}`}::uuid[])) p
    ${postTagsJoin()}`);
  return result.map((row) => ({ id: row.id, doc: postJsonText(row, includeEntities) }));
}

/** Deletes a post (its tag, entity and media links go with it) and returns what it leaves behind. */
export async function deletePost(db: Executor, userId: string, postId: string): Promise<{ storageKeys: string[]; entityIds: string[] } | null> {
  const found = await queryRows<{ storage_keys: string[]; entity_ids: string[] }>(db, sql`
    SELECT
      coalesce((SELECT array_agg(m.storage_key) FROM media m WHERE m.post_id = p.id AND m.storage_key IS NOT NULL), '{}') AS storage_keys,
      coalesce((SELECT array_agg(pe.entity_id::text) FROM post_entities pe WHERE pe.post_id = p.id), '{}') AS entity_ids
    FROM posts p WHERE p.id = ${postId} AND p.user_id = ${userId}
    FOR UPDATE`);
  const row = found[0];
  if (!row) return null;
  await db.execute(sql`DELETE FROM posts WHERE id = ${postId} AND user_id = ${userId}`);
  return { storageKeys: row.storage_keys, entityIds: row.entity_ids };
}

export async function updateText(
  db: Executor,
  userId: string,
  postId: string,
  patch: { title?: string | undefined; description?: string | null | undefined },
): Promise<boolean> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (patch.title !== undefined) sets.push(sql`title = ${patch.title}`);
  if (patch.description !== undefined) sets.push(sql`description = ${patch.description}`);
  const result = await queryRows<{ id: string }>(db, 
    sql`UPDATE posts SET ${sql.join(sets, sql`, `)} WHERE id = ${postId} AND user_id = ${userId} RETURNING id`,
  );
  return result.length > 0;
}

/** The `{a,b}` text of a uuid array parameter. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Locks the member's posts among these ids until the transaction ends, in id order (so two bulk
 * actions on overlapping selections queue behind each other instead of deadlocking), and answers
 * each with its status. Ids that are not the member's posts are absent.
 */
export async function lockOwnPosts(db: Executor, userId: string, postIds: readonly string[]): Promise<{ id: string; status: string }[]> {
  if (postIds.length === 0) return [];
  return queryRows<{ id: string; status: string }>(db, sql`
    SELECT id::text AS id, status FROM posts WHERE user_id = ${userId} AND id = ANY(${uuidArray(postIds)})
    ORDER BY id FOR UPDATE`);
}

/** Sets the category of those of the member's posts that do not have it already; answers the ids changed. */
export async function setCategory(db: Executor, userId: string, postIds: readonly string[], category: string): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(db, sql`
    UPDATE posts SET category = ${category}, updated_at = now()
    WHERE user_id = ${userId} AND id = ANY(${uuidArray(postIds)}) AND category IS DISTINCT FROM ${category}
    RETURNING id::text AS id`);
  // Chosen by the member, even where it was already this category: organising again keeps it.
  await db.execute(sql`
    UPDATE posts SET category_chosen_by_member = true
    WHERE user_id = ${userId} AND id = ANY(${uuidArray(postIds)}) AND NOT category_chosen_by_member`);
  return rows.map((row) => row.id);
}

/** Deletes the member's posts among these ids (as deletePost does one) and answers what they leave behind. */
export async function deletePosts(
  db: Executor,
  userId: string,
  postIds: readonly string[],
): Promise<{ deleted: string[]; storageKeys: string[]; entityIds: string[] }> {
  if (postIds.length === 0) return { deleted: [], storageKeys: [], entityIds: [] };
  const [left] = await queryRows<{ storage_keys: string[]; entity_ids: string[] }>(db, sql`
    SELECT
      coalesce((SELECT array_agg(m.storage_key) FROM media m JOIN posts p ON p.id = m.post_id
        WHERE p.user_id = ${userId} AND p.id = ANY(${uuidArray(postIds)}) AND m.storage_key IS NOT NULL), '{}') AS storage_keys,
      coalesce((SELECT array_agg(DISTINCT pe.entity_id::text) FROM post_entities pe JOIN posts p ON p.id = pe.post_id
        WHERE p.user_id = ${userId} AND p.id = ANY(${uuidArray(postIds)})), '{}') AS entity_ids`);
  const deleted = await queryRows<{ id: string }>(db, sql`
    DELETE FROM posts WHERE user_id = ${userId} AND id = ANY(${uuidArray(postIds)}) RETURNING id::text AS id`);
  return { deleted: deleted.map((row) => row.id), storageKeys: left?.storage_keys ?? [], entityIds: left?.entity_ids ?? [] };
}

/** The member's posts `p` that a filter names (posts/list's filter fields), for other readers of the same selection (exports). */
export function postFilterCondition(userId: string, filter: ListFilters | undefined): SQL {
  return filterConditions(userId, filter ?? {}, { withCategory: true });
}

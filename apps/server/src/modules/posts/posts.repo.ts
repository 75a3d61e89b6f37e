// SQL of the posts module. Reads answer JSON text from the stored documents (db/json-shapes.ts); the
// hot list is one statement for the page plus one for its counts, both on indexes.
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { PostsListRequest, TagColor } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { postCardColumns, postColumns, postJsonText, postTagsJoin, type PostDocumentRow } from '../../db/json-shapes';
import { containsPattern } from '../../db/like-pattern';
import { queryRows } from '../../db/query-rows';
import { builtRawOnce, type BuiltStatement } from '../../db/built-once';
import { isUuid } from '../../lib/uuid';

/** A value of a condition by its name: a placeholder in a statement written once, or the value itself. */
type ValueOf = (name: string) => unknown;
const placeholder: ValueOf = (name) => sql.placeholder(name);

type ListFilters = Omit<PostsListRequest, 'view' | 'include_entities' | 'limit' | 'offset' | 'sort' | 'sort_by' | 'include_counts' | 'include_category_counts'>;

const eventStart = sql`e.entity_data->'raw_data'->'temporal'->>'start'`;

/**
 * The member's posts linking an event that starts now or later: starts are ISO 8601 text, so a
 * text range from yesterday walks entities_start_idx (migration 0017), and only those starts are
 * read exactly (a date alone is upcoming for the whole of that day in UTC).
 */
const upcomingEventPosts = (value: ValueOf) => sql`SELECT pe.post_id FROM entities e JOIN post_entities pe ON pe.entity_id = e.id
    WHERE e.user_id = ${value('userId')} AND (${eventStart}) COLLATE "C" >= to_char(now() - interval '1 day', 'YYYY-MM-DD')
      AND CASE WHEN length(${eventStart}) = 10 THEN stash_try_date(${eventStart}) >= (now() AT TIME ZONE 'UTC')::date
        ELSE stash_try_timestamptz(${eventStart}) >= now() END`;

/**
 * One filter of the feed: when it applies, its condition and the values it takes (by name, so that
 * a statement can be written once per set of filters, with placeholders: listStatement).
 */
interface ListFilter {
  applies(filters: ListFilters): boolean;
  condition(value: ValueOf): SQL;
  values(filters: ListFilters): Record<string, unknown>;
}

const CATEGORY_FILTER: ListFilter = {
  applies: (filters) => Boolean(filters.category),
  condition: (value) => sql`p.category = ${value('category')}`,
  values: (filters) => ({ category: filters.category }),
};

/** Every filter but the category, which the counts table can answer (countMatching) and the category counts leave out. */
const OTHER_FILTERS: ListFilter[] = [
  {
    applies: (filters) => Boolean(filters.routing_class),
    condition: (value) => sql`p.routing_class = ${value('routingClass')}`,
    values: (filters) => ({ routingClass: filters.routing_class }),
  },
  {
    applies: (filters) => Boolean(filters.overall_message_intent),
    condition: (value) => sql`p.overall_message_intent = ${value('intent')}`,
    values: (filters) => ({ intent: filters.overall_message_intent }),
  },
  {
    applies: (filters) => Boolean(filters.entity_id),
    condition: (value) => sql`p.id IN (SELECT pe.post_id FROM post_entities pe WHERE pe.entity_id = ${value('entityId')})`,
    values: (filters) => ({ entityId: filters.entity_id }),
  },
  {
    // A date without a time means that whole day in UTC.
    applies: (filters) => Boolean(filters.date_from),
    condition: (value) => sql`p.created_at >= ${value('dateFrom')}::timestamptz`,
    values: (filters) => ({ dateFrom: filters.date_from!.length > 10 ? filters.date_from : `${filters.date_from}T00:00:00.000Z` }),
  },
  {
    applies: (filters) => Boolean(filters.date_to),
    condition: (value) => sql`p.created_at <= ${value('dateTo')}::timestamptz`,
    values: (filters) => ({ dateTo: filters.date_to!.length > 10 ? filters.date_to : `${filters.date_to}T23:59:59.999Z` }),
  },
  {
    // Words (stemmed, accent-folded) or any part of the folded text (trigram index), so "ramen" and "okib" both find.
    // The text first, as in search.repo: it is in the row, the document most often in TOAST.
    applies: (filters) => Boolean(filters.search),
    condition: (value) => sql`(p.search_text LIKE stash_fold(${value('searchPattern')}) OR p.search_document @@ websearch_to_tsquery('stash_search', ${value('search')}))`,
    values: (filters) => ({ searchPattern: containsPattern(filters.search!), search: filters.search }),
  },
  {
    // Another member's tag links none of this member's posts, so it simply matches nothing.
    applies: (filters) => Boolean(filters.tag_id),
    condition: (value) => sql`p.id IN (SELECT pt.post_id FROM post_tags pt WHERE pt.tag_id = ${value('tagId')})`,
    values: (filters) => ({ tagId: filters.tag_id }),
  },
  {
    applies: (filters) => Boolean(filters.platform),
    condition: (value) => sql`p.activity_type = ${value('platform')}`,
    values: (filters) => ({ platform: filters.platform }),
  },
  {
    applies: (filters) => Boolean(filters.status),
    condition: (value) => sql`p.status = ${value('status')}`,
    values: (filters) => ({ status: filters.status }),
  },
  {
    // search_kinds (the types of the post's entities) and search_cells (the map cells of those with
    // coordinates) are kept with the post's search (migration 0019): no join per post.
    applies: (filters) => Boolean(filters.entity_type),
    condition: (value) => sql`p.search_kinds @> ARRAY[${value('entityType')}]::text[]`,
    values: (filters) => ({ entityType: filters.entity_type }),
  },
  { applies: (filters) => filters.has_place === true, condition: () => sql`cardinality(p.search_cells) > 0`, values: () => ({}) },
  { applies: (filters) => filters.has_place === false, condition: () => sql`cardinality(p.search_cells) = 0`, values: () => ({}) },
  {
    // ARRAY(...) reads the few upcoming events first: as a plain IN, the planner (which cannot
    // estimate a range from now()) walks the whole stash looking each post's events up.
    applies: (filters) => filters.has_upcoming_event === true,
    condition: (value) => sql`p.id = ANY(ARRAY(${upcomingEventPosts(value)}))`,
    values: () => ({}),
  },
  { applies: (filters) => filters.has_upcoming_event === false, condition: (value) => sql`p.id NOT IN (${upcomingEventPosts(value)})`, values: () => ({}) },
  {
    applies: (filters) => Boolean(filters.import_id),
    condition: (value) => sql`p.id IN (SELECT ii.post_id FROM import_items ii JOIN imports i ON i.id = ii.import_id
      WHERE ii.import_id = ${value('importId')} AND i.user_id = ${value('userId')} AND ii.outcome = 'created' AND ii.post_id IS NOT NULL)`,
    values: (filters) => ({ importId: filters.import_id }),
  },
];

const ALL_FILTERS = [CATEGORY_FILTER, ...OTHER_FILTERS];

/** The filters a request applies: a part of its statement's cache key, their values, their conditions. */
interface AppliedFilters {
  key: string;
  values: Record<string, unknown>;
  /** The conditions, a value written as `value` spells it. */
  conditions(value: ValueOf): SQL;
}

function applyFilters(userId: string, filters: ListFilters, options: { withCategory: boolean }): AppliedFilters {
  const applied = (options.withCategory ? ALL_FILTERS : OTHER_FILTERS).filter((filter) => filter.applies(filters));
  return {
    key: applied.map((filter) => ALL_FILTERS.indexOf(filter)).join(','),
    values: Object.assign({ userId }, ...applied.map((filter) => filter.values(filters))) as Record<string, unknown>,
    conditions: (value) => sql.join([sql`p.user_id = ${value('userId')}`, ...applied.map((filter) => filter.condition(value))], sql` AND `),
  };
}

/** Whether the filters go beyond the category, which the counts table cannot answer. */
function hasNonCategoryFilters(filters: ListFilters): boolean {
  return OTHER_FILTERS.some((filter) => filter.applies(filters));
}

/**
 * The feed's statements, each written once per shape (which filters apply, the order, the view,
 * the page bounds) and then run with its values: writing one (drizzle walking its pieces) cost
 * about as much of the server's CPU as reading the page it answers.
 */
const listStatements = new LRUCache<string, BuiltStatement<unknown>>({ max: 500 });

function listStatement<Row>(key: string, write: () => SQL): BuiltStatement<Row> {
  let statement = listStatements.get(key);
  if (!statement) {
    statement = builtRawOnce(write());
    listStatements.set(key, statement);
  }
  return statement as BuiltStatement<Row>;
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
 * written so; a page further on, or not on a page boundary, passes them as parameters
 * (`limit` and `offset`).
 */
export function pageBounds(limit: number, offset: number): { key: string; bounds: SQL; values: Record<string, unknown> } {
  const literal = Number.isSafeInteger(limit) && Number.isSafeInteger(offset) && limit >= 1 && offset >= 0
    && offset % limit === 0 && offset / limit < LITERAL_BOUND_PAGES;
  return literal
    ? { key: `${limit + 1} ${offset}`, bounds: sql.raw(`LIMIT ${limit + 1} OFFSET ${offset}`), values: {} }
    : { key: 'passed', bounds: sql`LIMIT ${placeholder('limit')} OFFSET ${placeholder('offset')}`, values: { limit: limit + 1, offset } };
}

export async function listPage(db: Executor, userId: string, request: PostsListRequest): Promise<string[]> {
  const filters = applyFilters(userId, request, { withCategory: true });
  const page = pageBounds(request.limit, request.offset);
  // The card view reads the stored card document (migration 0027): same rows, order and paging, less text.
  const card = request.view === 'card';
  const key = `page ${request.sort_by} ${request.sort} ${card ? 'card' : request.include_entities} ${page.key} ${filters.key}`;
  const statement = listStatement<PostDocumentRow>(key, () => {
    const order = orderBy(request);
    // Saved time walks an index and stops at the page. The other orders sort every matching post,
    // so they sort only ids and keys and read the whole rows of the page alone.
    const rows =
      request.sort_by === 'saved'
        ? sql`SELECT * FROM posts p WHERE ${filters.conditions(placeholder)} ORDER BY ${order} ${page.bounds}`
        : sql`SELECT p.* FROM (SELECT p.id FROM posts p WHERE ${filters.conditions(placeholder)} ORDER BY ${order} ${page.bounds}) page
            JOIN posts p ON p.id = page.id`;
    return sql`
      SELECT ${card ? postCardColumns() : postColumns(request.include_entities)}
      FROM (${rows}) p
      ${postTagsJoin()}
      ORDER BY ${order}`;
  });
  const result = await statement(db, { ...filters.values, ...page.values });
  return result.map((row) => postJsonText(row, request.include_entities && !card));
}

export async function countMatching(db: Executor, userId: string, filters: ListFilters): Promise<number> {
  if (!hasNonCategoryFilters(filters)) {
    const withCategory = Boolean(filters.category);
    const statement = listStatement<{ total: number }>(`total by category ${withCategory}`, () => {
      const category = withCategory ? sql`AND category = ${placeholder('category')}` : sql``;
      return sql`SELECT coalesce(sum(post_count), 0)::int AS total FROM post_category_counts WHERE user_id = ${placeholder('userId')} ${category}`;
    });
    const result = await statement(db, { userId, category: filters.category });
    return result[0]?.total ?? 0;
  }
  const applied = applyFilters(userId, filters, { withCategory: true });
  const statement = listStatement<{ total: number }>(`total ${applied.key}`, () =>
    sql`SELECT count(*)::int AS total FROM posts p WHERE ${applied.conditions(placeholder)}`,
  );
  const result = await statement(db, applied.values);
  return result[0]?.total ?? 0;
}

/** Posts per category under every filter but the category itself; posts not yet categorised are left out. */
export async function countByCategory(db: Executor, userId: string, filters: ListFilters): Promise<Record<string, number>> {
  const applied = applyFilters(userId, filters, { withCategory: false });
  const statement = listStatement<{ category: string; count: number }>(`by category ${applied.key}`, () =>
    hasNonCategoryFilters(filters)
      ? sql`SELECT p.category, count(*)::int AS count FROM posts p WHERE ${applied.conditions(placeholder)} AND p.category IS NOT NULL GROUP BY p.category`
      : sql`SELECT category, post_count AS count FROM post_category_counts WHERE user_id = ${placeholder('userId')} AND category <> '' AND post_count > 0`,
  );
  const result = await statement(db, applied.values);
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
  const applied = applyFilters(userId, filter ?? {}, { withCategory: true });
  return applied.conditions((name) => applied.values[name]);
}

// SQL of search. Reads what the search refresh keeps on each post (migration 0015: a weighted,
// accent-folded document, folded text, names and places) and the member's words, hashtags and
// cities; writes only the member's recent searches. Every statement is scoped to the member.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RANKED_MAX, type SearchFilters } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { entityJson, postColumns, postJsonText, postTagsJoin, type PostDocumentRow } from '../../db/json-shapes';
import { containsPattern, startsWith } from '../../db/like-pattern';
import { cellsCovering } from '../../db/place-cells';
import { queryRows } from '../../db/query-rows';

/** A filter read from the query's words, as search.service planned it. */
export type UnderstoodFilter =
  | { kind: 'place'; name: string; near: { lat: number; lng: number; radiusKm: number } | null }
  | { kind: 'time'; from: string; to: string; fromDate: string; toDate: string }
  | { kind: 'type'; entityTypes: string[]; category: string | null };

export interface SearchPlan {
  /** A to_tsquery text in the stash_search configuration, or null when only filters are asked for. */
  tsquery: string | null;
  /** The folded words as typed, matched as one phrase (names first) and as any part of the text. */
  phrase: string | null;
  /** A to_tsquery text that only ranks (kind words: "gigs" puts posts that say gigs first among events). */
  boost?: string | null;
  filters: SearchFilters;
  understood: UnderstoodFilter[];
}

const linkedEntity = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM post_entities pe JOIN entities e ON e.id = pe.entity_id WHERE pe.post_id = p.id AND ${condition})`;

/**
 * A linked entity within `radiusKm` of the point: the posts filed under the circle's map cells
 * (GIN, combined with the words' index), then the exact distance of those posts' places.
 */
function nearCondition(near: { lat: number; lng: number; radiusKm: number }): SQL {
  const center = sql`ll_to_earth(${near.lat}::float8, ${near.lng}::float8)`;
  const metres = near.radiusKm * 1000;
  const cells = cellsCovering(near.lat, near.lng, near.radiusKm);
  return sql`(p.search_cells && ${`{${cells.join(',')}}`}::text[] AND ${linkedEntity(
    sql`e.latitude IS NOT NULL AND e.longitude IS NOT NULL AND earth_distance(${center}, ll_to_earth(e.latitude, e.longitude)) <= ${metres}::float8`,
  )})`;
}

/** The `{a,b}` text of a kinds array. */
const kindsArray = (kinds: readonly string[]) => sql`${`{${kinds.map((kind) => `"${kind.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

/** The calendar day `days` after a YYYY-MM-DD day. */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day (YYYY-MM-DD) means that whole day in UTC, as in the feed's filters. */
const dayBound = (value: string, edge: 'from' | 'to') =>
  value.length > 10 ? value : edge === 'from' ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`;

function understoodCondition(userId: string, filter: UnderstoodFilter): SQL {
  switch (filter.kind) {
    case 'place': {
      const named = sql`p.search_places LIKE stash_fold(${containsPattern(filter.name)})`;
      return filter.near ? sql`(${named} OR ${nearCondition(filter.near)})` : named;
    }
    case 'time': {
      // Events whose start falls in the span: a date alone is compared as the member's calendar day.
      // Starts are ISO 8601 text, which sorts as time does: a text range a day wider than the span
      // on each side (time zones) finds the candidates on the entities_start_idx index (migration
      // 0017), and only those are read exactly.
      const start = sql`e.entity_data->'raw_data'->'temporal'->>'start'`;
      return sql`p.id IN (SELECT pe.post_id FROM entities e JOIN post_entities pe ON pe.entity_id = e.id
        WHERE e.user_id = ${userId} AND (${start}) COLLATE "C" >= ${shiftDay(filter.fromDate, -1)} AND (${start}) COLLATE "C" < ${shiftDay(filter.toDate, 2)}
          AND CASE WHEN length(${start}) = 10 THEN stash_try_date(${start}) BETWEEN ${filter.fromDate}::date AND ${filter.toDate}::date
            ELSE stash_try_timestamptz(${start}) BETWEEN ${filter.from}::timestamptz AND ${filter.to}::timestamptz END)`;
    }
    case 'type': {
      const typed = sql`p.search_kinds && ${kindsArray(filter.entityTypes)}`;
      return filter.category ? sql`(p.category = ${filter.category} OR ${typed})` : typed;
    }
  }
}

function conditions(userId: string, plan: SearchPlan): SQL {
  const where: SQL[] = [sql`p.user_id = ${userId}`];
  const { filters } = plan;
  if (plan.tsquery || plan.phrase) {
    const words = plan.tsquery ? sql`p.search_document @@ to_tsquery('stash_search', ${plan.tsquery})` : sql`false`;
    const text = plan.phrase ? sql`p.search_text LIKE stash_fold(${containsPattern(plan.phrase)})` : sql`false`;
    // The text first: every row the trigram index finds is checked again on the row, and the text
    // is kept in the row (migration 0039) while the document is usually read from TOAST. Most of
    // those rows match the text, so their documents are never read.
    where.push(sql`(${text} OR ${words})`);
  }
  if (filters.category) where.push(sql`p.category = ${filters.category}`);
  if (filters.routing_class) where.push(sql`p.routing_class = ${filters.routing_class}`);
  if (filters.platform) where.push(sql`p.activity_type = ${filters.platform}`);
  if (filters.entity_type) where.push(sql`p.search_kinds @> ${kindsArray([filters.entity_type])}`);
  if (filters.tag_ids?.length) {
    where.push(sql`EXISTS (SELECT 1 FROM post_tags pt WHERE pt.post_id = p.id AND pt.tag_id = ANY(${`{${filters.tag_ids.join(',')}}`}::uuid[]))`);
  }
  if (filters.date_from) where.push(sql`p.created_at >= ${dayBound(filters.date_from, 'from')}::timestamptz`);
  if (filters.date_to) where.push(sql`p.created_at <= ${dayBound(filters.date_to, 'to')}::timestamptz`);
  if (filters.near) where.push(nearCondition({ lat: filters.near.lat, lng: filters.near.lng, radiusKm: filters.near.radius_km }));
  for (const filter of plan.understood) where.push(understoodCondition(userId, filter));
  return sql.join(where, sql` AND `);
}

/** Names and the exact phrase first, then the weighted word rank (names A ... full text D). */
function scoreOf(plan: SearchPlan): SQL {
  const parts: SQL[] = [];
  if (plan.tsquery) parts.push(sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', p.search_document, to_tsquery('stash_search', ${plan.tsquery}), 32)`);
  if (plan.boost) parts.push(sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', p.search_document, to_tsquery('stash_search', ${plan.boost}), 32)`);
  if (plan.phrase) {
    const pattern = sql`stash_fold(${containsPattern(plan.phrase)})`;
    parts.push(sql`(CASE WHEN p.search_names LIKE ${pattern} THEN 1 ELSE 0 END)`, sql`(CASE WHEN p.search_text LIKE ${pattern} THEN 0.5 ELSE 0 END)`);
  }
  return parts.length > 0 ? sql.join(parts, sql` + `) : sql`0`;
}

export interface RankedPost {
  id: string;
  score: number;
}

/**
 * The best `count` matches from `offset`, best first and newest first among equals, with how many
 * match (up to SEARCH_RANKED_MAX). Only the newest SEARCH_RANKED_MAX matches are ranked: a word in
 * a fifth of a large stash would otherwise have every one of those posts read and scored.
 */
export async function rankPosts(db: Executor, userId: string, plan: SearchPlan, count: number, offset: number): Promise<{ ranked: RankedPost[]; total: number }> {
  const where = conditions(userId, plan);
  const rows = await queryRows<{ id: string; score: number; total: number }>(db, sql`
    WITH candidates AS MATERIALIZED (
      SELECT p.id FROM posts p WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ${SEARCH_RANKED_MAX})
    SELECT p.id::text AS id, ${scoreOf(plan)}::float8 AS score, count(*) OVER ()::int AS total
    FROM candidates JOIN posts p ON p.id = candidates.id
    ORDER BY 2 DESC, p.created_at DESC, p.id DESC
    LIMIT ${count} OFFSET ${offset}`);
  if (rows.length > 0 || offset === 0) {
    return { ranked: rows.map((row) => ({ id: row.id, score: Number(row.score) })), total: rows[0]?.total ?? 0 };
  }
  const counted = await queryRows<{ total: number }>(db, sql`
    SELECT count(*)::int AS total FROM (SELECT 1 FROM posts p WHERE ${where} LIMIT ${SEARCH_RANKED_MAX}) matched`);
  return { ranked: [], total: counted[0]?.total ?? 0 };
}

export interface PostForResult {
  id: string;
  doc: string;
  title: string | null;
  caption: string | null;
  description: string | null;
  full_text: string | null;
  hashtags: string[];
  author: string | null;
  entity_names: string[];
  tag_names: string[];
}

/** The posts as wire JSON (with entities) and the texts their highlights are cut from. */
export async function postsForResults(db: Executor, userId: string, ids: readonly string[]): Promise<PostForResult[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<PostDocumentRow & Omit<PostForResult, 'doc'>>(db, sql`
    SELECT p.id::text AS id, ${postColumns()}, p.title, p.caption, p.description, p.full_text, p.hashtags,
      concat_ws(' ', p.author_name, '@' || p.author_handle) AS author,
      coalesce((SELECT array_agg(e.entity_name ORDER BY pe.created_at, e.entity_name) FROM post_entities pe JOIN entities e ON e.id = pe.entity_id WHERE pe.post_id = p.id), '{}') AS entity_names,
      coalesce((SELECT array_agg(t.name ORDER BY lower(t.name)) FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '{}') AS tag_names
    FROM (SELECT * FROM posts p WHERE p.user_id = ${userId} AND p.id = ANY(${`{${ids.join(',')}}`}::uuid[])) p
    ${postTagsJoin()}`);
  return rows.map((row) => ({ ...row, doc: postJsonText(row, true) }));
}

/**
 * The entities named by these posts (best matches first), each with the ids of those posts: names
 * containing more of the words first, then entities of the kinds asked for, then the most named.
 */
export async function entitiesOfPosts(
  db: Executor,
  userId: string,
  postIds: readonly string[],
  words: readonly string[],
  entityTypes: readonly string[],
  limit: number,
): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await queryRows<{ doc: string }>(db, sql`
    SELECT ${entityJson('e', { post_ids: sql`linked.post_ids` })} AS doc
    FROM (
      SELECT pe.entity_id, array_agg(pe.post_id::text ORDER BY ranked.position) AS post_ids, count(*) AS posts, min(ranked.position) AS first
      FROM unnest(${`{${postIds.join(',')}}`}::uuid[]) WITH ORDINALITY AS ranked(post_id, position)
      JOIN post_entities pe ON pe.post_id = ranked.post_id
      GROUP BY pe.entity_id
    ) linked
    JOIN entities e ON e.id = linked.entity_id AND e.user_id = ${userId}
    ORDER BY
      (SELECT count(*) FROM unnest(${`{${words.join(',')}}`}::text[]) AS word WHERE stash_fold(e.entity_name) LIKE '%' || word || '%') DESC,
      (e.entity_type = ANY(${`{${entityTypes.join(',')}}`}::text[])) DESC,
      linked.posts DESC, linked.first, e.id
    LIMIT ${limit}`);
  return rows.map((row) => row.doc);
}

/** Of these folded words, the member's own words each is or is close to (trigram similarity). */
export async function wordCandidates(db: Executor, userId: string, words: readonly string[]): Promise<Array<{ wanted: string; word: string; similarity: number }>> {
  if (words.length === 0) return [];
  return queryRows(db, sql`
    SELECT wanted, w.word, similarity(w.word, wanted)::float8 AS similarity
    FROM unnest(${`{${words.join(',')}}`}::text[]) AS wanted
    JOIN search_words w ON w.user_id = ${userId} AND w.word % wanted`);
}

/** Whether the member's saves name this place as a whole word (or words) of an entity's location. */
export async function memberHasPlace(db: Executor, userId: string, name: string): Promise<boolean> {
  const asRegex = sql`regexp_replace(stash_fold(${name}), '([.*+?^$()|{}\[\]\\])', '\\\1', 'g')`;
  const rows = await queryRows<{ found: boolean }>(db, sql`
    SELECT EXISTS (
      SELECT 1 FROM posts p WHERE p.user_id = ${userId} AND p.search_places LIKE stash_fold(${containsPattern(name)})
        AND p.search_places ~ ('(^|[^[:alnum:]])' || ${asRegex} || '($|[^[:alnum:]])')
    ) AS found`);
  return rows[0]?.found === true;
}

const RECENT_SEARCHES_KEPT = 20;

/** Remembers a search as the member's latest (once a minute per query at most), keeping the last few. */
export async function recordSearch(db: Executor, userId: string, query: string, folded: string): Promise<void> {
  const recent = await queryRows<{ fresh: boolean }>(db, sql`
    SELECT searched_at > now() - interval '1 minute' AS fresh FROM search_history WHERE user_id = ${userId} AND folded = ${folded}`);
  if (recent[0]?.fresh) return;
  await db.execute(sql`
    INSERT INTO search_history (user_id, folded, query, searched_at) VALUES (${userId}, ${folded}, ${query}, now())
    ON CONFLICT (user_id, folded) DO UPDATE SET query = excluded.query, searched_at = excluded.searched_at`);
  await db.execute(sql`
    DELETE FROM search_history WHERE user_id = ${userId} AND folded NOT IN (
      SELECT folded FROM search_history WHERE user_id = ${userId} ORDER BY searched_at DESC LIMIT ${RECENT_SEARCHES_KEPT})`);
}

export interface SuggestionRow {
  kind: 'recent' | 'entity' | 'tag' | 'hashtag' | 'city';
  text: string;
  id: string | null;
  detail: string | null;
  uses: number;
}

/** When the member last searched (epoch ms, 0 for never): suggestions kept from before it lack that search. */
export async function lastSearchedAt(db: Executor, userId: string): Promise<number> {
  const [row] = await queryRows<{ at: number | null }>(db, sql`
    SELECT (extract(epoch FROM max(searched_at)) * 1000)::float8 AS at FROM search_history WHERE user_id = ${userId}`);
  return Number(row?.at ?? 0);
}

/** Names, tags, hashtags, cities and recent searches of the member that start with the folded prefix. */
export async function suggestionsFor(db: Executor, userId: string, prefix: string, limit: number): Promise<SuggestionRow[]> {
  const recentOnly = prefix === '';
  const folded = sql`stash_fold(${prefix})`;
  const recent = sql`
    (SELECT 'recent' AS kind, query AS text, NULL::text AS id, NULL::text AS detail, 0 AS uses
     FROM search_history WHERE user_id = ${userId} ${recentOnly ? sql`` : sql`AND ${startsWith(sql`folded`, folded)}`}
     ORDER BY searched_at DESC LIMIT ${recentOnly ? limit : 3})`;
  if (recentOnly) return queryRows<SuggestionRow>(db, recent);
  return queryRows<SuggestionRow>(db, sql`
    ${recent}
    UNION ALL
    (SELECT 'entity', e.entity_name, e.id::text, e.entity_type, c.post_count
     FROM (
       -- A bounded walk of the prefix range: a one-letter prefix must not rank every name of a large stash.
       SELECT DISTINCT entity_id FROM (
         SELECT w.entity_id FROM entity_name_words w
         WHERE w.user_id = ${userId} AND ${startsWith(sql`w.word`, folded)}
         ORDER BY w.word, w.name_length LIMIT 200
       ) walked
     ) found JOIN entities e ON e.id = found.entity_id JOIN entity_post_counts c ON c.entity_id = found.entity_id
     ORDER BY c.post_count DESC, length(e.entity_name), e.entity_name LIMIT ${limit})
    UNION ALL
    (SELECT 'tag', t.name, t.id::text, t.color, t.post_count FROM tags t
     WHERE t.user_id = ${userId} AND stash_fold(t.name) LIKE stash_fold(${`${prefix.replace(/[\\%_]/g, '\\$&')}%`})
     ORDER BY t.post_count DESC, lower(t.name) LIMIT ${limit})
    UNION ALL
    (SELECT kind, CASE WHEN kind = 'hashtag' THEN '#' || term ELSE term END, NULL, NULL, uses
     FROM search_terms WHERE user_id = ${userId} AND kind = 'hashtag' AND ${startsWith(sql`folded`, sql`stash_fold(${prefix.replace(/^#/, '')})`)}
     ORDER BY uses DESC, folded LIMIT ${limit})
    UNION ALL
    (SELECT kind, term, NULL, NULL, uses
     FROM search_terms WHERE user_id = ${userId} AND kind = 'city' AND ${startsWith(sql`folded`, folded)}
     ORDER BY uses DESC, folded LIMIT ${limit})`);
}

/**
 * Posts of the member that share entities (3 each), tags (1 each) or an area (2: an entity of
 * theirs within 2 km of one of this post's) with the post, best first, newest among equals.
 */
export async function relatedTo(
  db: Executor,
  userId: string,
  postId: string,
  limit: number,
  /** The member's posts nearest in meaning, when search by meaning is on. */
  nearInMeaning: readonly string[] = [],
): Promise<Array<{ doc: string; score: number; reasons: string[] }>> {
  const rows = await queryRows<PostDocumentRow & { score: number; reasons: string[] }>(db, sql`
    WITH source AS (SELECT id FROM posts WHERE id = ${postId} AND user_id = ${userId}),
    own_entities AS (SELECT pe.entity_id, e.latitude, e.longitude FROM post_entities pe JOIN entities e ON e.id = pe.entity_id WHERE pe.post_id IN (SELECT id FROM source)),
    by_entity AS (
      SELECT pe.post_id, 3 * count(*) AS score, 'entity' AS reason FROM post_entities pe
      WHERE pe.entity_id IN (SELECT entity_id FROM own_entities) AND pe.post_id <> ${postId} GROUP BY pe.post_id),
    by_tag AS (
      SELECT other.post_id, count(*) AS score, 'tag' AS reason FROM post_tags own JOIN post_tags other ON other.tag_id = own.tag_id
      WHERE own.post_id IN (SELECT id FROM source) AND other.post_id <> ${postId} GROUP BY other.post_id),
    by_area AS (
      SELECT DISTINCT pe.post_id, 2 AS score, 'area' AS reason
      FROM own_entities own
      JOIN entities near ON near.user_id = ${userId} AND near.latitude IS NOT NULL AND own.latitude IS NOT NULL
        AND near.id <> own.entity_id
        AND earth_box(ll_to_earth(own.latitude, own.longitude), 2000) @> ll_to_earth(near.latitude, near.longitude)
      JOIN post_entities pe ON pe.entity_id = near.id AND pe.post_id <> ${postId}),
    by_vector AS (
      SELECT near.id AS post_id, 1 AS score, 'vector' AS reason
      FROM unnest(${`{${nearInMeaning.join(',')}}`}::uuid[]) AS near(id) WHERE near.id <> ${postId}),
    scored AS (
      SELECT post_id, sum(score)::float8 AS score, array_agg(DISTINCT reason ORDER BY reason) AS reasons
      FROM (SELECT * FROM by_entity UNION ALL SELECT * FROM by_tag UNION ALL SELECT * FROM by_area UNION ALL SELECT * FROM by_vector) reasons
      GROUP BY post_id)
    SELECT ${postColumns()}, scored.score, scored.reasons
    FROM scored JOIN posts p ON p.id = scored.post_id AND p.user_id = ${userId}
    ${postTagsJoin()}
    ORDER BY scored.score DESC, p.created_at DESC, p.id DESC
    LIMIT ${limit}`);
  return rows.map((row) => ({ doc: postJsonText(row, true), score: Number(row.score), reasons: row.reasons }));
}

export async function postExists(db: Executor, userId: string, postId: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM posts WHERE id = ${postId} AND user_id = ${userId}) AS found`);
  return rows[0]?.found === true;
}

/** Which of these posts pass the plan's filters (its words aside): vector matches obey the same filters as word matches. */
export async function postsPassingFilters(db: Executor, userId: string, plan: SearchPlan, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const where = conditions(userId, { ...plan, tsquery: null, phrase: null, boost: null });
  const rows = await queryRows<{ id: string }>(db, sql`
    SELECT p.id::text AS id FROM posts p WHERE ${where} AND p.id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
  return new Set(rows.map((row) => row.id));
}

// SQL of the entities module. Each read is one statement that answers JSON text built by
// PostgreSQL (db/json-shapes.ts), ordered by an index where one gives the order: keyset pages on
// entities_user_created_idx, the 'popular' order on entity_post_counts_user_popular_idx, nearby
// places on the GiST index entities_earth_idx (its box test finds the candidates and its distance
// operator returns them nearest first), name matches on entities_name_trgm_idx. Nearest-first
// statements get one planner setting first (inDistanceOrder).
import { sql, type SQL } from 'drizzle-orm';
import { RELATED_PLACES_RADIUS_KM, TRENDING_WINDOW_DAYS, type EntitySearchSort } from '@stash/shared';
import type { Executor } from '../../db/connection';
import { entityJson, linkedEntityJson } from '../../db/json-shapes';
import { containsPattern, startsWith } from '../../db/like-pattern';
import { queryRows } from '../../db/query-rows';

/** A row of a page: the entity as JSON text and the sort key it was ordered by, as text, for the next cursor. */
export interface PageRow {
  doc: string;
  key: string;
  id: string;
}

/** Where the previous page ended: the sort key (as PageRow.key gave it) and the entity id. */
export interface PageAfter {
  key: string;
  id: string;
}

export interface PageRequest {
  sort: EntitySearchSort;
  limit: number;
  after: PageAfter | undefined;
  entityType: string | undefined;
  category: string | undefined;
  /** Name contains this text, any case (trigram index). */
  nameContains: string | undefined;
  /** Search text: names containing it or similar to it or to one of their words (trigram index); ranks 'relevance'. */
  search: string | undefined;
}


interface SortKey {
  /** The ORDER BY keys before the id, all in one direction. */
  columns: SQL[];
  /** The keys as text, for the next cursor; cast turns it back into one value per column. */
  text: SQL;
  cast: (key: string) => SQL[];
  descending: boolean;
  /** The last key, which makes the order total: the entity's id, as the index that gives the order holds it. */
  id: SQL;
  /** The rows read: the entities (e), and for 'popular' their counts (c) first, whose index gives the order. */
  from: SQL;
  /** The member's rows, on the table whose index gives the order. */
  owner: SQL;
}

/** Separates the values of a sort key with several columns inside a cursor's key text. */
export const KEY_SEPARATOR = '|';

/**
 * The first part of a 'relevance' cursor key: which ranking made the page, so that the next page
 * continues it. Names with words starting with the search come first (entity_name_words); when
 * no name has such words (a typo, a piece from inside a word), names similar to the search.
 */
export const MATCHING_WORDS = 'w';
export const SIMILAR_NAMES = 's';

/** The sort key of each order, as an SQL expression and as text that the next cursor carries. */
function sortKey(userId: string, request: PageRequest): SortKey {
  const ofEntities = { id: sql`e.id`, from: sql`entities e`, owner: sql`e.user_id = ${userId}` };
  switch (request.sort) {
    case 'recent':
      return {
        columns: [sql`e.created_at`],
        // Microseconds: a cursor rounded to milliseconds would skip rows saved within the same millisecond.
        text: sql`to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        cast: (key) => [sql`${key}::timestamptz`],
        descending: true,
        ...ofEntities,
      };
    case 'name':
      // Case-insensitive, and in the same byte order on every server whatever its locale.
      return {
        columns: [sql`lower(e.entity_name) COLLATE "C"`],
        text: sql`lower(e.entity_name)`,
        cast: (key) => [sql`${key}::text`],
        descending: false,
        ...ofEntities,
      };
    case 'popular':
      // entity_post_counts is kept by triggers on post_entities and entities (migration 0037); its
      // entity_post_counts_user_popular_idx gives the order, each entity then read by its id.
      return {
        columns: [sql`c.post_count`],
        text: sql`c.post_count::text`,
        cast: (key) => [sql`${key}::int`],
        descending: true,
        id: sql`c.entity_id`,
        from: sql`entity_post_counts c JOIN entities e ON e.id = c.entity_id`,
        owner: sql`c.user_id = ${userId} AND e.user_id = ${userId}`,
      };
    case 'relevance': {
      // The fallback ranking (see searchPage): trigram distance between the search and the
      // closest run of words in the name (0 is a perfect match); ties go to the name closest as a
      // whole, so the exact name comes first. Only the names the search condition found are ranked.
      const search = request.search ?? '';
      const wordDistance = sql`(e.entity_name <->> ${search})`;
      const nameDistance = sql`(e.entity_name <-> ${search})`;
      return {
        columns: [wordDistance, nameDistance],
        text: sql`${`${SIMILAR_NAMES}${KEY_SEPARATOR}`} || ${wordDistance}::text || ${KEY_SEPARATOR} || ${nameDistance}::text`,
        cast: (key) => key.split(KEY_SEPARATOR).slice(1).map((part) => sql`${part}::real`),
        descending: false,
        ...ofEntities,
      };
    }
  }
}

/** The words of the search (stash_name_words splits names the same way). */
const searchWords = (search: string) => sql`stash_name_words(${search})`;

/** Each of `words` (a text[]) starts a word of the entity's name. */
const everyWordStartsAWord = (entityId: SQL, words: SQL) => sql`NOT EXISTS (SELECT 1 FROM unnest(${words}) AS wanted(word)
  WHERE NOT EXISTS (SELECT 1 FROM entity_name_words o WHERE o.entity_id = ${entityId} AND ${startsWith(sql`o.word`, sql`wanted.word`)}))`;

/** The request's filters; the member's own rows are SortKey.owner. */
function filterConditions(request: PageRequest): SQL[] {
  const conditions: SQL[] = [];
  if (request.entityType) conditions.push(sql`e.entity_type = ${request.entityType}`);
  if (request.category) conditions.push(sql`e.category = ${request.category}`);
  if (request.nameContains) conditions.push(sql`e.entity_name ILIKE ${containsPattern(request.nameContains)}`);
  if (request.search) {
    conditions.push(searchCondition(request.search));
    // The similar names of a 'relevance' search come after the names with matching words (page), so leave those out.
    if (request.sort === 'relevance') {
      const words = searchWords(request.search);
      conditions.push(sql`NOT (cardinality(${words}) > 0 AND ${everyWordStartsAWord(sql`e.id`, words)})`);
    }
  }
  return conditions;
}

/** Shorter searches have no trigram to look up: they match names that start with them. */
const TRIGRAM_LENGTH = 3;

/**
 * Names containing the search, or with a run of words like it (typos forgiven), both answered by
 * the trigram GIN index. Whole-name similarity (`%`) is left out on purpose: on a large stash it
 * costs ten times the rest and finds nothing that these miss.
 */
function searchCondition(search: string): SQL {
  if (search.length < TRIGRAM_LENGTH) {
    // A range on entities_user_name_idx: every name whose lower-case form starts with the search.
    const prefix = search.toLowerCase();
    return sql`(lower(e.entity_name) COLLATE "C" >= ${prefix} AND lower(e.entity_name) COLLATE "C" < ${`${prefix}\u{10FFFF}`})`;
  }
  return sql`(e.entity_name ILIKE ${containsPattern(search)} OR ${search} <% e.entity_name)`;
}

/**
 * A 'relevance' page of the names with a word starting with each word of the search: the
 * primary key of entity_name_words walked from the first search word, so names with that exact
 * word come first, then shorter names; a name is listed once, at its first matching word.
 * Every step is an index range, so a page costs the same whether ten names match or ten thousand.
 */
async function matchingWordsPage(db: Executor, userId: string, request: PageRequest & { search: string }): Promise<PageRow[]> {
  const words = searchWords(request.search);
  const first = sql`(${words})[1]`;
  const conditions: SQL[] = [
    sql`w.user_id = ${userId}`,
    startsWith(sql`w.word`, first),
    // Listed once: no earlier word of the same name also starts with the first search word.
    sql`NOT EXISTS (SELECT 1 FROM entity_name_words earlier
      WHERE earlier.entity_id = w.entity_id AND earlier.word < w.word AND ${startsWith(sql`earlier.word`, first)})`,
    // Every other search word starts a word of the name too.
    everyWordStartsAWord(sql`w.entity_id`, sql`(${words})[2:]`),
  ];
  if (request.entityType) conditions.push(sql`e.entity_type = ${request.entityType}`);
  if (request.category) conditions.push(sql`e.category = ${request.category}`);
  if (request.after) {
    const [, word = '', length = '0'] = request.after.key.split(KEY_SEPARATOR);
    conditions.push(sql`(w.word, w.name_length, w.entity_id) > (${word} COLLATE "C", ${Number(length)}::int, ${request.after.id}::uuid)`);
  }
  return queryRows<PageRow>(db, sql`
    SELECT e.doc AS doc, ${`${MATCHING_WORDS}${KEY_SEPARATOR}`} || w.word || ${KEY_SEPARATOR} || w.name_length AS key, e.id::text AS id
    FROM entity_name_words w JOIN entities e ON e.id = w.entity_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY w.word, w.name_length, w.entity_id
    LIMIT ${request.limit + 1}`);
}

/**
 * One keyset page (limit + 1 rows, so the caller can tell whether more follow). A 'relevance'
 * search lists the names with matching words first and then, once those run out, the other
 * names similar to the search: a common word fills its pages from the word index alone, and the
 * costlier trigram ranking runs only for the tail (typos, pieces from inside a word).
 */
export async function page(db: Executor, userId: string, request: PageRequest): Promise<PageRow[]> {
  if (request.sort !== 'relevance' || request.search === undefined) return keysetPage(db, userId, request);
  if (request.after?.key.split(KEY_SEPARATOR)[0] === SIMILAR_NAMES) return keysetPage(db, userId, request);
  const byWords = await matchingWordsPage(db, userId, { ...request, search: request.search });
  if (byWords.length > request.limit) return byWords;
  const similar = await keysetPage(db, userId, { ...request, after: undefined, limit: request.limit - byWords.length });
  return [...byWords, ...similar];
}

async function keysetPage(db: Executor, userId: string, request: PageRequest): Promise<PageRow[]> {
  return queryRows<PageRow>(db, keysetPageQuery(userId, request));
}

/** The statement of one keyset page (exported for the tests of its plan). */
export function keysetPageQuery(userId: string, request: PageRequest): SQL {
  const key = sortKey(userId, request);
  // NULLS LAST as in entities_user_created_idx: ORDER BY ... DESC alone means NULLS FIRST, which
  // that index cannot give (the columns are never null, but the planner does not use that).
  const direction = key.descending ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const conditions = [key.owner, ...filterConditions(request)];
  if (request.after) {
    const comparison = key.descending ? sql`<` : sql`>`;
    const after = [...key.cast(request.after.key), sql`${request.after.id}::uuid`];
    conditions.push(sql`(${sql.join([...key.columns, key.id], sql`, `)}) ${comparison} (${sql.join(after, sql`, `)})`);
  }
  const order = [...key.columns, key.id].map((column) => sql`${column} ${direction}`);
  return sql`
    SELECT ${entityJson('e')} AS doc, ${key.text} AS key, e.id::text AS id
    FROM ${key.from}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${sql.join(order, sql`, `)}
    LIMIT ${request.limit + 1}`;
}

export interface NearbyRequest {
  lat: number;
  lng: number;
  radiusKm: number;
  limit: number;
  entityType: string | undefined;
  category: string | undefined;
}

const earthPoint = (lat: number, lng: number) => sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
const entityPoint = sql`ll_to_earth(e.latitude, e.longitude)`;

/**
 * Entities within radius of a point, nearest first. The conditions are the ones the partial GiST
 * index entities_earth_idx answers (its predicate, the box around the circle) plus the exact
 * distance; `<->` (straight-line distance between the points, which orders like the distance
 * along the surface) lets the index hand them over nearest first, so the scan stops after `limit`.
 * Run it through inDistanceOrder.
 */
export function nearbyQuery(userId: string, request: NearbyRequest): SQL {
  const center = earthPoint(request.lat, request.lng);
  const meters = request.radiusKm * 1000;
  const conditions: SQL[] = [
    sql`e.user_id = ${userId}`,
    sql`e.latitude IS NOT NULL AND e.longitude IS NOT NULL`,
    sql`earth_box(${center}, ${meters}::float8) @> ${entityPoint}`,
    sql`earth_distance(${center}, ${entityPoint}) <= ${meters}::float8`,
  ];
  if (request.entityType) conditions.push(sql`e.entity_type = ${request.entityType}`);
  if (request.category) conditions.push(sql`e.category = ${request.category}`);
  // No tie-breaker after the distance: any second key needs a sort step (see inDistanceOrder).
  return sql`
    SELECT ${entityJson('e', { distance_km: sql`earth_distance(${center}, ${entityPoint}) / 1000` })} AS doc
    FROM entities e
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${entityPoint} <-> ${center}
    LIMIT ${request.limit}`;
}

/**
 * Runs a nearest-first statement with sorting switched off for it alone. The planner guesses that
 * any box holds 0.1% of the table (cube's fixed estimate for `@>`), so for a big circle it would
 * rather read the whole box and sort it (0.7 s for 150,000 places at 5000 km) than walk the GiST
 * index in distance order and stop after `limit` rows (2 ms); without sorting that walk is the
 * only plan left. A sort that every plan needs (a short final ORDER BY) still runs, but its
 * penalty cost would make PostgreSQL compile the query with JIT (0.4 s), so JIT goes off too.
 * Both settings end with the transaction, so pooled connections are unaffected.
 */
export function inDistanceOrder<T>(db: Executor, statement: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`);
    return statement(tx);
  });
}

export async function nearby(db: Executor, userId: string, request: NearbyRequest): Promise<string[]> {
  const rows = await inDistanceOrder(db, (tx) => queryRows<{ doc: string }>(tx, nearbyQuery(userId, request)));
  return rows.map((row) => row.doc);
}

export async function findOne(db: Executor, userId: string, entityId: string): Promise<string | undefined> {
  const rows = await queryRows<{ doc: string }>(db, sql`
    SELECT ${entityJson('e')} AS doc FROM entities e WHERE e.id = ${entityId}::uuid AND e.user_id = ${userId}`);
  return rows[0]?.doc;
}

/** How many entities of each type the member has, the commonest first (index-only on entities_user_type_idx). */
export async function countByType(db: Executor, userId: string): Promise<{ type: string; count: number }[]> {
  const rows = await queryRows<{ type: string; count: number }>(db, sql`
    SELECT entity_type AS type, count(*)::int AS count
    FROM entities WHERE user_id = ${userId}
    GROUP BY entity_type
    ORDER BY count(*) DESC, entity_type COLLATE "C"`);
  return rows.map((row) => ({ type: row.type, count: Number(row.count) }));
}

/**
 * The entities linked most from posts saved in the last TRENDING_WINDOW_DAYS days (ties: the one
 * saved last first). Reads only that window of posts (posts_user_created_idx) and their links, and
 * picks the winners before reading any entity (a link always joins a member's post to the same
 * member's entity).
 */
export async function trending(db: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ doc: string }>(db, sql`
    SELECT ${entityJson('e', { save_count: sql`saves.save_count` })} AS doc
    FROM (
      SELECT pe.entity_id, count(*)::int AS save_count, max(p.created_at) AS last_saved_at
      FROM posts p JOIN post_entities pe ON pe.post_id = p.id
      WHERE p.user_id = ${userId} AND p.created_at >= now() - make_interval(days => ${TRENDING_WINDOW_DAYS})
      GROUP BY pe.entity_id
      ORDER BY save_count DESC, last_saved_at DESC, pe.entity_id DESC
      LIMIT ${limit}
    ) saves
    JOIN entities e ON e.id = saves.entity_id AND e.user_id = ${userId}
    ORDER BY saves.save_count DESC, saves.last_saved_at DESC, e.id DESC`);
  return rows.map((row) => row.doc);
}

/**
 * Entities that share posts with this one, and, when it has coordinates, the places within
 * RELATED_PLACES_RADIUS_KM of it (nearest first, through entities_earth_idx); most shared posts
 * first, then nearest. Undefined when the entity is not the member's.
 */
export async function related(db: Executor, userId: string, entityId: string, limit: number): Promise<{ docs: string; total: number } | undefined> {
  const meters = RELATED_PLACES_RADIUS_KM * 1000;
  const rows = await inDistanceOrder(db, (tx) =>
    queryRows<{ found: boolean; docs: string; total: number }>(tx, sql`
      WITH target AS (
        SELECT e.id, CASE WHEN e.latitude IS NOT NULL AND e.longitude IS NOT NULL THEN ${entityPoint} END AS point
        FROM entities e WHERE e.id = ${entityId}::uuid AND e.user_id = ${userId}
      ), shared AS (
        SELECT other.entity_id, count(*)::int AS shared_posts
        FROM target
        JOIN post_entities mine ON mine.entity_id = target.id
        JOIN post_entities other ON other.post_id = mine.post_id AND other.entity_id <> mine.entity_id
        GROUP BY other.entity_id
      ), near AS (
        SELECT place.id AS entity_id
        FROM target CROSS JOIN LATERAL (
          SELECT e.id FROM entities e
          WHERE e.user_id = ${userId} AND e.id <> target.id
            AND e.latitude IS NOT NULL AND e.longitude IS NOT NULL
            AND earth_box(target.point, ${meters}::float8) @> ${entityPoint}
            AND earth_distance(target.point, ${entityPoint}) <= ${meters}::float8
          ORDER BY ${entityPoint} <-> target.point
          LIMIT ${limit}
        ) place
        WHERE target.point IS NOT NULL
      ), ranked AS (
        SELECT
          -- distance_km only where there is one (the field is optional, not nullable).
          CASE WHEN measured.km IS NULL
            THEN ${entityJson('e', { shared_posts: sql`coalesce(shared.shared_posts, 0)` })}
            ELSE ${entityJson('e', { shared_posts: sql`coalesce(shared.shared_posts, 0)`, distance_km: sql`measured.km` })}
          END AS doc,
          coalesce(shared.shared_posts, 0) AS shared_posts, measured.km, e.id
        FROM (SELECT entity_id FROM shared UNION SELECT entity_id FROM near) candidates
        JOIN entities e ON e.id = candidates.entity_id AND e.user_id = ${userId}
        LEFT JOIN shared ON shared.entity_id = e.id
        CROSS JOIN target
        CROSS JOIN LATERAL (
          SELECT CASE WHEN target.point IS NOT NULL AND e.latitude IS NOT NULL AND e.longitude IS NOT NULL
            THEN earth_distance(target.point, ${entityPoint}) / 1000 END AS km
        ) measured
        ORDER BY coalesce(shared.shared_posts, 0) DESC, measured.km ASC NULLS LAST, e.id
        LIMIT ${limit}
      )
      SELECT
        EXISTS (SELECT 1 FROM target) AS found,
        '[' || coalesce((SELECT string_agg(doc, ',' ORDER BY shared_posts DESC, km ASC NULLS LAST, id) FROM ranked), '') || ']' AS docs,
        (SELECT count(*) FROM ranked)::int AS total`),
  );
  const row = rows[0];
  return row?.found ? { docs: row.docs, total: Number(row.total) } : undefined;
}

/**
 * The entities of one of the member's posts, the largest entity_data first; undefined when the
 * post is not the member's. One row with a null doc stands for a post without entities.
 */
export async function entitiesOfPost(db: Executor, userId: string, postId: string): Promise<string[] | undefined> {
  const rows = await queryRows<{ doc: string | null }>(db, sql`
    SELECT CASE WHEN e.id IS NULL THEN NULL ELSE ${linkedEntityJson()} END AS doc
    FROM posts p
    LEFT JOIN post_entities pe ON pe.post_id = p.id
    LEFT JOIN entities e ON e.id = pe.entity_id AND e.user_id = p.user_id
    WHERE p.id = ${postId}::uuid AND p.user_id = ${userId}
    ORDER BY octet_length(e.entity_data::text) DESC NULLS LAST, e.entity_name, e.id`);
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.doc === null ? [] : [row.doc]));
}

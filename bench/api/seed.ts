// Seeds one member's stash for the API benchmark straight into the real schema, in bulk:
// multi-row INSERT ... SELECT over generate_series, so 100k posts take seconds, not an hour of
// single inserts. Ids are md5 of an ordinal, which lets each statement find the rows of the last
// one without a lookup table. Run as a child process by main.ts, or alone:
//
//   tsx bench/api/seed.ts --db pglite --data-dir /tmp/x --posts 10000
//   tsx bench/api/seed.ts --db postgres --url postgres://.../fresh_db --posts 100000
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { TAG_COLORS } from '@stash/shared';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connection';
import { createAccount } from '../../apps/server/src/modules/accounts/accounts.service';
import {
  CAPTION_WORDS, CATEGORIES, CITIES, HASHTAGS, NAME_CORES, NAME_OPENERS, PLATFORMS, STREETS, TAG_NAMES, TITLE_CLOSERS,
  TITLE_OPENERS, VENUE_WORDS,
} from './vocabulary';

export const BENCH_MEMBER = { email: 'bench@stash.test', password: 'bench-member-password', name: 'Bench Member' } as const;

/** Entities per post and tags per stash, fixed by the issue: 100k posts, 250k entities, 50 tags. */
export const ENTITIES_PER_POST = 2.5;
export const TAG_COUNT = 50;
const SEARCH_REFRESH_BATCH = 5_000;
const POST_INSERT_BATCH = 5_000;
const LINK_INSERT_BATCH = 25_000;
/** Posts rendered per statement once media and links are in. */
const POST_RENDER_BATCH = 5_000;
/** Posts per statement when tagging: about 1,300 tag links, 26 bumps of each tag's counter. */
const TAG_LINK_BATCH = 2_000;

export interface SeedOptions {
  db: 'pglite' | 'postgres';
  posts: number;
  /** PGlite: the server data dir (the database goes in its pgdata/). */
  dataDir?: string;
  /** PostgreSQL: a fresh, empty database. */
  databaseUrl?: string;
  log?: (line: string) => void;
}

export interface SeedResult {
  userId: string;
  seconds: number;
  phases: Record<string, number>;
  counts: Record<string, number>;
  databaseBytes: number;
}

// --- SQL text helpers ----------------------------------------------------------------------------

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(',')}]::text[]`;
/** A random element of an array expression of known length. */
const pick = (arrayExpression: string, length: number) => `(${arrayExpression})[1 + floor(random() * ${length})::int]`;

function cumulative<T extends { share: number }>(items: readonly T[]): (T & { lo: number; hi: number })[] {
  let lo = 0;
  return items.map((item) => {
    const row = { ...item, lo, hi: lo + item.share };
    lo += item.share;
    return row;
  });
}

function categoriesValues(): string {
  const rows = cumulative(CATEGORIES).map(
    (c) =>
      `(${literal(c.name)}, ${literal(c.routingClass)}, ${c.lo}, ${c.hi}, ${textArray(c.intents)}, ${textArray(c.nouns)}, ` +
      `${textArray(c.venueTypes)}, ${literal(c.thingType)}, ${literal(c.thingRoutingClass)}, ${textArray(c.thingWords)})`,
  );
  return `(VALUES ${rows.join(',\n')}) AS c(name, routing_class, lo, hi, intents, nouns, venue_types, thing_type, thing_routing_class, thing_words)`;
}

function citiesValues(): string {
  const rows = cumulative(CITIES).map(
    (c) => `(${literal(c.name)}, ${literal(c.country)}, ${c.lat}::float8, ${c.lng}::float8, ${c.lo}, ${c.hi}, ${literal(c.phonePrefix)})`,
  );
  return `(VALUES ${rows.join(',\n')}) AS city(name, country, lat, lng, lo, hi, phone_prefix)`;
}

function venueWordsValues(): string {
  const rows = Object.entries(VENUE_WORDS).map(([type, words]) => `(${literal(type)}, ${textArray(words)})`);
  return `(VALUES ${rows.join(',\n')}) AS vw(type, words)`;
}

const postId = (ordinal: string) => `md5('post' || ${ordinal})::uuid`;
const entityId = (ordinal: string) => `md5('entity' || ${ordinal})::uuid`;
const tagId = (ordinal: string) => `md5('tag' || ${ordinal})::uuid`;

// --- statements ------------------------------------------------------------------------------------

function insertPostsSql(userId: string, postCount: number, first: number, last: number): string {
  const platforms = cumulative(PLATFORMS.map((p) => ({ ...p })));
  const platformCase = (field: 'name' | 'attachment') =>
    `CASE ${platforms.map((p) => `WHEN b.r_platform * 100 < ${p.hi} THEN ${literal(p[field])}`).join(' ')} END`;
  // A few thousand recurring creators, the same name and handle wherever one appears.
  const authorName = `(${textArray(NAME_OPENERS)})[1 + (i * 31) % ${NAME_OPENERS.length}] || ' ' || (${textArray(NAME_CORES)})[1 + (i * 17 / 7) % ${NAME_CORES.length}]`;
  return `
INSERT INTO posts (id, user_id, message_mid, message_id, sender_id, source_url, canonical_url, activity_type, attachment_type,
  title, caption, full_text, description, media_url, author_name, author_handle, posted_at, hashtags, mentions, category,
  routing_class, overall_message_intent, raw_dump, status, last_enriched_at, created_at, updated_at)
SELECT
  ${postId('r.i')}, ${literal(userId)}::uuid, 'bench-mid-' || r.i, 'bench-msg-' || r.i, NULL,
  r.url, r.url, r.platform, r.attachment,
  r.title, r.caption, r.caption || ' ' || array_to_string(r.hashtags, ' '), r.description, r.media_url,
  r.author_name, r.author_handle, r.created_at - r.posted_before, r.hashtags, '{}'::text[],
  r.category, r.routing_class, r.intent,
  jsonb_build_object('original_url', r.url, 'created_at', r.created_at, 'media', jsonb_build_array(jsonb_build_object('url', r.media_url, 'type', 'image'))),
  'organised', r.created_at + interval '2 minutes', r.created_at, r.created_at + interval '2 minutes'
FROM (
  SELECT
    b.i, b.created_at, b.posted_before, c.name AS category, c.routing_class, b.author_name, b.author_handle,
    ${platformCase('name')} AS platform,
    ${platformCase('attachment')} AS attachment,
    CASE
      WHEN b.r_platform * 100 < ${platforms[0]!.hi} THEN 'https://www.instagram.com/p/' || substr(md5('code' || b.i), 1, 11) || '/'
      WHEN b.r_platform * 100 < ${platforms[1]!.hi} THEN 'https://www.tiktok.com/@' || b.author_handle || '/video/' || (7000000000000000000 + b.i)
      ELSE 'https://x.com/' || b.author_handle || '/status/' || (1800000000000000000 + b.i)
    END AS url,
    c.intents[1 + floor(b.r_intent * array_length(c.intents, 1))::int] AS intent,
    trim(${pick(textArray(TITLE_OPENERS), TITLE_OPENERS.length)} || ' ' || c.nouns[1 + floor(b.r_noun * array_length(c.nouns, 1))::int]
      || ' ' || ${pick(textArray(TITLE_CLOSERS), TITLE_CLOSERS.length)}) AS title,
    c.nouns[1 + floor(b.r_noun * array_length(c.nouns, 1))::int] || ' ' || (
      SELECT string_agg(${pick(textArray(CAPTION_WORDS), CAPTION_WORDS.length)}, ' ')
      FROM generate_series(1, 12 + (b.i % 29)) AS word
    ) AS caption,
    ARRAY(SELECT ${pick(textArray(HASHTAGS), HASHTAGS.length)} FROM generate_series(1, (b.i * 7919) % 5) AS tag) AS hashtags,
    CASE WHEN b.r_description < 0.05 THEN 'Note to self: go with ' || ${pick(textArray(NAME_CORES), NAME_CORES.length)} || ' crew' END AS description,
    'https://media.stash.test/p/' || b.i || '.jpg' AS media_url
  FROM (
    SELECT
      i,
      -- Insertion order is save order, as in a real table: ordinal 0 is two years old.
      now() - ((${postCount} - i - random()) / ${postCount}.0) * interval '730 days' AS created_at,
      random() * interval '20 days' AS posted_before,
      random() AS r_category, random() AS r_platform, random() AS r_intent, random() AS r_noun, random() AS r_description,
      ${authorName} AS author_name,
      lower(${authorName}) AS author_raw
    FROM generate_series(${first}, ${last}) AS i
    OFFSET 0
  ) AS b0
  CROSS JOIN LATERAL (SELECT b0.*, replace(b0.author_raw, ' ', '_') || (b0.i % 89) AS author_handle) AS b
  JOIN ${categoriesValues()} ON b.r_category * 100 >= c.lo AND b.r_category * 100 < c.hi
  OFFSET 0
) AS r`;
}

function insertEntitiesSql(userId: string, postCount: number, entityCount: number): string {
  const opener = pick(textArray(NAME_OPENERS), NAME_OPENERS.length);
  const core = pick(textArray(NAME_CORES), NAME_CORES.length);
  return `
INSERT INTO entities (id, user_id, entity_name, entity_type, routing_class, category, dedupe_key, entity_data, latitude, longitude,
  last_enriched_at, created_at, updated_at)
SELECT
  ${entityId('n.j')}, ${literal(userId)}::uuid, n.name, n.type, n.routing_class, n.category,
  n.type || ':' || lower(n.name) || ':' || n.j,
  CASE WHEN n.is_venue THEN jsonb_build_object(
    'raw_data', jsonb_build_object('name', n.name, 'category', n.category, 'routing_class', n.routing_class,
      'location', jsonb_build_object('lat', n.latitude, 'lng', n.longitude, 'city', n.city),
      'address', n.address, 'business_hours', 'Mon-Fri 8am-10pm, Sat-Sun 9am-11pm', 'price', repeat('$', 1 + n.j % 4)),
    'enrichment_data', jsonb_build_object('formatted_address', n.address || ', ' || n.city || ', ' || n.country,
      'rating', round((3.4 + (n.j % 17) / 10.0)::numeric, 1), 'phone_number', n.phone_prefix || ' ' || lpad(((n.j * 7919) % 10000000)::text, 7, '0'),
      'website', 'https://' || lower(replace(n.name, ' ', '')) || '.example.com', 'google_maps_uri', 'https://maps.google.com/?cid=' || (n.j::bigint * 104729),
      'place_id', 'ChIJ' || substr(md5('place' || n.j), 1, 23), 'types', jsonb_build_array(n.type, 'point_of_interest', 'establishment'),
      'status', 'OPERATIONAL'))
  ELSE jsonb_build_object(
    'raw_data', jsonb_build_object('name', n.name, 'category', n.category, 'routing_class', n.routing_class,
      'details', 'Mentioned in a saved ' || n.category || ' post'),
    'enrichment_data', jsonb_build_object('description', n.name || ', from a ' || n.category || ' save'))
  END,
  n.latitude, n.longitude, n.created_at + interval '3 minutes', n.created_at, n.created_at + interval '3 minutes'
FROM (
  SELECT
    t.*,
    CASE WHEN t.is_venue THEN ${opener} || ' ' || ${core} || ' ' || vw.words[1 + floor(random() * array_length(vw.words, 1))::int]
      ELSE ${core} || ' ' || t.thing_words[1 + floor(random() * array_length(t.thing_words, 1))::int] END AS name,
    CASE WHEN t.is_venue THEN city.name END AS city, city.country, city.phone_prefix,
    CASE WHEN t.is_venue THEN (1 + t.j % 240) || ' ' || ${pick(textArray(STREETS), STREETS.length)} END AS address,
    -- Normal around the city centre (Box-Muller): most places within a few km, a wider ring beyond.
    CASE WHEN t.is_venue THEN city.lat + t.gauss * cos(2 * pi() * t.u2) * t.sigma_km / 110.574 END AS latitude,
    CASE WHEN t.is_venue THEN city.lng + t.gauss * sin(2 * pi() * t.u2) * t.sigma_km / (111.320 * cos(radians(city.lat))) END AS longitude
  FROM (
    SELECT
      e.j, e.created_at, e.is_venue, c.thing_words,
      CASE WHEN e.is_venue THEN c.venue_types[1 + floor(e.r_type * array_length(c.venue_types, 1))::int] ELSE c.thing_type END AS type,
      CASE WHEN e.is_venue THEN 'PhysicalVenue' ELSE c.thing_routing_class END AS routing_class,
      c.name AS category, e.r_city, sqrt(-2 * ln(1 - e.u1)) AS gauss, e.u2,
      CASE WHEN e.r_wide < 0.7 THEN 3.0 ELSE 18.0 END AS sigma_km
    FROM (
      SELECT s.j, p.category AS post_category, p.created_at + interval '30 seconds' AS created_at,
        random() < 0.5 AS is_venue, random() AS r_type, random() AS r_city, random() AS u1, random() AS u2, random() AS r_wide
      FROM generate_series(0, ${entityCount - 1}) AS s(j)
      JOIN posts p ON p.id = ${postId(`(s.j % ${postCount})`)}
      OFFSET 0
    ) AS e
    JOIN ${categoriesValues()} ON c.name = e.post_category
    OFFSET 0
  ) AS t
  JOIN ${citiesValues()} ON t.r_city * 100 >= city.lo AND t.r_city * 100 < city.hi
  LEFT JOIN ${venueWordsValues()} ON vw.type = t.type
  OFFSET 0
) AS n`;
}

/** Each entity belongs to the post of its ordinal modulo the post count (2 or 3 per post). */
function linkEntitiesSql(postCount: number, first: number, last: number): string {
  return `
INSERT INTO post_entities (post_id, entity_id, created_at)
SELECT ${postId(`(s.j % ${postCount})`)}, e.id, e.created_at
FROM generate_series(${first}, ${last}) AS s(j)
JOIN entities e ON e.id = ${entityId('s.j')}`;
}

/** Some places come up again and again: a tenth of posts also mention one of a popular thousand. */
function linkPopularEntitiesSql(entityCount: number, first: number, last: number): string {
  return `
INSERT INTO post_entities (post_id, entity_id, created_at)
SELECT p.id, ${entityId(`floor(power(random(), 3) * ${Math.min(entityCount, 1000)})::int`)}, p.created_at + interval '1 minute'
FROM generate_series(${first}, ${last}) AS s(i)
JOIN posts p ON p.id = ${postId('s.i')}
WHERE random() < 0.1
ON CONFLICT DO NOTHING`;
}

/** Sets each entity's count (entity_post_counts) from its links, as the link-count trigger would have. */
function countEntityLinksSql(): string {
  return `
UPDATE entity_post_counts c SET post_count = linked.posts
FROM (SELECT entity_id, count(*)::int AS posts FROM post_entities GROUP BY entity_id) AS linked
WHERE c.entity_id = linked.entity_id`;
}

/** Setting doc makes the posts trigger render the post: its own fields, media and linked entities. */
function renderPostsSql(first: number, last: number): string {
  return `UPDATE posts SET doc = '' WHERE id IN (SELECT ${postId('i')} FROM generate_series(${first}, ${last}) AS i)`;
}

function insertTagsSql(userId: string): string {
  return `
INSERT INTO tags (id, user_id, name, color, created_at, updated_at)
SELECT ${tagId('t')}, ${literal(userId)}::uuid, (${textArray(TAG_NAMES)})[t + 1], (${textArray(TAG_COLORS)})[1 + t % ${TAG_COLORS.length}],
  now() - interval '730 days' + t * interval '7 days', now() - interval '730 days' + t * interval '7 days'
FROM generate_series(0, ${TAG_COUNT - 1}) AS t`;
}

/** A third of posts carry one to three tags, the popular tags far more often than the rest. */
function tagPostsSql(first: number, last: number): string {
  return `
INSERT INTO post_tags (post_id, tag_id, created_at)
SELECT p.id, ${tagId(`floor(power(random(), 1.7) * ${TAG_COUNT})::int`)}, p.created_at + interval '5 minutes'
FROM (
  SELECT p.id, p.created_at, 1 + floor(random() * 3)::int AS tag_count
  FROM generate_series(${first}, ${last}) AS s(i)
  JOIN posts p ON p.id = ${postId('s.i')}
  WHERE random() < 1.0 / 3
  OFFSET 0
) AS p
CROSS JOIN LATERAL generate_series(1, p.tag_count) AS s
ON CONFLICT DO NOTHING`;
}

function insertMediaSql(userId: string): string {
  return `
INSERT INTO media (post_id, position, type, original_url, storage_key, content_type, byte_size, created_at)
SELECT p.id, s - 1,
  CASE WHEN p.activity_type <> 'x' AND s = 1 THEN 'video' ELSE 'image' END,
  'https://scontent.cdn.example/v/' || md5(p.id::text || s) || '.jpg',
  'media/' || p.id || '/' || (s - 1) || '.jpg',
  CASE WHEN p.activity_type <> 'x' AND s = 1 THEN 'video/mp4' ELSE 'image/jpeg' END,
  50000 + floor(random() * 2000000)::int, p.created_at + interval '1 minute'
FROM (
  SELECT id, activity_type, created_at, 1 + (random() < 0.3)::int + (random() < 0.1)::int AS media_count
  FROM posts WHERE user_id = ${literal(userId)}::uuid
  OFFSET 0
) AS p
CROSS JOIN LATERAL generate_series(1, p.media_count) AS s`;
}

// --- running ---------------------------------------------------------------------------------------

interface Runner {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  release(): void;
}

const BULK_LOADED_TABLES = ['posts', 'media', 'entities', 'entity_post_counts', 'post_entities', 'post_tags'];

/** Drops the non-unique indexes of the bulk-loaded tables; returns their CREATE INDEX statements. */
async function dropSecondaryIndexes(runner: Runner): Promise<string[]> {
  const indexes = await runner.rows<{ name: string; definition: string }>(`
    SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name, pg_get_indexdef(x.indexrelid) AS definition
    FROM pg_index x
    JOIN pg_class c ON c.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND t.relname IN (${BULK_LOADED_TABLES.map(literal).join(', ')})
      AND NOT x.indisunique AND NOT x.indisprimary
    ORDER BY c.relname`);
  for (const index of indexes) await runner.exec(`DROP INDEX ${index.name}`);
  return indexes.map((index) => index.definition);
}

/** The triggers that render posts again, or count links, for each media row or link written. */
const LINK_RENDER_TRIGGERS = [
  { table: 'media', trigger: 'media_docs_insert' },
  { table: 'post_entities', trigger: 'post_entities_docs_insert' },
  { table: 'post_entities', trigger: 'post_entities_count' },
] as const;

/** Runs `load` with the given triggers disabled, and enables them again whatever happens. */
async function holdingBack(runner: Runner, triggers: readonly { table: string; trigger: string }[], load: () => Promise<void>): Promise<void> {
  for (const { table, trigger } of triggers) await runner.exec(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  try {
    await load();
  } finally {
    for (const { table, trigger } of triggers) await runner.exec(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
}

/**
 * The held-back triggers' work, checked: every entity's count of posts, and one post in fifty's stored
 * documents (whole and card) against a fresh rendering. Benchmark figures from wrong documents would be worthless.
 */
async function checkDocuments(runner: Runner): Promise<void> {
  const [check] = await runner.rows<{ miscounted: number; stale: number }>(`
    SELECT
      (SELECT count(*)::int FROM entities e
        LEFT JOIN (SELECT entity_id, count(*) AS posts FROM post_entities GROUP BY entity_id) AS linked ON linked.entity_id = e.id
        LEFT JOIN entity_post_counts c ON c.entity_id = e.id
        WHERE c.post_count IS DISTINCT FROM coalesce(linked.posts, 0)) AS miscounted,
      (SELECT count(*)::int
        FROM (SELECT * FROM posts WHERE abs(hashtext(id::text)) % 50 = 0 OFFSET 0) AS p
        CROSS JOIN LATERAL stash_post_entities(p.id) AS linked
        WHERE (p.doc, p.card_doc, p.entity_count, p.entities_doc)
          IS DISTINCT FROM (stash_post_doc(p::posts), stash_post_card_doc(p::posts), linked.entity_count, linked.entities_doc)) AS stale`);
  if (check?.miscounted !== 0 || check.stale !== 0) {
    throw new Error(`seed: ${check?.miscounted} entities with a wrong post_count, ${check?.stale} sampled posts with stale documents`);
  }
}

async function runnerFor(handle: DatabaseHandle): Promise<Runner> {
  if (handle.kind === 'pglite') {
    const client = handle.client;
    await client.exec(`SET maintenance_work_mem = '256MB'`);
    return {
      exec: async (text) => void (await client.exec(text)),
      rows: async <T>(text: string) => (await client.query<T>(text)).rows,
      release: () => undefined,
    };
  }
  const client: pg.PoolClient = await handle.pool.connect();
  await client.query(`SET maintenance_work_mem = '512MB'; SET work_mem = '64MB'`);
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    release: () => client.release(),
  };
}

export async function seed(options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const postCount = options.posts;
  const entityCount = Math.round(postCount * ENTITIES_PER_POST);
  const started = performance.now();
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const phaseStarted = performance.now();
    const result = await run();
    phases[name] = Number(((performance.now() - phaseStarted) / 1000).toFixed(2));
    log(`  ${name.padEnd(16)} ${phases[name]!.toFixed(1).padStart(6)} s`);
    return result;
  };

  if (options.db === 'pglite' && !options.dataDir) throw new Error('seed: PGlite needs a data dir');
  if (options.db === 'postgres' && !options.databaseUrl) throw new Error('seed: PostgreSQL needs a database url');
  const handle = await timed('migrations', () =>
    openDatabase({ databaseUrl: options.db === 'postgres' ? options.databaseUrl : undefined, dataDir: options.dataDir ?? '' }),
  );
  try {
    const user = await timed('member', () =>
      createAccount(handle.db, { email: BENCH_MEMBER.email, password: BENCH_MEMBER.password, isAdmin: false, name: BENCH_MEMBER.name }),
    );
    const runner = await runnerFor(handle);
    try {
      await runner.exec('SELECT setseed(0.4242)');
      // The usual bulk load: secondary indexes are dropped and then built again from their own
      // definitions once the rows are in (one sorted build instead of a million scattered inserts).
      // Unique indexes and keys stay: inserts rely on them. The end state is the migrated schema.
      const secondaryIndexes = await timed('drop indexes', () => dropSecondaryIndexes(runner));
      // In batches: triggers keep per-category, per-tag and per-entity counts, and within one
      // statement every bump of a counter row walks the ever longer chain of that row's versions.
      const batches = async (count: number, size: number, statement: (first: number, last: number) => string) => {
        for (let first = 0; first < count; first += size) await runner.exec(statement(first, Math.min(count, first + size) - 1));
      };
      await timed('posts', () => batches(postCount, POST_INSERT_BATCH, (first, last) => insertPostsSql(user.id, postCount, first, last)));
      await timed('entities', () => runner.exec(insertEntitiesSql(user.id, postCount, entityCount)));
      // Media and links each re-render their posts' stored documents through triggers, and a post
      // gets its media and its two or three links in different statements: four renders or more
      // per post (PGlite took over 40 minutes on them at 100k posts). Those triggers are held back
      // while the rows go in; then the counts they keep are set in one pass and each post is
      // rendered once (checked before going on).
      await holdingBack(runner, LINK_RENDER_TRIGGERS, async () => {
        await timed('media', () => runner.exec(insertMediaSql(user.id)));
        await timed('post_entities', async () => {
          await batches(entityCount, LINK_INSERT_BATCH, (first, last) => linkEntitiesSql(postCount, first, last));
          await batches(postCount, LINK_INSERT_BATCH, (first, last) => linkPopularEntitiesSql(entityCount, first, last));
        });
      });
      await timed('documents', async () => {
        await runner.exec(countEntityLinksSql());
        await batches(postCount, POST_RENDER_BATCH, renderPostsSql);
        await checkDocuments(runner);
      });
      await timed('tags', async () => {
        await runner.exec(insertTagsSql(user.id));
        await batches(postCount, TAG_LINK_BATCH, tagPostsSql);
      });
      await timed('search columns', async () => {
        for (let first = 0; first < postCount; first += SEARCH_REFRESH_BATCH) {
          const last = Math.min(postCount, first + SEARCH_REFRESH_BATCH) - 1;
          await runner.exec(`SELECT stash_refresh_post_search(ARRAY(SELECT ${postId('i')} FROM generate_series(${first}, ${last}) AS i))`);
        }
      });
      await timed('build indexes', async () => {
        for (const definition of secondaryIndexes) await runner.exec(definition);
      });
      await timed('vacuum analyze', () => runner.exec('VACUUM ANALYZE'));
      const [counts] = await runner.rows<Record<string, string | number>>(`
        SELECT
          (SELECT count(*) FROM posts) AS posts,
          (SELECT count(*) FROM media) AS media,
          (SELECT count(*) FROM entities) AS entities,
          (SELECT count(*) FROM entities WHERE latitude IS NOT NULL) AS places,
          (SELECT count(*) FROM post_entities) AS post_entities,
          (SELECT count(*) FROM tags) AS tags,
          (SELECT count(*) FROM post_tags) AS post_tags,
          (SELECT count(DISTINCT post_id) FROM post_tags) AS tagged_posts,
          pg_database_size(current_database()) AS database_bytes`);
      const numeric = Object.fromEntries(Object.entries(counts ?? {}).map(([key, value]) => [key, Number(value)]));
      const { database_bytes: databaseBytes = 0, ...rest } = numeric;
      return {
        userId: user.id,
        seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
        phases,
        counts: rest,
        databaseBytes,
      };
    } finally {
      runner.release();
    }
  } finally {
    await handle.close();
  }
}

/** The line main.ts reads back from a seeding child process. */
export const SEED_RESULT_PREFIX = 'SEED_RESULT ';

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'pglite' },
      posts: { type: 'string', default: '10000' },
      'data-dir': { type: 'string' },
      url: { type: 'string' },
    },
  });
  const db = values.db === 'postgres' ? 'postgres' : 'pglite';
  const result = await seed({
    db,
    posts: Number(values.posts),
    dataDir: values['data-dir'],
    databaseUrl: values.url,
    log: (line) => console.error(line),
  });
  console.log(SEED_RESULT_PREFIX + JSON.stringify(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

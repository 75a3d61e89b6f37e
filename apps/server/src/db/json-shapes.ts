// The wire shapes of posts and entities (packages/shared posts.ts, entities.ts) as JSON text.
// Each post and entity row keeps its own document in `doc` (rendered by triggers, migration 0009:
// stash_post_doc and stash_entity_doc hold the field lists); reads only append what is not stored
// (a post's tags and entities, an entity's link or distance) by joining text. Hot lists therefore
// send stored text: no JSON is built per row in PostgreSQL and no row is mapped in Node.
import { sql, type SQL } from 'drizzle-orm';

/** ISO 8601 in UTC with milliseconds and a Z, whatever the session's time zone (as in the stored documents). */
export function isoTimestamp(column: SQL): SQL {
  return sql`stash_iso_timestamp(${column})`;
}

/** A stored JSON object `doc` with more fields added: `{...stored, "key": value, ...}`, as text. */
function extendDocument(doc: SQL, fields: Record<string, SQL>): SQL {
  const entries = Object.entries(fields);
  if (entries.length === 0) return doc;
  // left(doc, -1) drops the closing brace; the stored object always has fields, so a comma follows.
  const added = entries.map(([key, value]) => sql`${`,${JSON.stringify(key)}:`} || to_json(${value})::text`);
  return sql`(left(${doc}, -1) || ${sql.join(added, sql` || `)} || '}')`;
}

/** An entity row (alias `alias`) as entitySchema text, with `extra` fields added. */
export function entityJson(alias = 'e', extra: Record<string, SQL> = {}): SQL {
  return extendDocument(sql.raw(`${alias}.doc`), extra);
}

/** An entity `e` linked to post `p` through `pe`, as linkedEntitySchema text. */
export function linkedEntityJson(): SQL {
  return entityJson('e', {
    link_data: sql`json_build_object('stash_id', p.id, 'created_at', ${isoTimestamp(sql`pe.created_at`)})`,
  });
}

/**
 * FROM-clause joins that gather, for each post row `p`, its tags (tg.items, JSON text), entity
 * count (en.n) and, when asked, its entities (en.items, comma-joined JSON texts).
 */
export function postJoins(includeEntities: boolean): SQL {
  const entities = includeEntities
    ? sql`LEFT JOIN LATERAL (
        SELECT count(*)::int AS n, string_agg(${linkedEntityJson()}, ',' ORDER BY pe.created_at, e.entity_name) AS items
        FROM post_entities pe JOIN entities e ON e.id = pe.entity_id WHERE pe.post_id = p.id
      ) en ON true`
    : sql`LEFT JOIN LATERAL (SELECT count(*)::int AS n, NULL::text AS items FROM post_entities pe WHERE pe.post_id = p.id) en ON true`;
  return sql`
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) ORDER BY lower(t.name))::text AS items
      FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id
    ) tg ON true
    ${entities}`;
}

/** A post row `p` (with postJoins) as postSchema text. */
export function postJson(includeEntities: boolean): SQL {
  const entities = includeEntities ? sql` || ',"entities":[' || coalesce(en.items, '') || ']'` : sql``;
  return sql`(left(p.doc, -1) || ',"tags":' || coalesce(tg.items, '[]') || ',"entity_count":' || en.n ${entities} || '}')`;
}

// The wire shapes of posts and entities (packages/shared posts.ts, entities.ts) as JSON text.
// Each post and entity row keeps its own document, rendered by triggers (migrations 0009 and
// 0011: stash_post_doc, stash_entity_doc and stash_linked_entity_doc hold the field lists): a
// post its own fields and media in `doc`, its linked entities in `entities_doc`. Reads only add
// what is not stored (a post's tags, an entity's distance) by joining text, so hot lists send
// stored text: no JSON is built per row in PostgreSQL and no row is mapped in Node.
import { sql, type SQL } from 'drizzle-orm';

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

/** An entity `e` linked to post `p` through `pe`, as linkedEntitySchema text (as in posts.entities_doc). */
export function linkedEntityJson(): SQL {
  return sql`stash_linked_entity_doc(e.doc, p.id, pe.created_at)`;
}

/** A FROM-clause join that gathers, for each post row `p`, its tags (tg.items, JSON text). */
export function postTagsJoin(): SQL {
  return sql`
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) ORDER BY lower(t.name))::text AS items
      FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id
    ) tg ON true`;
}

/** A post row `p` (with postTagsJoin) as postSchema text. */
export function postJson(includeEntities: boolean): SQL {
  const entities = includeEntities ? sql` || ',"entities":' || p.entities_doc` : sql``;
  return sql`(left(p.doc, -1) || ',"tags":' || coalesce(tg.items, '[]') || ',"entity_count":' || p.entity_count ${entities} || '}')`;
}

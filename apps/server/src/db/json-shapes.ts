// The wire shapes of posts and entities (packages/shared posts.ts, entities.ts) as JSON text.
// Each post and entity row keeps its own document, rendered by triggers (migrations 0009 and
// 0011: stash_post_doc, stash_entity_doc and stash_linked_entity_doc hold the field lists): a
// post its own fields and media in `doc`, its linked entities in `entities_doc`, a tag its own
// JSON. Reads only add what is not stored (a post's tags, an entity's distance) by joining text,
// so hot lists send stored text: no JSON is built per row in PostgreSQL or parsed in Node.
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

/** What a post read selects (with postTagsJoin): the post's stored parts, joined into postSchema JSON by postJsonText. */
export interface PostDocumentRow {
  doc: string;
  /** The tags' stored JSON objects, comma-separated in name order; null when it has none. */
  tags: string | null;
  entity_count: number;
  entities_doc: string;
}

/** The post's stored parts; its linked entities' document only when they are asked for (it is read from TOAST). */
export function postColumns(withEntities = true): SQL {
  return withEntities ? sql`p.doc, tg.tags, p.entity_count, p.entities_doc` : sql`p.doc, tg.tags, p.entity_count, '[]' AS entities_doc`;
}

/** What a card read selects (with postTagsJoin): the post's stored card document in place of the whole one, no entities. */
export function postCardColumns(): SQL {
  return sql`p.card_doc AS doc, tg.tags, p.entity_count, '[]' AS entities_doc`;
}

/** A FROM-clause join that gives, for each post row `p`, its tags' stored JSON (tg.tags; migration 0040). */
export function postTagsJoin(): SQL {
  return sql`LEFT JOIN post_tag_lists tg ON tg.post_id = p.id`;
}

/**
 * A post as postSchema JSON text: its stored document with tags, entity_count and (when asked)
 * entities added. Joined here rather than in SQL, where each || copies the whole text again.
 */
export function postJsonText(row: PostDocumentRow, includeEntities: boolean): string {
  // slice drops the stored object's closing brace; it always has fields, so a comma follows.
  const entities = includeEntities ? `,"entities":${row.entities_doc}` : '';
  return `${row.doc.slice(0, -1)},"tags":[${row.tags ?? ''}],"entity_count":${row.entity_count}${entities}}`;
}

// The wire shapes of posts and entities (packages/shared posts.ts, entities.ts), built by
// PostgreSQL as JSON text. Hot list endpoints send that text as it is: no rows are mapped in
// Node, which is what keeps a page of 36 posts with their entities and tags cheap.
import { sql, type SQL } from 'drizzle-orm';
import { MEDIA_URL_PREFIX } from '../providers/storage/media-storage';

/** ISO 8601 in UTC with milliseconds and a Z, whatever the session's time zone. */
export function isoTimestamp(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const col = (name: string) => sql.raw(name);

/** An entity row as entitySchema; `extra` adds fields in the same object (cheaper than merging JSON afterwards). */
export function entityJson(alias = 'e', extra: SQL = sql``): SQL {
  const c = (name: string) => col(`${alias}.${name}`);
  return sql`json_build_object(
    'entity_id', ${c('id')}, 'entity_name', ${c('entity_name')}, 'entity_type', ${c('entity_type')},
    'routing_class', ${c('routing_class')}, 'category', ${c('category')}, 'entity_data', ${c('entity_data')},
    'latitude', ${c('latitude')}, 'longitude', ${c('longitude')},
    'created_at', ${isoTimestamp(c('created_at'))}, 'updated_at', ${isoTimestamp(c('updated_at'))}${extra})`;
}

/** An entity `e` linked to post `p` through `pe`, as linkedEntitySchema. */
export function linkedEntityJson(): SQL {
  return entityJson('e', sql`, 'link_data', json_build_object('stash_id', p.id, 'created_at', ${isoTimestamp(col('pe.created_at'))})`);
}

/**
 * FROM-clause joins that gather, for each post row `p`, its media (m.items), tags (tg.items),
 * entity count (en.n) and, when asked, its entities (en.items).
 */
export function postJoins(includeEntities: boolean): SQL {
  const entities = includeEntities
    ? sql`LEFT JOIN LATERAL (
        SELECT count(*)::int AS n, json_agg(${linkedEntityJson()} ORDER BY pe.created_at, e.entity_name) AS items
        FROM post_entities pe JOIN entities e ON e.id = pe.entity_id WHERE pe.post_id = p.id
      ) en ON true`
    : sql`LEFT JOIN LATERAL (SELECT count(*)::int AS n, NULL::json AS items FROM post_entities pe WHERE pe.post_id = p.id) en ON true`;
  return sql`
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
        'cdn_url', CASE WHEN m.storage_key IS NULL THEN NULL ELSE ${MEDIA_URL_PREFIX} || m.storage_key END,
        'original_instagram_url', CASE WHEN p.activity_type = 'instagram' THEN m.original_url END,
        'url', m.original_url,
        'type', m.type) ORDER BY m.position) AS items
      FROM media m WHERE m.post_id = p.id
    ) m ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) ORDER BY lower(t.name)) AS items
      FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id
    ) tg ON true
    ${entities}`;
}

/** A post row `p` (with postJoins) as postSchema, as JSON text. */
export function postJson(includeEntities: boolean): SQL {
  const entities = includeEntities ? sql`, 'entities', coalesce(en.items, '[]'::json)` : sql``;
  return sql`json_build_object(
    'id', p.id, 'message_mid', p.message_mid, 'message_id', p.message_id, 'sender_id', p.sender_id,
    'created_at', ${isoTimestamp(col('p.created_at'))}, 'updated_at', ${isoTimestamp(col('p.updated_at'))},
    'title', p.title, 'caption', p.caption, 'full_text', p.full_text, 'description', p.description,
    'activity_type', p.activity_type, 'attachment_type', p.attachment_type, 'media_url', p.media_url,
    'media', coalesce(m.items, '[]'::json), 'raw_dump', p.raw_dump,
    'category', p.category, 'routing_class', p.routing_class, 'overall_message_intent', p.overall_message_intent,
    'hashtags', to_json(p.hashtags), 'mentions', to_json(p.mentions),
    'author_name', p.author_name, 'author_handle', p.author_handle, 'posted_at', ${isoTimestamp(col('p.posted_at'))},
    'source_url', p.source_url, 'status', p.status, 'status_reason', p.status_reason,
    'last_enriched_at', ${isoTimestamp(col('p.last_enriched_at'))},
    'tags', coalesce(tg.items, '[]'::json), 'entity_count', en.n
    ${entities})::text`;
}

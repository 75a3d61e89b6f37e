-- The functions that render a post's stored documents, refresh its search columns and keep the
-- category and media counts were SQL functions, called from triggers once per row or statement.
-- PostgreSQL plans a SQL function's body again on each call from a trigger (a new transaction
-- starts it afresh), which cost about 0.6 ms a rendering, more than the rendering itself; a
-- PL/pgSQL function keeps its plans for the session. Same bodies, same answers.
CREATE OR REPLACE FUNCTION stash_post_doc(p posts) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object(
    'id', p.id, 'message_mid', p.message_mid, 'message_id', p.message_id, 'sender_id', p.sender_id,
    'created_at', stash_iso_timestamp(p.created_at), 'updated_at', stash_iso_timestamp(p.updated_at),
    'title', p.title, 'caption', p.caption, 'full_text', p.full_text, 'description', p.description,
    'activity_type', p.activity_type, 'attachment_type', p.attachment_type, 'media_url', p.media_url,
    'media', coalesce((
      SELECT json_agg(json_build_object(
        'cdn_url', CASE WHEN m.storage_key IS NULL THEN NULL ELSE '/media/' || m.storage_key END,
        'original_instagram_url', CASE WHEN p.activity_type = 'instagram' THEN m.original_url END,
        'url', m.original_url,
        'type', m.type) ORDER BY m.position)
      FROM media m WHERE m.post_id = p.id), '[]'::json),
    'raw_dump', p.raw_dump,
    'category', p.category, 'routing_class', p.routing_class, 'overall_message_intent', p.overall_message_intent,
    'hashtags', to_json(p.hashtags), 'mentions', to_json(p.mentions),
    'author_name', p.author_name, 'author_handle', p.author_handle, 'posted_at', stash_iso_timestamp(p.posted_at),
    'source_url', p.source_url, 'status', p.status, 'status_reason', p.status_reason,
    'last_enriched_at', stash_iso_timestamp(p.last_enriched_at))::text
  );
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_post_card_doc(p posts) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object(
    'id', p.id, 'created_at', stash_iso_timestamp(p.created_at), 'posted_at', stash_iso_timestamp(p.posted_at),
    'title', p.title,
    'caption', CASE WHEN stash_blank(p.title) AND NOT stash_blank(p.caption) THEN left(btrim(p.caption, E' \t\n\r\f\013'), 300) END,
    'full_text', CASE WHEN stash_blank(p.title) AND stash_blank(p.caption) AND NOT stash_blank(p.full_text)
      THEN left(btrim(p.full_text, E' \t\n\r\f\013'), 300) END,
    'activity_type', p.activity_type, 'attachment_type', p.attachment_type, 'media_url', p.media_url,
    'media', coalesce((
      SELECT json_agg(json_build_object(
        'cdn_url', CASE WHEN m.storage_key IS NULL THEN NULL ELSE '/media/' || m.storage_key END,
        'original_instagram_url', CASE WHEN p.activity_type = 'instagram' THEN m.original_url END,
        'url', m.original_url,
        'type', m.type) ORDER BY m.position)
      FROM media m WHERE m.post_id = p.id
        AND m.position <= coalesce((SELECT min(i.position) FROM media i WHERE i.post_id = p.id AND i.type = 'image'), m.position)), '[]'::json),
    'raw_dump', CASE WHEN jsonb_typeof(p.raw_dump->'original_url') IN ('string', 'null')
      THEN jsonb_build_object('original_url', p.raw_dump->'original_url') ELSE '{}'::jsonb END,
    'category', p.category, 'hashtags', to_json(coalesce(p.hashtags[1:3], '{}')),
    'source_url', p.source_url, 'status', p.status, 'status_reason', p.status_reason)::text
  );
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_post_entities(target_post uuid, OUT entity_count integer, OUT entities_doc text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT count(*)::int,
         '[' || coalesce(string_agg(stash_linked_entity_doc(e.doc, pe.post_id, pe.created_at), ',' ORDER BY pe.created_at, e.entity_name, e.id), '') || ']'
  INTO entity_count, entities_doc
  FROM post_entities pe JOIN entities e ON e.id = pe.entity_id
  WHERE pe.post_id = target_post;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_refresh_post_search(post_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH src AS (
    SELECT
      p.id,
      concat_ws(' ', p.title, linked.names, labels.names) AS names,
      concat_ws(' | ', p.title, linked.names, labels.names) AS name_list,
      concat_ws(' ', array_to_string(p.hashtags, ' '), (SELECT string_agg('#' || h, ' ') FROM unnest(p.hashtags) h),
        p.author_name, p.author_handle, linked.kinds, linked.places) AS about,
      linked.places,
      coalesce(linked.cells, '{}') AS cells,
      coalesce(linked.kind_list, '{}') AS kind_list,
      concat_ws(' ', p.description, p.caption) AS body,
      p.full_text
    FROM posts p
    LEFT JOIN LATERAL (
      SELECT
        string_agg(e.entity_name, ' | ') AS names,
        string_agg(concat_ws(' ', e.entity_type, e.category, e.entity_data->'raw_data'->>'category'), ' ') AS kinds,
        string_agg(stash_entity_place_text(e.entity_type, e.entity_name, e.entity_data), ' | ') AS places,
        array_agg(DISTINCT e.entity_type) AS kind_list,
        (SELECT array_agg(DISTINCT cell ORDER BY cell)
           FROM post_entities pe2 JOIN entities e2 ON e2.id = pe2.entity_id,
             unnest(stash_place_cells(e2.latitude, e2.longitude)) AS cell
           WHERE pe2.post_id = p.id AND e2.latitude IS NOT NULL AND e2.longitude IS NOT NULL) AS cells
      FROM post_entities pe JOIN entities e ON e.id = pe.entity_id
      WHERE pe.post_id = p.id
    ) AS linked ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(t.name, ' | ') AS names
      FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.post_id = p.id
    ) AS labels ON true
    WHERE p.id = ANY(post_ids)
  ),
  updated AS (
    UPDATE posts AS target
    SET
      search_text = stash_fold(concat_ws(' ', src.names, src.about, src.body, src.full_text)),
      search_names = stash_fold(src.name_list),
      search_places = stash_fold(coalesce(src.places, '')),
      search_cells = src.cells,
      search_kinds = src.kind_list,
      search_document =
        setweight(to_tsvector('stash_search', src.names), 'A')
        || setweight(to_tsvector('stash_search', src.about), 'B')
        || setweight(to_tsvector('stash_search', src.body), 'C')
        || setweight(to_tsvector('stash_search', coalesce(src.full_text, '')), 'D')
    FROM src
    WHERE target.id = src.id
    RETURNING target.user_id, target.search_text
  )
  INSERT INTO search_words (user_id, word)
  SELECT DISTINCT updated.user_id, word
  FROM updated, regexp_split_to_table(updated.search_text, '[[:space:][:punct:]]+') AS word
  WHERE char_length(word) BETWEEN 3 AND 40
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_count_post_category(member uuid, post_category text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- A member being deleted cascades to their posts: there is nothing left to count then.
  INSERT INTO post_category_counts (user_id, category, post_count)
  SELECT member, coalesce(post_category, ''), delta WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
  ON CONFLICT (user_id, category) DO UPDATE SET post_count = post_category_counts.post_count + excluded.post_count;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_add_member_media_bytes(post_ids uuid[], deltas bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Media whose post is gone (removed with its post, which subtracted them itself) counts no more.
  INSERT INTO member_media_bytes AS kept (user_id, bytes)
  SELECT p.user_id, sum(change.delta) FROM unnest(post_ids, deltas) AS change(post_id, delta) JOIN posts p ON p.id = change.post_id
  GROUP BY p.user_id HAVING sum(change.delta) <> 0
  ON CONFLICT (user_id) DO UPDATE SET bytes = kept.bytes + excluded.bytes;
END;
$$;

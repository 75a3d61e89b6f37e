ALTER TABLE "posts" ADD COLUMN "card_doc" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A post's card (packages/shared postCardSchema) as JSON text, kept beside its whole document by
-- the same trigger: posts/list's card view sends this instead of the whole post, so a feed page
-- carries what its cards show. Keys mean what they mean in the whole post, cut to what a card
-- shows: the caption only when the title is blank and the full text only when both are (trimmed,
-- 300 characters), media up to the first picture, the first three hashtags, raw_dump's original_url.
CREATE OR REPLACE FUNCTION stash_blank(value text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(btrim(value, E' \t\n\r\f\013') = '', true)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_post_card_doc(p posts) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_render_post_doc() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.doc := stash_post_doc(NEW);
  NEW.card_doc := stash_post_card_doc(NEW);
  SELECT linked.entity_count, linked.entities_doc INTO NEW.entity_count, NEW.entities_doc FROM stash_post_entities(NEW.id) AS linked;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Posts saved before this migration (card_doc is not a column the trigger watches, so this renders only the cards).
UPDATE posts SET card_doc = stash_post_card_doc(posts);

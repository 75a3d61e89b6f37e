ALTER TABLE "entities" ADD COLUMN "doc" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "doc" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Posts and entities keep their wire JSON (packages/shared posts.ts and entities.ts) as text, so the
-- hot reads send stored text instead of building JSON (and turning jsonb into text) per request.
-- A post's document holds its own fields and its media; its tags, entity count and entities are
-- added when read (db/json-shapes.ts), because one tag or entity change would otherwise rewrite
-- every post that uses it. Timestamps are ISO 8601 in UTC with milliseconds, whatever the session's zone.
CREATE OR REPLACE FUNCTION stash_iso_timestamp(value timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_entity_doc(e entities) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'entity_id', e.id, 'entity_name', e.entity_name, 'entity_type', e.entity_type,
    'routing_class', e.routing_class, 'category', e.category, 'entity_data', e.entity_data,
    'latitude', e.latitude, 'longitude', e.longitude,
    'created_at', stash_iso_timestamp(e.created_at), 'updated_at', stash_iso_timestamp(e.updated_at))::text
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_post_doc(p posts) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_render_entity_doc() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.doc := stash_entity_doc(NEW);
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Only the columns in the document: the link-count triggers update post_count on every link.
CREATE TRIGGER entities_doc BEFORE INSERT OR UPDATE OF
  id, entity_name, entity_type, routing_class, category, entity_data, latitude, longitude, created_at, updated_at, doc
  ON entities FOR EACH ROW EXECUTE FUNCTION stash_render_entity_doc();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_render_post_doc() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.doc := stash_post_doc(NEW);
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Only updates of the columns in the document (doc itself: the triggers below render a post by
-- setting it), so refreshing search columns or the pipeline's bookkeeping renders nothing.
CREATE TRIGGER posts_doc BEFORE INSERT OR UPDATE OF
  id, message_mid, message_id, sender_id, created_at, updated_at, title, caption, full_text, description,
  activity_type, attachment_type, media_url, raw_dump, category, routing_class, overall_message_intent,
  hashtags, mentions, author_name, author_handle, posted_at, source_url, status, status_reason, last_enriched_at, doc
  ON posts FOR EACH ROW EXECUTE FUNCTION stash_render_post_doc();--> statement-breakpoint
-- Media is part of its post's document: a statement that changes media renders those posts again
-- (setting doc makes the posts trigger render it). Once per statement, so a bulk insert touches each post once.
CREATE OR REPLACE FUNCTION stash_render_media_posts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE posts SET doc = '' WHERE id IN (SELECT DISTINCT post_id FROM changed_before);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE posts SET doc = '' WHERE id IN (SELECT post_id FROM changed_before UNION SELECT post_id FROM changed_after);
  ELSE
    UPDATE posts SET doc = '' WHERE id IN (SELECT DISTINCT post_id FROM changed_after);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER media_docs_insert AFTER INSERT ON media REFERENCING NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION stash_render_media_posts();--> statement-breakpoint
CREATE TRIGGER media_docs_update AFTER UPDATE ON media REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION stash_render_media_posts();--> statement-breakpoint
CREATE TRIGGER media_docs_delete AFTER DELETE ON media REFERENCING OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION stash_render_media_posts();--> statement-breakpoint
-- Rows saved before this migration (the triggers render them).
UPDATE entities SET doc = '';--> statement-breakpoint
UPDATE posts SET doc = '';

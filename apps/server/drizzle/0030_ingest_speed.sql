CREATE TABLE "member_media_bytes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_media_bytes" ADD CONSTRAINT "member_media_bytes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The running total starts from what members have stored today; from here on the triggers below
-- add and subtract, so the media stage reads one row instead of summing every file of the member.
INSERT INTO member_media_bytes (user_id, bytes)
  SELECT p.user_id, sum(m.byte_size) FROM media m JOIN posts p ON p.id = m.post_id
  WHERE m.storage_key IS NOT NULL AND m.byte_size IS NOT NULL GROUP BY p.user_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_add_member_media_bytes(post_ids uuid[], deltas bigint[]) RETURNS void
LANGUAGE sql AS $$
  -- Media whose post is gone (removed with its post, which subtracted them itself) counts no more.
  INSERT INTO member_media_bytes AS kept (user_id, bytes)
  SELECT p.user_id, sum(change.delta) FROM unnest(post_ids, deltas) AS change(post_id, delta) JOIN posts p ON p.id = change.post_id
  GROUP BY p.user_id HAVING sum(change.delta) <> 0
  ON CONFLICT (user_id) DO UPDATE SET bytes = kept.bytes + excluded.bytes;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_count_media_bytes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A copy counts while it is stored (storage_key set) with its size.
  IF TG_OP = 'INSERT' THEN
    PERFORM stash_add_member_media_bytes(array_agg(post_id), array_agg(byte_size::bigint))
      FROM changed_after WHERE storage_key IS NOT NULL AND byte_size IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stash_add_member_media_bytes(array_agg(post_id), array_agg(-byte_size::bigint))
      FROM changed_before WHERE storage_key IS NOT NULL AND byte_size IS NOT NULL HAVING count(*) > 0;
  ELSE
    PERFORM stash_add_member_media_bytes(array_agg(change.post_id), array_agg(change.delta)) FROM (
      SELECT post_id, byte_size::bigint AS delta FROM changed_after WHERE storage_key IS NOT NULL AND byte_size IS NOT NULL
      UNION ALL
      SELECT post_id, -byte_size::bigint FROM changed_before WHERE storage_key IS NOT NULL AND byte_size IS NOT NULL
    ) AS change HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER media_bytes_insert AFTER INSERT ON media REFERENCING NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION stash_count_media_bytes();--> statement-breakpoint
CREATE TRIGGER media_bytes_update AFTER UPDATE ON media REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION stash_count_media_bytes();--> statement-breakpoint
CREATE TRIGGER media_bytes_delete AFTER DELETE ON media REFERENCING OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION stash_count_media_bytes();--> statement-breakpoint
-- A removed post takes its media with it (a cascade, after the post is gone, so the media trigger
-- no longer finds its member): its stored bytes are subtracted here, while both are still there.
-- Only an update: a member being deleted has no total left to keep.
CREATE OR REPLACE FUNCTION stash_subtract_post_media_bytes() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  stored bigint;
BEGIN
  SELECT sum(byte_size) INTO stored FROM media WHERE post_id = OLD.id AND storage_key IS NOT NULL;
  IF stored IS NOT NULL AND stored <> 0 THEN
    UPDATE member_media_bytes SET bytes = bytes - stored WHERE user_id = OLD.user_id;
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER posts_media_bytes_delete BEFORE DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION stash_subtract_post_media_bytes();--> statement-breakpoint
-- A pipeline stage writes its post in several statements (its own fields, media, links, the stage
-- done): the post's documents are rendered once, by the stage's last write. The stage names the
-- post in stash.unrendered_post for its transaction (ingest/stage-progress.ts) and clears it before
-- that write; every other post, and every other transaction, renders as before.
CREATE OR REPLACE FUNCTION stash_render_post_doc() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id::text = current_setting('stash.unrendered_post', true) THEN
    RETURN NEW;
  END IF;
  NEW.doc := stash_post_doc(NEW);
  NEW.card_doc := stash_post_card_doc(NEW);
  SELECT linked.entity_count, linked.entities_doc INTO NEW.entity_count, NEW.entities_doc FROM stash_post_entities(NEW.id) AS linked;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_render_media_posts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unrendered text := coalesce(current_setting('stash.unrendered_post', true), '');
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE posts SET doc = '' WHERE id IN (SELECT DISTINCT post_id FROM changed_before) AND id::text <> unrendered;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE posts SET doc = '' WHERE id IN (SELECT post_id FROM changed_before UNION SELECT post_id FROM changed_after) AND id::text <> unrendered;
  ELSE
    UPDATE posts SET doc = '' WHERE id IN (SELECT DISTINCT post_id FROM changed_after) AND id::text <> unrendered;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_render_linked_posts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unrendered text := coalesce(current_setting('stash.unrendered_post', true), '');
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE posts SET doc = '' WHERE id IN (SELECT DISTINCT post_id FROM changed_before) AND id::text <> unrendered;
  ELSE
    UPDATE posts SET doc = '' WHERE id IN (SELECT DISTINCT post_id FROM changed_after) AND id::text <> unrendered;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_render_posts_of_entity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET doc = '' WHERE id IN (SELECT post_id FROM post_entities WHERE entity_id = NEW.id)
    AND id::text <> coalesce(current_setting('stash.unrendered_post', true), '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A member's stash version is set once per transaction and member (per post, for link and media
-- rows): a stage writes one post's rows many times, and every later touch would set the same value.
-- The note is the transaction's own (set_config local), undone with it or with a rolled-back savepoint.
CREATE OR REPLACE FUNCTION stash_touch_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  writer bigint;
BEGIN
  IF current_setting('stash.version_member', true) = member::text THEN
    RETURN NULL;
  END IF;
  writer := pg_current_xact_id()::text::bigint;
  UPDATE users SET stash_version = writer WHERE id = member AND stash_version <> writer;
  PERFORM set_config('stash.version_member', member::text, true);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_touch_version_of_post() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
  writer bigint;
BEGIN
  IF current_setting('stash.version_post', true) = target::text THEN
    RETURN NULL;
  END IF;
  writer := pg_current_xact_id()::text::bigint;
  UPDATE users u SET stash_version = writer
  FROM posts p
  WHERE p.id = target AND u.id = p.user_id AND u.stash_version <> writer;
  PERFORM set_config('stash.version_post', target::text, true);
  RETURN NULL;
END;
$$;

-- A member's stash version also changes with every committed write to their posts' links and
-- media (post_tags, post_entities, media) by a trigger of each table's own, instead of through the
-- triggers that re-render documents and recount links: kept answers (http/stash-answers.ts) must
-- not depend on what another trigger happens to touch. These rows name their post, and through it
-- the member; like the others, the version is set at commit (deferred), when the member's row is
-- locked last.
CREATE OR REPLACE FUNCTION stash_touch_version_of_post() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
  writer bigint := pg_current_xact_id()::text::bigint;
BEGIN
  UPDATE users u SET stash_version = writer
  FROM posts p
  WHERE p.id = target AND u.id = p.user_id AND u.stash_version <> writer;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_tags_stash_version AFTER INSERT OR UPDATE OR DELETE ON post_tags
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_touch_version_of_post();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_entities_stash_version AFTER INSERT OR UPDATE OR DELETE ON post_entities
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_touch_version_of_post();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER media_stash_version AFTER INSERT OR UPDATE OR DELETE ON media
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_touch_version_of_post();

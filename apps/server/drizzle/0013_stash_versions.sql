ALTER TABLE "users" ADD COLUMN "stash_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A member's stash version changes with every committed transaction that writes their posts, tags
-- or entities (links and media re-render their posts, tag links recount their tags, so those reach
-- one of the three): an answer kept for a version is current while that version is.
-- The version is the writing transaction's id, so two commits never leave the same value. It is
-- set at commit (a deferred constraint trigger): the member's row is then locked last, after every
-- other lock the transaction takes, so two writers of one stash cannot deadlock on it.
CREATE OR REPLACE FUNCTION stash_touch_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  writer bigint := pg_current_xact_id()::text::bigint;
BEGIN
  UPDATE users SET stash_version = writer WHERE id = member AND stash_version <> writer;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER posts_stash_version AFTER INSERT OR UPDATE OR DELETE ON posts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_touch_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tags_stash_version AFTER INSERT OR UPDATE OR DELETE ON tags
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_touch_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER entities_stash_version AFTER INSERT OR UPDATE OR DELETE ON entities
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_touch_version();

-- tags.post_count and entities.post_count follow their link tables. A deleted parent cascades to
-- its links, whose triggers then update a row that is already gone: a harmless no-op.
CREATE OR REPLACE FUNCTION stash_count_tag_links() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tags SET post_count = post_count + 1 WHERE id = NEW.tag_id;
  ELSE
    UPDATE tags SET post_count = post_count - 1 WHERE id = OLD.tag_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER post_tags_count AFTER INSERT OR DELETE ON post_tags
  FOR EACH ROW EXECUTE FUNCTION stash_count_tag_links();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_count_entity_links() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE entities SET post_count = post_count + 1 WHERE id = NEW.entity_id;
  ELSE
    UPDATE entities SET post_count = post_count - 1 WHERE id = OLD.entity_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER post_entities_count AFTER INSERT OR DELETE ON post_entities
  FOR EACH ROW EXECUTE FUNCTION stash_count_entity_links();--> statement-breakpoint
-- Links made before this migration.
UPDATE tags t SET post_count = (SELECT count(*) FROM post_tags pt WHERE pt.tag_id = t.id);--> statement-breakpoint
UPDATE entities e SET post_count = (SELECT count(*) FROM post_entities pe WHERE pe.entity_id = e.id);

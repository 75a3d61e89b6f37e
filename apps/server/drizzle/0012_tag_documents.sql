ALTER TABLE "tags" ADD COLUMN "doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A tag keeps its own JSON ({id, name, color}, as in a post's tags), so a feed page joins stored
-- text per post instead of building an object per tag; a rename or recolour renders this one row.
CREATE OR REPLACE FUNCTION stash_render_tag_doc() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.doc := json_build_object('id', NEW.id, 'name', NEW.name, 'color', NEW.color)::text;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tags_doc BEFORE INSERT OR UPDATE OF id, name, color, doc ON tags
  FOR EACH ROW EXECUTE FUNCTION stash_render_tag_doc();--> statement-breakpoint
UPDATE tags SET doc = '';

-- How many posts link to each entity moves from entities.post_count to a narrow table of its own.
-- The count is a key of the 'popular' index, so no update of it can be HOT: on entities every link
-- wrote a new version of the wide row (its document, its jsonb) into all nine of the entities'
-- indexes, trigram and earth included (0.66 ms a link in ingestion). Here a link writes one small
-- row and its two index entries; nothing else reads or fires on it.
-- No link is made or removed while the counts are taken and their triggers put in place.
LOCK TABLE entities, post_entities IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "entity_post_counts" (
	"entity_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Counted from the links themselves (the old column was kept by triggers; the links are the truth).
INSERT INTO entity_post_counts (entity_id, user_id, post_count)
SELECT e.id, e.user_id, coalesce(linked.posts, 0)
FROM entities e
LEFT JOIN (SELECT entity_id, count(*)::int AS posts FROM post_entities GROUP BY entity_id) linked ON linked.entity_id = e.id;--> statement-breakpoint
ALTER TABLE "entity_post_counts" ADD CONSTRAINT "entity_post_counts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The 'popular' order (entities list, keyset on the count then the id) walks this index.
CREATE INDEX "entity_post_counts_user_popular_idx" ON "entity_post_counts" USING btree ("user_id","post_count" DESC NULLS LAST,"entity_id" DESC NULLS LAST);--> statement-breakpoint
-- Every entity has its row from its insert on, so an entity no post links yet is in the order too.
CREATE OR REPLACE FUNCTION stash_add_entity_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entity_post_counts (entity_id, user_id) VALUES (NEW.id, NEW.user_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER entities_post_count AFTER INSERT ON entities
  FOR EACH ROW EXECUTE FUNCTION stash_add_entity_count();--> statement-breakpoint
-- The link trigger (0007) now counts in entity_post_counts; row by row as before, so links lock
-- their counts in the order they are written, and a statement that links nothing costs nothing.
-- A removed entity's links cascade here after (or before) its count row went the same way: the
-- update then finds no row, a harmless no-op.
CREATE OR REPLACE FUNCTION stash_count_entity_links() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE entity_post_counts SET post_count = post_count + 1 WHERE entity_id = NEW.entity_id;
  ELSE
    UPDATE entity_post_counts SET post_count = post_count - 1 WHERE entity_id = OLD.entity_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP INDEX "entities_user_popular_idx";--> statement-breakpoint
ALTER TABLE "entities" DROP COLUMN "post_count";

CREATE TABLE "post_tag_lists" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"tags" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_tag_lists" ADD CONSTRAINT "post_tag_lists_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A post's tags as its answers show them (json-shapes.ts postTagsJoin): a feed page read them with
-- a join of post_tags and tags and an ordered aggregate for each of its posts, two thirds of the
-- page statement's own time. Now one row a post, kept here.
--
-- Two transactions changing one post's tags at once: each would read the links as its own
-- snapshot shows them, and the later write would drop the other's tag. So the lists are rewritten
-- under a lock per member (not per post: removing a member, or a tag on thousands of posts, would
-- take more locks than the lock table holds), and read by a statement that starts after it is
-- granted, which sees what the other transaction committed.
CREATE FUNCTION stash_refresh_post_tag_lists(post_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(key)
  FROM (SELECT DISTINCT hashtextextended('stash.post_tag_lists ' || user_id::text, 0) AS key FROM posts WHERE id = ANY(post_ids)) keys
  ORDER BY key;
  WITH listed AS (
    SELECT pt.post_id, string_agg(t.doc, ',' ORDER BY lower(t.name)) AS tags
    FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
    WHERE pt.post_id = ANY(post_ids)
    GROUP BY pt.post_id
  ),
  written AS (
    INSERT INTO post_tag_lists AS kept (post_id, tags)
    SELECT post_id, tags FROM listed
    ON CONFLICT (post_id) DO UPDATE SET tags = EXCLUDED.tags WHERE kept.tags IS DISTINCT FROM EXCLUDED.tags
  )
  DELETE FROM post_tag_lists WHERE post_id = ANY(post_ids) AND post_id NOT IN (SELECT post_id FROM listed);
END;
$$;--> statement-breakpoint
-- Links added or removed, however many a statement changes (a bulk edit tags hundreds of posts).
CREATE FUNCTION stash_post_tag_links_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stash_refresh_post_tag_lists(ARRAY(SELECT DISTINCT post_id FROM changed));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER post_tag_lists_added AFTER INSERT ON post_tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stash_post_tag_links_changed();--> statement-breakpoint
CREATE TRIGGER post_tag_lists_removed AFTER DELETE ON post_tags
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stash_post_tag_links_changed();--> statement-breakpoint
-- A tag renamed or recoloured: the lists of its posts (a tag deleted removes its links, above).
-- No column list: the colour changes the doc through the tag's own BEFORE trigger, and a column
-- list names only the columns the UPDATE itself sets.
CREATE FUNCTION stash_tag_shown_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stash_refresh_post_tag_lists(ARRAY(SELECT post_id FROM post_tags WHERE tag_id = NEW.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER post_tag_lists_tag_shown AFTER UPDATE ON tags
  FOR EACH ROW WHEN (OLD.doc IS DISTINCT FROM NEW.doc OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION stash_tag_shown_changed();--> statement-breakpoint
-- The links made before this migration.
SELECT stash_refresh_post_tag_lists(ARRAY(SELECT DISTINCT post_id FROM post_tags));

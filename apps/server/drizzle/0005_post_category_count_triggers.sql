-- Keeps post_category_counts in step with posts. Rows are added and subtracted, never recounted,
-- so the cost of a write stays constant however large the stash grows.
CREATE OR REPLACE FUNCTION stash_count_post_category(member uuid, post_category text, delta integer) RETURNS void
LANGUAGE sql AS $$
  -- A member being deleted cascades to their posts: there is nothing left to count then.
  INSERT INTO post_category_counts (user_id, category, post_count)
  SELECT member, coalesce(post_category, ''), delta WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
  ON CONFLICT (user_id, category) DO UPDATE SET post_count = post_category_counts.post_count + excluded.post_count;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_posts_count_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM stash_count_post_category(OLD.user_id, OLD.category, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stash_count_post_category(NEW.user_id, NEW.category, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER posts_count_insert_delete AFTER INSERT OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION stash_posts_count_trigger();--> statement-breakpoint
CREATE TRIGGER posts_count_update AFTER UPDATE OF category, user_id ON posts
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION stash_posts_count_trigger();--> statement-breakpoint
-- Posts saved before this migration.
INSERT INTO post_category_counts (user_id, category, post_count)
  SELECT user_id, coalesce(category, ''), count(*) FROM posts GROUP BY 1, 2;

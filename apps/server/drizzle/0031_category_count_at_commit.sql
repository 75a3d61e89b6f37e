-- A member's category counts (post_category_counts) are added to at commit, not at the write: the
-- count row of a category is shared by all of a member's posts, and taking its lock at the write
-- held it until commit, so a member's saves and pipeline stages waited on each other's whole
-- transactions. Deferred, the lock is held only while the transaction commits. Each row event
-- still adds its own -1/+1 (from the row as it was and as it became at that event), so the
-- counts stay exact; a transaction that rolls back adds nothing.
DROP TRIGGER IF EXISTS posts_count_insert_delete ON posts;--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_count_update ON posts;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER posts_count_insert_delete AFTER INSERT OR DELETE ON posts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_posts_count_trigger();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER posts_count_update AFTER UPDATE OF category, user_id ON posts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION stash_posts_count_trigger();

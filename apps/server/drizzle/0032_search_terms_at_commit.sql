-- A member's hashtag and city counts (search_terms) are added to at commit, not at the write, as
-- the category counts are (0031): a term row is shared by every post of the member with that
-- hashtag or city, and taking its lock at the write held it until commit, so the pipeline's
-- transactions for a member's posts waited on each other's whole organise stage. Deferred, the
-- lock is held only while a transaction commits. Each row event still adds its own -1/+1 (from the
-- row as it was and as it became at that event), so the counts stay exact; a rollback adds nothing.
-- A term is only added for a member who still exists at commit: a member deleted in the same
-- transaction has no terms left to count.
CREATE OR REPLACE FUNCTION stash_count_search_terms(member uuid, term_kind text, terms text[], delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF terms IS NULL OR cardinality(terms) = 0 THEN RETURN; END IF;
  IF delta > 0 THEN
    INSERT INTO search_terms AS kept (user_id, kind, folded, term, uses)
    SELECT member, term_kind, stash_fold(btrim(term)), min(btrim(term)), delta
    FROM unnest(terms) AS term WHERE btrim(term) <> '' AND EXISTS (SELECT 1 FROM users WHERE id = member)
    GROUP BY 3 ORDER BY 3
    ON CONFLICT (user_id, kind, folded) DO UPDATE SET uses = kept.uses + excluded.uses;
  ELSE
    UPDATE search_terms SET uses = uses + delta
    WHERE user_id = member AND kind = term_kind AND folded IN (SELECT DISTINCT stash_fold(btrim(term)) FROM unnest(terms) AS term);
    DELETE FROM search_terms WHERE user_id = member AND kind = term_kind AND uses <= 0;
  END IF;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_search_terms ON posts;--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_search_terms_update ON posts;--> statement-breakpoint
DROP TRIGGER IF EXISTS entities_search_terms ON entities;--> statement-breakpoint
DROP TRIGGER IF EXISTS entities_search_terms_update ON entities;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER posts_search_terms AFTER INSERT OR DELETE ON posts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_count_post_hashtags();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER posts_search_terms_update AFTER UPDATE OF hashtags ON posts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.hashtags IS DISTINCT FROM NEW.hashtags) EXECUTE FUNCTION stash_count_post_hashtags();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER entities_search_terms AFTER INSERT OR DELETE ON entities
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stash_count_entity_city();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER entities_search_terms_update AFTER UPDATE OF entity_type, entity_name, entity_data ON entities
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (stash_entity_city(OLD.entity_type, OLD.entity_name, OLD.entity_data) IS DISTINCT FROM stash_entity_city(NEW.entity_type, NEW.entity_name, NEW.entity_data))
  EXECUTE FUNCTION stash_count_entity_city();

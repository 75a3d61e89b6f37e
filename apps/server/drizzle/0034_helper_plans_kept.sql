-- Planning was a fifth of PostgreSQL's time on a saved post (pg_stat_statements with
-- track_planning). Two causes, both mended here without changing any answer:
--
-- 1. Small SQL helpers whose bodies call a STABLE function (to_char, unaccent) cannot be inlined,
--    so PostgreSQL plans their body again in every statement that calls them: the timestamp of a
--    document (about 30 times a post), the folding of text and the splitting of a name into words.
--    In PL/pgSQL they are evaluated as simple expressions with the plan kept for the session.
--    They stay IMMUTABLE, so a call on a constant is still folded when a statement is planned.
CREATE OR REPLACE FUNCTION stash_iso_timestamp(value timestamptz) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_fold(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, input));
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_name_words(name text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(array_agg(word ORDER BY position), '{}')
    FROM (
      SELECT word, min(position) AS position
      FROM regexp_split_to_table(stash_fold(name), '[[:space:][:punct:]]+') WITH ORDINALITY AS split(word, position)
      WHERE word <> ''
      GROUP BY word
    ) words
  );
END;
$$;--> statement-breakpoint
-- 2. A statement taking an array of posts (`= ANY(post_ids)`, `unnest(post_ids, deltas)`) is
--    estimated for ten elements in a generic plan and for the actual one or two in a custom plan,
--    so PostgreSQL keeps planning it afresh for every call: 1 ms each time for the search refresh's
--    joins. The generic plan is the same index lookups, so these two functions always use it.
ALTER FUNCTION stash_refresh_post_search(uuid[]) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION stash_add_member_media_bytes(uuid[], bigint[]) SET plan_cache_mode = force_generic_plan;

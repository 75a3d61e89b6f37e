CREATE TABLE "search_history" (
	"user_id" uuid NOT NULL,
	"folded" text NOT NULL,
	"query" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_user_id_folded_pk" PRIMARY KEY("user_id","folded")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"folded" text NOT NULL,
	"term" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "search_terms_user_id_kind_folded_pk" PRIMARY KEY("user_id","kind","folded")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_places" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_history_user_recent_idx" ON "search_history" USING btree ("user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_places_trgm_idx" ON "posts" USING gin ("search_places" gin_trgm_ops);--> statement-breakpoint
-- Search folds accents and case everywhere ("senora" finds "Señora"): unaccent in a text search
-- configuration of its own (English stemming after folding, so "drives" finds "driving"), and an
-- immutable folding function for the plain text that trigram and LIKE matching read.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION stash_search (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION stash_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE FUNCTION stash_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, input))
$$;--> statement-breakpoint
ALTER TABLE search_terms ALTER COLUMN folded TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE search_history ALTER COLUMN folded TYPE text COLLATE "C";--> statement-breakpoint
-- Where an entity is, in words: its location and address as written, the geocoder's address, city
-- and country, and the name itself when the entity is a place name.
CREATE FUNCTION stash_entity_place_text(entity_type text, entity_name text, data jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    data->'raw_data'->>'location', data->'raw_data'->>'address',
    data->'enrichment_data'->>'formatted_address', data->'enrichment_data'->>'city', data->'enrichment_data'->>'country',
    CASE WHEN entity_type IN ('city', 'neighborhood', 'region', 'country') THEN entity_name END)
$$;--> statement-breakpoint
-- Rebuilds what search reads for the given posts. Weights: names (title, entities, tags) A;
-- hashtags, author, entity kinds and places B; the member's description and the caption C; the
-- full text D. The post's words join the member's lexicon for typo correction, in a fixed order
-- so that two writers never wait on each other's words crosswise.
CREATE OR REPLACE FUNCTION stash_refresh_post_search(post_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  WITH src AS (
    SELECT
      p.id,
      concat_ws(' ', p.title, linked.names, labels.names) AS names,
      concat_ws(' | ', p.title, linked.names, labels.names) AS name_list,
      concat_ws(' ', array_to_string(p.hashtags, ' '), (SELECT string_agg('#' || h, ' ') FROM unnest(p.hashtags) h),
        p.author_name, p.author_handle, linked.kinds, linked.places) AS about,
      linked.places,
      concat_ws(' ', p.description, p.caption) AS body,
      p.full_text
    FROM posts p
    LEFT JOIN LATERAL (
      SELECT
        string_agg(e.entity_name, ' | ') AS names,
        string_agg(concat_ws(' ', e.entity_type, e.category, e.entity_data->'raw_data'->>'category'), ' ') AS kinds,
        string_agg(stash_entity_place_text(e.entity_type, e.entity_name, e.entity_data), ' | ') AS places
      FROM post_entities pe JOIN entities e ON e.id = pe.entity_id
      WHERE pe.post_id = p.id
    ) AS linked ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(t.name, ' | ') AS names
      FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.post_id = p.id
    ) AS labels ON true
    WHERE p.id = ANY(post_ids)
  ),
  updated AS (
    UPDATE posts AS target
    SET
      search_text = stash_fold(concat_ws(' ', src.names, src.about, src.body, src.full_text)),
      search_names = stash_fold(src.name_list),
      search_places = stash_fold(coalesce(src.places, '')),
      search_document =
        setweight(to_tsvector('stash_search', src.names), 'A')
        || setweight(to_tsvector('stash_search', src.about), 'B')
        || setweight(to_tsvector('stash_search', src.body), 'C')
        || setweight(to_tsvector('stash_search', coalesce(src.full_text, '')), 'D')
    FROM src
    WHERE target.id = src.id
    RETURNING target.user_id, target.search_text
  )
  INSERT INTO search_words (user_id, word)
  SELECT DISTINCT updated.user_id, word
  FROM updated, regexp_split_to_table(updated.search_text, '[[:space:][:punct:]]+') AS word
  WHERE char_length(word) BETWEEN 3 AND 40
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Counts a member's hashtags or cities in search_terms: `delta` 1 when a post or entity starts
-- using them, -1 when it stops. Removing only updates rows that exist, so the cascade of a member's
-- deletion never writes a row for them.
CREATE FUNCTION stash_count_search_terms(member uuid, term_kind text, terms text[], delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF terms IS NULL OR cardinality(terms) = 0 THEN RETURN; END IF;
  IF delta > 0 THEN
    INSERT INTO search_terms AS kept (user_id, kind, folded, term, uses)
    SELECT member, term_kind, stash_fold(btrim(term)), min(btrim(term)), delta
    FROM unnest(terms) AS term WHERE btrim(term) <> ''
    GROUP BY 3 ORDER BY 3
    ON CONFLICT (user_id, kind, folded) DO UPDATE SET uses = kept.uses + excluded.uses;
  ELSE
    UPDATE search_terms SET uses = uses + delta
    WHERE user_id = member AND kind = term_kind AND folded IN (SELECT DISTINCT stash_fold(btrim(term)) FROM unnest(terms) AS term);
    DELETE FROM search_terms WHERE user_id = member AND kind = term_kind AND uses <= 0;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION stash_count_post_hashtags() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM stash_count_search_terms(OLD.user_id, 'hashtag', OLD.hashtags, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM stash_count_search_terms(NEW.user_id, 'hashtag', NEW.hashtags, 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER posts_search_terms AFTER INSERT OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION stash_count_post_hashtags();--> statement-breakpoint
CREATE TRIGGER posts_search_terms_update AFTER UPDATE OF hashtags ON posts
  FOR EACH ROW WHEN (OLD.hashtags IS DISTINCT FROM NEW.hashtags) EXECUTE FUNCTION stash_count_post_hashtags();--> statement-breakpoint
CREATE FUNCTION stash_entity_city(entity_type text, entity_name text, data jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(data->'enrichment_data'->>'city', ''), CASE WHEN entity_type = 'city' THEN entity_name END)
$$;--> statement-breakpoint
CREATE FUNCTION stash_count_entity_city() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM stash_count_search_terms(OLD.user_id, 'city', array_remove(ARRAY[stash_entity_city(OLD.entity_type, OLD.entity_name, OLD.entity_data)], NULL), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stash_count_search_terms(NEW.user_id, 'city', array_remove(ARRAY[stash_entity_city(NEW.entity_type, NEW.entity_name, NEW.entity_data)], NULL), 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER entities_search_terms AFTER INSERT OR DELETE ON entities
  FOR EACH ROW EXECUTE FUNCTION stash_count_entity_city();--> statement-breakpoint
CREATE TRIGGER entities_search_terms_update AFTER UPDATE OF entity_type, entity_name, entity_data ON entities
  FOR EACH ROW
  WHEN (stash_entity_city(OLD.entity_type, OLD.entity_name, OLD.entity_data) IS DISTINCT FROM stash_entity_city(NEW.entity_type, NEW.entity_name, NEW.entity_data))
  EXECUTE FUNCTION stash_count_entity_city();--> statement-breakpoint
-- What is stored already: terms counted and every post's search rebuilt the new way.
INSERT INTO search_terms (user_id, kind, folded, term, uses)
SELECT user_id, 'hashtag', folded, min(term), count(DISTINCT post_id)
FROM (SELECT p.user_id, p.id AS post_id, btrim(h) AS term, stash_fold(btrim(h)) AS folded FROM posts p, unnest(p.hashtags) h WHERE btrim(h) <> '') tagged
GROUP BY user_id, folded;--> statement-breakpoint
INSERT INTO search_terms (user_id, kind, folded, term, uses)
SELECT user_id, 'city', stash_fold(city), min(city), count(*)
FROM (SELECT user_id, btrim(stash_entity_city(entity_type, entity_name, entity_data)) AS city FROM entities) placed
WHERE city <> ''
GROUP BY user_id, stash_fold(city);--> statement-breakpoint
SELECT stash_refresh_post_search(coalesce(array_agg(id), '{}')) FROM posts;
--> statement-breakpoint
-- Entity names are searched accent-folded too ("senora" finds "Señora"): the words of a name or a
-- search are folded by the same function on both sides, and the kept words rebuilt.
CREATE OR REPLACE FUNCTION stash_name_words(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(word ORDER BY position), '{}')
  FROM (
    SELECT word, min(position) AS position
    FROM regexp_split_to_table(stash_fold(name), '[[:space:][:punct:]]+') WITH ORDINALITY AS split(word, position)
    WHERE word <> ''
    GROUP BY word
  ) words
$$;--> statement-breakpoint
DELETE FROM entity_name_words;--> statement-breakpoint
INSERT INTO entity_name_words (user_id, word, name_length, entity_id)
SELECT e.user_id, word, length(e.entity_name), e.id FROM entities e CROSS JOIN unnest(stash_name_words(e.entity_name)) AS word
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- An extracted event's start as a date or an instant, or null when it is neither (stored text is
-- whatever the extractor wrote): a search by time must not fail on one odd value.
CREATE FUNCTION stash_try_timestamptz(value text) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN value::timestamptz;
EXCEPTION WHEN others THEN
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION stash_try_date(value text) RETURNS date
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN value::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END;
$$;

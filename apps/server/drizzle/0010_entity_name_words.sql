CREATE TABLE "entity_name_words" (
	"user_id" uuid NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"name_length" integer NOT NULL,
	"entity_id" uuid NOT NULL,
	CONSTRAINT "entity_name_words_user_id_word_name_length_entity_id_pk" PRIMARY KEY("user_id","word","name_length","entity_id")
);
--> statement-breakpoint
ALTER TABLE "entity_name_words" ADD CONSTRAINT "entity_name_words_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entity_name_words_entity_idx" ON "entity_name_words" USING btree ("entity_id","word");--> statement-breakpoint
-- The words of a name or a search, lower case, split at spaces and punctuation, each once, in the
-- order they first appear. One function for both sides, so a search splits exactly as names do.
CREATE OR REPLACE FUNCTION stash_name_words(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(word ORDER BY position), '{}')
  FROM (
    SELECT word, min(position) AS position
    FROM regexp_split_to_table(lower(name), '[[:space:][:punct:]]+') WITH ORDINALITY AS split(word, position)
    WHERE word <> ''
    GROUP BY word
  ) words
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_index_new_entity_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entity_name_words (user_id, word, name_length, entity_id)
  SELECT added.user_id, word, length(added.entity_name), added.id
  FROM added CROSS JOIN unnest(stash_name_words(added.entity_name)) AS word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER entities_name_words_insert AFTER INSERT ON entities REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION stash_index_new_entity_names();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stash_index_renamed_entity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM entity_name_words WHERE entity_id = NEW.id;
  INSERT INTO entity_name_words (user_id, word, name_length, entity_id)
  SELECT NEW.user_id, word, length(NEW.entity_name), NEW.id FROM unnest(stash_name_words(NEW.entity_name)) AS word;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Row by row, and only for renames: the link-count triggers update entities on every link.
CREATE TRIGGER entities_name_words_rename AFTER UPDATE OF entity_name ON entities
  FOR EACH ROW WHEN (OLD.entity_name IS DISTINCT FROM NEW.entity_name) EXECUTE FUNCTION stash_index_renamed_entity();--> statement-breakpoint
-- Entities saved before this migration.
INSERT INTO entity_name_words (user_id, word, name_length, entity_id)
SELECT e.user_id, word, length(e.entity_name), e.id FROM entities e CROSS JOIN unnest(stash_name_words(e.entity_name)) AS word;

-- The stored documents (a post's whole, card and linked-entity JSON, an entity's JSON) are what
-- the feed and the entity lists send, read afresh from TOAST on every page, and written again on
-- every rendering. lz4 decompresses them several times faster than pglz, PostgreSQL's default
-- (a 40-post page of 5 KB documents: 0.64 -> 0.55 ms to read), and compresses faster on write.
-- Rows keep the method they were written with until they are next rendered. PGlite is built
-- without lz4: there the columns keep pglz.
DO $$
BEGIN
  ALTER TABLE posts
    ALTER COLUMN doc SET COMPRESSION lz4,
    ALTER COLUMN card_doc SET COMPRESSION lz4,
    ALTER COLUMN entities_doc SET COMPRESSION lz4;
  ALTER TABLE entities ALTER COLUMN doc SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available here; the stored documents keep pglz';
END $$;

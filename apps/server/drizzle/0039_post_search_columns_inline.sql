-- Since 0038 keeps a post's documents in its row, the row never gets under PostgreSQL's 2 KB
-- target, so every other column that can move out to TOAST does, the search columns too: each
-- read of one became a TOAST lookup (an index descent and a page). A search checks each row the
-- trigram index finds again on the row (search_text), and its filters and ranking read the names,
-- places, map cells and kinds: a word in a fifth of 100k posts read about 100,000 buffers a search.
-- These are now kept in the row (STORAGE MAIN, compressed when long), about 800 bytes a post. The
-- weighted document (search_document, the largest) still moves out; a search checks the text
-- first (search.repo), so it reads the document only to rank its newest matches.
-- Rows keep where their search columns are until their search is next refreshed (or the table is
-- rewritten, as VACUUM FULL does).
ALTER TABLE posts
  ALTER COLUMN search_text SET STORAGE MAIN,
  ALTER COLUMN search_names SET STORAGE MAIN,
  ALTER COLUMN search_places SET STORAGE MAIN,
  ALTER COLUMN search_cells SET STORAGE MAIN,
  ALTER COLUMN search_kinds SET STORAGE MAIN;

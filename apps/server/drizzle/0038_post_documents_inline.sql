-- A post's stored documents (whole, card and linked entities) are read on every page of the feed
-- made afresh. Each is 1-2 KB once compressed, so a post's row passed PostgreSQL's 2 KB target and
-- they were moved out of the row into TOAST: a page of 36 whole posts looked up some 70 values
-- in the TOAST index before sending them, about a third of the page's time in PostgreSQL.
-- Kept in the row (STORAGE MAIN: still compressed, moved out only when the row would not fit in
-- a page otherwise), a page reads them from the rows it already reads. The search columns and the
-- raw and extracted data stay EXTENDED, so they are the ones moved out. Rows keep where their
-- documents are until they are next rendered.
ALTER TABLE posts
  ALTER COLUMN doc SET STORAGE MAIN,
  ALTER COLUMN card_doc SET STORAGE MAIN,
  ALTER COLUMN entities_doc SET STORAGE MAIN;

-- Lets a GiST index lead with the member id (a btree type) before a trigram key, so name search
-- ranks within one member's entities straight from the index.
CREATE EXTENSION IF NOT EXISTS btree_gist;

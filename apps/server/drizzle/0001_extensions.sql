-- Contrib extensions used by search (trigram) and nearby places (earth distances); both ship with
-- PGlite and with Debian's postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;

ALTER TABLE "posts" ADD COLUMN "ingest_stage" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "extraction" jsonb;
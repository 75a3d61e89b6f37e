CREATE TABLE "geocoder_answers" (
	"provider" text NOT NULL,
	"query_key" text NOT NULL,
	"result" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "geocoder_answers_provider_query_key_pk" PRIMARY KEY("provider","query_key")
);
--> statement-breakpoint
CREATE TABLE "geocoder_slots" (
	"provider" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_requeues" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"post_updated_at" timestamp with time zone NOT NULL,
	"requeues" integer NOT NULL,
	"requeued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingest_requeues" ADD CONSTRAINT "ingest_requeues_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geocoder_answers_expires_idx" ON "geocoder_answers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "media_storage_key_idx" ON "media" USING btree ("storage_key") WHERE "media"."storage_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_unsettled_updated_idx" ON "posts" USING btree ("updated_at") WHERE "posts"."status" IN ('pending', 'fetched');
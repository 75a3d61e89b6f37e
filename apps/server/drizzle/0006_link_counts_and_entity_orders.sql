ALTER TABLE "entities" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "entities_user_name_idx" ON "entities" USING btree ("user_id",(lower("entity_name") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "entities_user_popular_idx" ON "entities" USING btree ("user_id","post_count" DESC NULLS LAST,"id" DESC NULLS LAST);
DROP INDEX "entities_user_type_idx";--> statement-breakpoint
DROP INDEX "posts_user_category_created_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "entities_user_created_idx" ON "entities" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entities_name_trgm_idx" ON "entities" USING gin ("entity_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entities_earth_idx" ON "entities" USING gist (ll_to_earth("latitude", "longitude")) WHERE "entities"."latitude" IS NOT NULL AND "entities"."longitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_user_routing_created_idx" ON "posts" USING btree ("user_id","routing_class","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_user_intent_created_idx" ON "posts" USING btree ("user_id","overall_message_intent","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_search_document_idx" ON "posts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "posts_search_text_trgm_idx" ON "posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entities_user_type_idx" ON "entities" USING btree ("user_id","entity_type","id");--> statement-breakpoint
CREATE INDEX "posts_user_category_created_idx" ON "posts" USING btree ("user_id","category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
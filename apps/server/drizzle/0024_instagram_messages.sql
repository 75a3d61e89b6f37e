CREATE TABLE "instagram_link_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mid" text NOT NULL,
	"sender_id" text NOT NULL,
	"user_id" uuid,
	"event" jsonb NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"keep_until" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_replies" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_senders" (
	"sender_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"linked_at" timestamp with time zone,
	"join_reply_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "instagram_link_codes" ADD CONSTRAINT "instagram_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_messages" ADD CONSTRAINT "instagram_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_replies" ADD CONSTRAINT "instagram_replies_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_senders" ADD CONSTRAINT "instagram_senders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_link_codes_code_key" ON "instagram_link_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_messages_mid_key" ON "instagram_messages" USING btree ("mid");--> statement-breakpoint
CREATE INDEX "instagram_messages_sender_idx" ON "instagram_messages" USING btree ("sender_id","state");
CREATE TABLE "import_items" (
	"import_id" uuid NOT NULL,
	"canonical_url" text NOT NULL,
	"given_url" text NOT NULL,
	"saved_at" timestamp with time zone,
	"collections" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"outcome" text DEFAULT 'waiting' NOT NULL,
	"post_id" uuid,
	CONSTRAINT "import_items_import_id_canonical_url_pk" PRIMARY KEY("import_id","canonical_url")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'reading' NOT NULL,
	"error" text,
	"tiktok_lists" text DEFAULT 'favorites' NOT NULL,
	"found_count" integer DEFAULT 0 NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"existing_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_items" ADD CONSTRAINT "import_items_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_items" ADD CONSTRAINT "import_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_items_waiting_idx" ON "import_items" USING btree ("import_id","position") WHERE "import_items"."outcome" = 'waiting';--> statement-breakpoint
CREATE INDEX "import_items_post_idx" ON "import_items" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "imports_user_recent_idx" ON "imports" USING btree ("user_id","created_at" DESC NULLS LAST);
CREATE TABLE "post_category_counts" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"post_count" integer NOT NULL,
	CONSTRAINT "post_category_counts_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
ALTER TABLE "post_category_counts" ADD CONSTRAINT "post_category_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
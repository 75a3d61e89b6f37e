ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Members who already signed in proved their address by a claim link or were added by an operator.
UPDATE "users" SET "email_verified_at" = "created_at";

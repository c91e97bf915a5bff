CREATE TABLE "password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "password_links_email_idx" ON "password_links" USING btree ("email");--> statement-breakpoint
-- Accounts made before access was proved by email keep working: they count as confirmed.
UPDATE "users" SET "email_verified" = true;--> statement-breakpoint
-- Reset tokens were stored in plain text by Better Auth; reset links now live in password_links.
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';

ALTER TABLE "shares" ADD COLUMN "replies" jsonb;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "replies_customer_id" uuid;
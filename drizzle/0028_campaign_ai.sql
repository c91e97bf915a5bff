ALTER TABLE "user_daily_limits" ADD COLUMN "campaign_messages_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD COLUMN "source" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_source_check" CHECK ("campaign_messages"."source" in ('ai', 'offline'));
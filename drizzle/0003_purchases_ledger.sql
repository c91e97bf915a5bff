CREATE TABLE "purchases" (
	"platform" text NOT NULL,
	"transaction" text NOT NULL,
	"email" text NOT NULL,
	"product_id" text,
	"subscription" text,
	"status" text NOT NULL,
	"live_since" timestamp with time zone,
	"event_at" timestamp with time zone NOT NULL,
	"last_event_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_pkey" PRIMARY KEY("platform","transaction"),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('live', 'ended', 'refunded', 'chargeback', 'dispute'))
);
--> statement-breakpoint
ALTER TABLE "member_events" ADD COLUMN "result" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_events" ADD COLUMN "transaction" text;--> statement-breakpoint
ALTER TABLE "member_events" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "member_events" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "manual_status" text DEFAULT 'active';--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "manual_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "purchases_email_idx" ON "purchases" USING btree ("email");--> statement-breakpoint
CREATE INDEX "purchases_subscription_idx" ON "purchases" USING btree ("platform","subscription");--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_result_check" CHECK ("member_events"."result" in ('applied', 'stale', 'other_product', 'ignored'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_manual_status_check" CHECK ("members"."manual_status" in ('active', 'inactive'));--> statement-breakpoint
-- Members from before the ledger keep their status as the operator's decision (decision 006).
UPDATE "members" SET "manual_status" = "status", "manual_at" = "updated_at";--> statement-breakpoint
UPDATE "member_events" SET "result" = 'ignored' WHERE "action" = 'ignore';

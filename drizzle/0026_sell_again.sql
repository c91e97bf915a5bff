CREATE TABLE "campaign_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'offline' NOT NULL,
	"reason" text,
	"sent_at" timestamp with time zone,
	"message_id" uuid,
	"event_id" uuid,
	CONSTRAINT "campaign_messages_once" UNIQUE("campaign_id","customer_id"),
	CONSTRAINT "campaign_messages_status_check" CHECK ("campaign_messages"."status" in ('queued', 'sent', 'skipped', 'left_out')),
	CONSTRAINT "campaign_messages_source_check" CHECK ("campaign_messages"."source" in ('ai', 'offline')),
	CONSTRAINT "campaign_messages_sent_check" CHECK (("campaign_messages"."status" = 'sent') = ("campaign_messages"."sent_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "campaign_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_cap" integer DEFAULT 30 NOT NULL,
	"next_send_at" timestamp with time zone,
	CONSTRAINT "campaign_settings_cap_check" CHECK ("campaign_settings"."daily_cap" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"occasion" text NOT NULL,
	"title" text NOT NULL,
	"product_id" uuid,
	"product_name" text,
	"offer" text,
	"pix_price" numeric(12, 2),
	"audience" jsonb NOT NULL,
	"stop_line" boolean DEFAULT true NOT NULL,
	"opt_outs_accepted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reactivations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message_id" uuid,
	"event_id" uuid,
	"previous_last_contact" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reactivations_status_check" CHECK ("reactivations"."status" in ('sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "user_daily_limits" ADD COLUMN "campaign_messages_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_customer_id_clientes_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_event_id_customer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."customer_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_settings" ADD CONSTRAINT "campaign_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_product_id_produtos_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactivations" ADD CONSTRAINT "reactivations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactivations" ADD CONSTRAINT "reactivations_customer_id_clientes_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactivations" ADD CONSTRAINT "reactivations_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactivations" ADD CONSTRAINT "reactivations_event_id_customer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."customer_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_messages_sent_idx" ON "campaign_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "campaign_messages_customer_idx" ON "campaign_messages" USING btree ("customer_id","sent_at");--> statement-breakpoint
CREATE INDEX "campaigns_user_idx" ON "campaigns" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reactivations_customer_idx" ON "reactivations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reactivations_user_idx" ON "reactivations" USING btree ("user_id","created_at");
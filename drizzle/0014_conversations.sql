CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"author" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "conversation_messages_author_check" CHECK ("conversation_messages"."author" in ('customer', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"claim_token_hash" text,
	"kind" text NOT NULL,
	"file_name" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_kind_check" CHECK ("shares"."kind" in ('chat', 'contacts')),
	CONSTRAINT "shares_owner_check" CHECK ("shares"."user_id" is not null or "shares"."claim_token_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "customer_events" DROP CONSTRAINT "customer_events_type_check";--> statement-breakpoint
ALTER TABLE "user_daily_limits" ADD COLUMN "replies_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_customer_id_clientes_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_identity_idx" ON "conversation_messages" USING btree ("customer_id","author","sent_at",md5("text"));--> statement-breakpoint
CREATE INDEX "conversation_messages_page_idx" ON "conversation_messages" USING btree ("customer_id","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_messages_user_author_idx" ON "conversation_messages" USING btree ("user_id","author","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shares_user_idx" ON "shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shares_created_idx" ON "shares" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_type_check" CHECK ("customer_events"."type" in ('created', 'phase', 'value', 'message', 'conversation'));
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
ALTER TABLE "reactivations" ADD CONSTRAINT "reactivations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactivations" ADD CONSTRAINT "reactivations_customer_id_clientes_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactivations" ADD CONSTRAINT "reactivations_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactivations" ADD CONSTRAINT "reactivations_event_id_customer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."customer_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reactivations_customer_idx" ON "reactivations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reactivations_user_idx" ON "reactivations" USING btree ("user_id","created_at");
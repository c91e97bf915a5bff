CREATE TABLE "after_sale_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"sale_at" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"snoozed_until" date,
	"message_id" uuid,
	"event_id" uuid,
	"previous_last_contact" timestamp with time zone,
	"previous_status" text,
	"previous_snoozed_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_steps_once" UNIQUE("customer_id","sale_at","step"),
	CONSTRAINT "after_sale_steps_step_check" CHECK ("after_sale_steps"."step" in ('thanks', 'checkIn', 'testimonial', 'referral', 'repurchase')),
	CONSTRAINT "after_sale_steps_status_check" CHECK ("after_sale_steps"."status" in ('sent', 'skipped', 'snoozed')),
	CONSTRAINT "after_sale_steps_snooze_check" CHECK (("after_sale_steps"."status" = 'snoozed') = ("after_sale_steps"."snoozed_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "ciclo_recompra" integer;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "sem_campanhas_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "after_sale_steps" ADD CONSTRAINT "after_sale_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_steps" ADD CONSTRAINT "after_sale_steps_customer_id_clientes_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_steps" ADD CONSTRAINT "after_sale_steps_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_steps" ADD CONSTRAINT "after_sale_steps_event_id_customer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."customer_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_steps_user_idx" ON "after_sale_steps" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_ciclo_recompra_check" CHECK ("produtos"."ciclo_recompra" is null or "produtos"."ciclo_recompra" between 1 and 730);
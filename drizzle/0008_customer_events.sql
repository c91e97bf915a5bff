CREATE TABLE "customer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_events_type_check" CHECK ("customer_events"."type" in ('created', 'phase', 'value', 'message'))
);
--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_customer_id_clientes_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_events_customer_idx" ON "customer_events" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_events_user_type_idx" ON "customer_events" USING btree ("user_id","type","created_at");--> statement-breakpoint
-- Customers that exist today start their history at their creation.
INSERT INTO "customer_events" ("user_id", "customer_id", "type", "to_value", "created_at")
SELECT "user_id", "id", 'created', "fase", "created_at" FROM "clientes";

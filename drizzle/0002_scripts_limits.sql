CREATE TABLE "scripts_gerados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"produto_id" uuid,
	"produto_nome" text,
	"script_content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_daily_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"scripts_generated" integer DEFAULT 0 NOT NULL,
	"objections_broken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_daily_limits_user_date_key" UNIQUE("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "scripts_gerados" ADD CONSTRAINT "scripts_gerados_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts_gerados" ADD CONSTRAINT "scripts_gerados_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_daily_limits" ADD CONSTRAINT "user_daily_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scripts_user_created_idx" ON "scripts_gerados" USING btree ("user_id","created_at" DESC NULLS LAST);
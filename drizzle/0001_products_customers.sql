CREATE TABLE "produtos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"nicho" text NOT NULL,
	"preco" text NOT NULL,
	"ticket_medio" text,
	"canal_aquisicao" text NOT NULL,
	"cliente_ideal" text NOT NULL,
	"objecoes" text NOT NULL,
	"diferencial" text NOT NULL,
	"processo_vendas" text NOT NULL,
	"problema_resolve" text NOT NULL,
	"urgencia" text NOT NULL,
	"garantia" text,
	"bonus" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"telefone" text,
	"email" text,
	"produto_interesse" text,
	"fase" text DEFAULT 'prospect' NOT NULL,
	"data_contato" timestamp with time zone DEFAULT now() NOT NULL,
	"observacoes" text,
	"valor" numeric(12, 2),
	"motivo_perda" text,
	"proximo_contato" date,
	"fase_alterada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_fase_check" CHECK ("clientes"."fase" in ('prospect', 'contacted', 'interested', 'proposal', 'closed', 'lost')),
	CONSTRAINT "clientes_valor_check" CHECK ("clientes"."valor" is null or "clientes"."valor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produtos_user_created_idx" ON "produtos" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clientes_user_created_idx" ON "clientes" USING btree ("user_id","created_at" DESC NULLS LAST);
CREATE INDEX "clientes_user_phase_created_idx" ON "clientes" USING btree ("user_id","fase","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Search over name, phone digits, email and product, ignoring case and accents. Both extensions
-- ship with PostgreSQL (and the embedded one) and are trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, wrapping
-- it as IMMUTABLE is the documented way to index it.
CREATE OR REPLACE FUNCTION clientes_search_text(nome text, telefone text, email text, produto text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, concat_ws(' ',
    nome, regexp_replace(coalesce(telefone, ''), '\D', '', 'g'), email, produto)))
$$;--> statement-breakpoint
CREATE INDEX "clientes_search_idx" ON "clientes"
  USING gin (clientes_search_text("nome", "telefone", "email", "produto_interesse") gin_trgm_ops);

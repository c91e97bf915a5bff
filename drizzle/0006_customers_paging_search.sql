CREATE INDEX "clientes_user_phase_created_idx" ON "clientes" USING btree ("user_id","fase","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Search over name, phone digits, email and product, ignoring case and accents. Both extensions
-- ship with PostgreSQL (and the embedded one) and are trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, wrapping
-- it as IMMUTABLE is the documented way to index it. The extension may already live in another
-- schema (some hosts keep extensions apart): the functions name the schema it is in.
DO $$
DECLARE ext text;
BEGIN
  SELECT n.nspname INTO ext FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'unaccent';
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION search_folded(input text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $b$
      SELECT lower(%1$I.unaccent(%2$L::regdictionary, input))
    $b$
  $f$, ext, ext || '.unaccent');
END $$;--> statement-breakpoint
-- Named with its schema: PostgreSQL 17 and later build an index with a search_path of only
-- pg_catalog, where an unqualified name would not be found.
DO $$
BEGIN
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION clientes_search_text(nome text, telefone text, email text, produto text)
    RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $b$
      SELECT %1$I.search_folded(concat_ws(' ',
        nome, regexp_replace(coalesce(telefone, ''), '\D', '', 'g'), email, produto))
    $b$
  $f$, current_schema());
END $$;--> statement-breakpoint
DO $$
DECLARE ext text;
BEGIN
  SELECT n.nspname INTO ext FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'pg_trgm';
  EXECUTE format(
    'CREATE INDEX "clientes_search_idx" ON "clientes" USING gin '
    '(clientes_search_text("nome", "telefone", "email", "produto_interesse") %I.gin_trgm_ops)',
    ext);
END $$;

-- Phones were read before with the minimal metadata, which took a foreign number written
-- without + ('905-555-1234') for a Brazilian one and stored fake digits for its wa.me link.
-- Forgetting the stored digits lets the start-up backfill (customers/whatsapp-backfill.ts) read
-- every phone again with the full metadata.
UPDATE "clientes" SET "whatsapp" = NULL WHERE "telefone" IS NOT NULL;

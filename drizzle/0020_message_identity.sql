DROP INDEX "conversation_messages_identity_idx";--> statement-breakpoint
DROP INDEX "conversation_messages_page_idx";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "ordinal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
-- Messages kept before, with the same author, minute and text (an iPhone export's seconds apart),
-- get their places in time order, so the identity by minute holds them all.
UPDATE "conversation_messages" m SET "ordinal" = r.n - 1
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "customer_id", "author",
      date_bin('1 minute', "sent_at", timestamptz '2000-01-01 00:00:00+00'), md5("text")
    ORDER BY "sent_at", "id") AS n
  FROM "conversation_messages"
) r
WHERE m."id" = r."id" AND r.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_identity_idx" ON "conversation_messages" USING btree ("customer_id","author",date_bin('1 minute', "sent_at", timestamptz '2000-01-01 00:00:00+00'),md5("text"),"ordinal");--> statement-breakpoint
CREATE INDEX "conversation_messages_page_idx" ON "conversation_messages" USING btree ("customer_id","sent_at" DESC NULLS LAST,"seq" DESC NULLS LAST);
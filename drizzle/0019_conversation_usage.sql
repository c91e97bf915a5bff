CREATE TABLE "conversation_usage" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "created_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_usage" ADD CONSTRAINT "conversation_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_created_customer_id_clientes_id_fk" FOREIGN KEY ("created_customer_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Each member's messages and bytes of text, kept in the writer's statement whatever it is (a
-- filing, a customer's cascade delete, SQL by hand), so a cap is checked without counting rows.
CREATE OR REPLACE FUNCTION conversation_usage_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM conversation_usage;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE conversation_usage u SET messages = u.messages - r.n, bytes = u.bytes - r.b
    FROM (SELECT user_id, count(*) AS n, coalesce(sum(octet_length(text)), 0) AS b
          FROM removed GROUP BY user_id) r
    WHERE u.user_id = r.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO conversation_usage AS u (user_id, messages, bytes)
      SELECT user_id, count(*), coalesce(sum(octet_length(text)), 0) FROM added GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE
      SET messages = u.messages + EXCLUDED.messages, bytes = u.bytes + EXCLUDED.bytes;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER conversation_usage_added AFTER INSERT ON conversation_messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION conversation_usage_count();--> statement-breakpoint
CREATE TRIGGER conversation_usage_removed AFTER DELETE ON conversation_messages
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION conversation_usage_count();--> statement-breakpoint
CREATE TRIGGER conversation_usage_changed AFTER UPDATE ON conversation_messages
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_usage_count();--> statement-breakpoint
CREATE TRIGGER conversation_usage_truncated AFTER TRUNCATE ON conversation_messages
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_usage_count();--> statement-breakpoint
INSERT INTO conversation_usage (user_id, messages, bytes)
  SELECT user_id, count(*), coalesce(sum(octet_length(text)), 0)
  FROM conversation_messages GROUP BY user_id;

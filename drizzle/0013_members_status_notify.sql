-- Every app instance keeps members' statuses in memory (members/status-cache.ts) and forgets
-- one when told on the 'member_status' channel: the email whose row changed, or '' for all.
-- A trigger tells whatever the writer (webhook, console, CLI, seed, SQL by hand), in the
-- writer's transaction: the message is delivered when it commits, never when it rolls back.
CREATE OR REPLACE FUNCTION members_status_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('member_status', '');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('member_status', NEW.email);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('member_status', OLD.email);
  ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.email IS DISTINCT FROM OLD.email THEN
    PERFORM pg_notify('member_status', OLD.email);
    PERFORM pg_notify('member_status', NEW.email);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_status_notify AFTER INSERT OR UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION members_status_notify();--> statement-breakpoint
CREATE TRIGGER members_truncate_notify AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION members_status_notify();

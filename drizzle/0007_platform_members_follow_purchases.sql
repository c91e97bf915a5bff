-- Migration 0003 kept every member's status as an operator decision, webhook-made ones too, so
-- a refund of a purchase made before the ledger never took such a member out. A member whose
-- status a checkout platform set last follows its purchases: the stored status stays as it is
-- until that member's next event.
UPDATE "members" SET "manual_status" = NULL, "manual_at" = NULL
WHERE "source" IN ('hotmart', 'kiwify', 'eduzz', 'generic');

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Purchase emails allowed in. Emails are stored lower-cased and trimmed. `status` is the stored,
 * derived answer (decision 006): the operator's decision and the live purchases in `purchases`.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull(),
    /** Who last set the status: cli, seed, env, hotmart, kiwify, eduzz, generic. */
    source: text('source').notNull(),
    /**
     * The operator's last decision (CLI, seed, MEMBER_EMAILS); null when only purchases decide.
     * A row inserted without saying otherwise is the operator's own activation, hence the default.
     */
    manualStatus: text('manual_status', { enum: ['active', 'inactive'] }).default('active'),
    manualAt: timestamp('manual_at', { withTimezone: true }).defaultNow(),
    /** The operator's console; ADMIN_EMAILS grants it too. */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('members_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('members_manual_status_check', sql`${t.manualStatus} in ('active', 'inactive')`),
  ],
);

/** Every verified checkout event, once per platform event id: the audit trail of a member. */
export const memberEvents = pgTable(
  'member_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    email: text('email'),
    /** What the event asks for: activate, deactivate, or ignore (an event we do not act on). */
    action: text('action', { enum: ['activate', 'deactivate', 'ignore'] }).notNull(),
    /** What it did: applied, stale, other_product or ignored (duplicates are not stored twice). */
    result: text('result', { enum: ['applied', 'stale', 'other_product', 'ignored'] })
      .notNull()
      .default('applied'),
    transaction: text('transaction'),
    productId: text('product_id'),
    /** The platform's own time for the event (the receive time when the payload has none). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_events_platform_event_id_key').on(t.platform, t.eventId),
    index('member_events_email_idx').on(t.email),
    check(
      'member_events_result_check',
      sql`${t.result} in ('applied', 'stale', 'other_product', 'ignored')`,
    ),
  ],
);

/**
 * The purchases ledger: one row per checkout transaction, moved only by events newer than the
 * last one applied to it. refunded, chargeback and dispute are final.
 */
export const purchases = pgTable(
  'purchases',
  {
    platform: text('platform').notNull(),
    transaction: text('transaction').notNull(),
    email: text('email').notNull(),
    productId: text('product_id'),
    /** The subscription the transaction belongs to, when the platform says so. */
    subscription: text('subscription'),
    status: text('status', {
      enum: ['live', 'ended', 'refunded', 'chargeback', 'dispute'],
    }).notNull(),
    /** When the transaction last went live (platform time); a later suspension outranks it. */
    liveSince: timestamp('live_since', { withTimezone: true }),
    /** The platform's time of the last event applied to this transaction. */
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    lastEventType: text('last_event_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'purchases_pkey', columns: [t.platform, t.transaction] }),
    index('purchases_email_idx').on(t.email),
    index('purchases_subscription_idx').on(t.platform, t.subscription),
    check(
      'purchases_status_check',
      sql`${t.status} in ('live', 'ended', 'refunded', 'chargeback', 'dispute')`,
    ),
  ],
);

/**
 * Every verified delivery to a checkout webhook, with its result (a signed body we could not
 * read too), for the operator's webhook health. Purged after 90 days.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    /** applied, duplicate, stale, other_product, ignored, invalid_body; older rows: bad_signature. */
    result: text('result').notNull(),
    eventType: text('event_type'),
    email: text('email'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_platform_received_idx').on(t.platform, t.receivedAt.desc())],
);

/**
 * Calls to a checkout webhook without a valid signature, counted per platform and hour: anyone
 * can send them, so they are not stored one by one nor taken as the platform's refusals.
 * Purged after 90 days.
 */
export const webhookUnsignedCalls = pgTable(
  'webhook_unsigned_calls',
  {
    platform: text('platform').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'webhook_unsigned_calls_pkey', columns: [t.platform, t.hour] })],
);

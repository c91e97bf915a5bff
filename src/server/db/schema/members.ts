import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Purchase emails allowed in. Emails are stored lower-cased and trimmed. */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull(),
    /** Who last set the status: cli, seed, env, hotmart, kiwify, eduzz, generic. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('members_status_check', sql`${t.status} in ('active', 'inactive')`)],
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
    /** What the event did: activate, deactivate, or ignore (an event we do not act on). */
    action: text('action', { enum: ['activate', 'deactivate', 'ignore'] }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_events_platform_event_id_key').on(t.platform, t.eventId),
    index('member_events_email_idx').on(t.email),
  ],
);

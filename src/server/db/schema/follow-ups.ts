import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { conversationMessages } from './conversations.ts';
import { customerEvents, customerOwned } from './customers.ts';

/** member_cadences: a member's own days between follow-ups per phase (shared/today-cadence.ts). */
export const memberCadences = pgTable('member_cadences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cadences: jsonb('cadences').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * follow_ups: a follow-up the member said they sent from Hoje, with what it changed, so
 * Desfazer can put it back. Those since the customer last spoke (or changed phase) are the
 * unanswered attempts.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    ...customerOwned,
    eventId: uuid('event_id')
      .notNull()
      .unique()
      .references(() => customerEvents.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => conversationMessages.id, {
      onDelete: 'set null',
    }),
    attempt: integer('attempt').notNull(),
    previousNextContact: date('previous_next_contact'),
    previousLastContact: timestamp('previous_last_contact', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('follow_ups_customer_idx').on(t.customerId, t.createdAt),
    check('follow_ups_attempt_check', sql`${t.attempt} >= 1`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversationMessages } from './conversations.ts';
import { customerEvents, customerOwned } from './customers.ts';

/**
 * reactivations: what the member did with a customer 'Reativar' listed (shared/reactivation.ts):
 * sent the message (with what it made, so Desfazer can take it back) or skipped it. The list
 * itself is not stored: it follows from the phase, the reason lost and the cycle.
 */
export const reactivations = pgTable(
  'reactivations',
  {
    ...customerOwned,
    status: text('status', { enum: ['sent', 'skipped'] }).notNull(),
    messageId: uuid('message_id').references(() => conversationMessages.id, {
      onDelete: 'set null',
    }),
    eventId: uuid('event_id').references(() => customerEvents.id, { onDelete: 'set null' }),
    previousLastContact: timestamp('previous_last_contact', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reactivations_customer_idx').on(t.customerId, t.createdAt),
    index('reactivations_user_idx').on(t.userId, t.createdAt),
    check('reactivations_status_check', sql`${t.status} in ('sent', 'skipped')`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { conversationMessages } from './conversations.ts';
import { customerEvents, customerOwned } from './customers.ts';

/**
 * after_sale_steps: what the member did with one step after a sale (shared/after-sale.ts): sent
 * it, skipped it, or put it off to a day. The steps themselves are not stored: they follow from
 * the sale's moment, the product's cycle and the conversation (after-sale/schedule.ts).
 */
export const afterSaleSteps = pgTable(
  'after_sale_steps',
  {
    ...customerOwned,
    /** The moment of the sale the step belongs to: the customer's move into Fechado. */
    saleAt: timestamp('sale_at', { withTimezone: true }).notNull(),
    step: text('step', {
      enum: ['thanks', 'checkIn', 'testimonial', 'referral', 'repurchase'],
    }).notNull(),
    status: text('status', { enum: ['sent', 'skipped', 'snoozed'] }).notNull(),
    /** A snoozed step's new day, on the member's calendar. */
    snoozedUntil: date('snoozed_until'),
    /** A sent step's message and history line, which Desfazer takes back out. */
    messageId: uuid('message_id').references(() => conversationMessages.id, {
      onDelete: 'set null',
    }),
    eventId: uuid('event_id').references(() => customerEvents.id, { onDelete: 'set null' }),
    /** The customer's last contact before a sent step, which Desfazer puts back. */
    previousLastContact: timestamp('previous_last_contact', { withTimezone: true }),
    /** What the step was before this action (a snooze acted on again), which Desfazer restores. */
    previousStatus: text('previous_status', { enum: ['sent', 'skipped', 'snoozed'] }),
    previousSnoozedUntil: date('previous_snoozed_until'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('after_sale_steps_once').on(t.customerId, t.saleAt, t.step),
    index('after_sale_steps_user_idx').on(t.userId, t.updatedAt),
    check(
      'after_sale_steps_step_check',
      sql`${t.step} in ('thanks', 'checkIn', 'testimonial', 'referral', 'repurchase')`,
    ),
    check('after_sale_steps_status_check', sql`${t.status} in ('sent', 'skipped', 'snoozed')`),
    check(
      'after_sale_steps_snooze_check',
      sql`(${t.status} = 'snoozed') = (${t.snoozedUntil} is not null)`,
    ),
  ],
);

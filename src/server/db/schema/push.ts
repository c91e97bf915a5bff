import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { memberOwned } from './auth.ts';

/**
 * push_subscriptions: one browser (its push endpoint) that asked for the follow-up reminder,
 * at an hour of the day in the member's zone. An endpoint belongs to one member at a time.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...memberOwned,
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    hour: smallint('hour').notNull(),
    /**
     * The member's IANA zone when they subscribed (the `tz` cookie, if PostgreSQL knows it):
     * the hour and the day are read in it. Rows from before it are São Paulo's.
     */
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    /** The member's day of the last reminder, so a retried run does not send it twice. */
    lastSentOn: date('last_sent_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_hour_idx').on(t.hour),
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_hour_check', sql`${t.hour} between 0 and 23`),
  ],
);

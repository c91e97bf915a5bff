import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mails the queue gave up on after its last retry, for the operator's console ('Reenviar').
 * `job` is the queue's payload as it was; a resend deletes the row and queues the job again.
 */
export const mailFailures = pgTable(
  'mail_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['access', 'reset'] }).notNull(),
    email: text('email').notNull(),
    job: jsonb('job').notNull(),
    error: text('error').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_failures_failed_at_idx').on(t.failedAt)],
);

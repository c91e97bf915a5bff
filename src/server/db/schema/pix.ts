import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { customerOwned } from './customers.ts';

/** pix_keys: the key a member receives at, one per member, with the BR Code's receiver. */
export const pixKeys = pgTable(
  'pix_keys',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyType: text('key_type', { enum: ['cpf', 'cnpj', 'email', 'phone', 'random'] }).notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pix_keys_type_check', sql`${t.keyType} in ('cpf', 'cnpj', 'email', 'phone', 'random')`),
  ],
);

/**
 * pix_charges: each 'Cobrar com Pix', the code as it was sent. An unpaid charge marks the
 * customer 'aguardando pagamento'; paid_at is when the member said it came in.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    ...customerOwned,
    txid: text('txid').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('pix_charges_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('pix_charges_user_created_idx').on(t.userId, t.createdAt),
    check('pix_charges_amount_check', sql`${t.amount} > 0`),
  ],
);

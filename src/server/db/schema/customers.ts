import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberOwned } from './auth.ts';

/** clientes: the pipeline's customers, one of six phases each (shared/customers.ts). */
export const clientes = pgTable(
  'clientes',
  {
    ...memberOwned,
    nome: text('nome').notNull(),
    telefone: text('telefone'),
    /**
     * The phone's international digits for a wa.me link, computed when the row is written
     * (customers/store.ts): '' when the phone cannot be a valid number, null when there is no
     * phone, or for a row written before the column, until the start-up backfill reaches it.
     */
    whatsapp: text('whatsapp'),
    email: text('email'),
    /** A product name, as the spec keeps it (not a reference). */
    produtoInteresse: text('produto_interesse'),
    fase: text('fase').notNull().default('prospect'),
    dataContato: timestamp('data_contato', { withTimezone: true }).notNull().defaultNow(),
    observacoes: text('observacoes'),
    /** Deal value in BRL. */
    valor: numeric('valor', { precision: 12, scale: 2 }),
    motivoPerda: text('motivo_perda'),
    proximoContato: date('proximo_contato'),
    /**
     * When the customer asked for no more messages ('pode parar de me mandar'): no after-sale
     * step nor campaign reaches them; null when they did not.
     */
    semCampanhasDesde: timestamp('sem_campanhas_desde', { withTimezone: true }),
    faseAlteradaEm: timestamp('fase_alterada_em', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clientes_user_created_idx').on(t.userId, t.createdAt.desc()),
    // A board column's pages: newest first within one phase. The search index (trigrams over
    // the unaccented name, phone digits, email and product) is SQL of its own in migration 0006.
    index('clientes_user_phase_created_idx').on(t.userId, t.fase, t.createdAt.desc(), t.id.desc()),
    check(
      'clientes_fase_check',
      sql`${t.fase} in ('prospect', 'contacted', 'interested', 'proposal', 'closed', 'lost')`,
    ),
    check('clientes_valor_check', sql`${t.valor} is null or ${t.valor} >= 0`),
  ],
);

/** The first columns of every row about one customer, deleted with the customer. */
export const customerOwned = {
  ...memberOwned,
  customerId: uuid('customer_id')
    .notNull()
    .references(() => clientes.id, { onDelete: 'cascade' }),
};

/**
 * customer_events: a customer's history, newest first in the dialog: created, a phase change,
 * a value change, a message sent through the app's WhatsApp buttons, a shared chat filed.
 */
export const customerEvents = pgTable(
  'customer_events',
  {
    ...customerOwned,
    type: text('type', {
      enum: ['created', 'phase', 'value', 'message', 'conversation'],
    }).notNull(),
    /**
     * phase: the phases; value: the amounts (text, as numeric); message: the script stage;
     * conversation: how many messages a shared chat added.
     */
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_events_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('customer_events_user_type_idx').on(t.userId, t.type, t.createdAt),
    check(
      'customer_events_type_check',
      sql`${t.type} in ('created', 'phase', 'value', 'message', 'conversation')`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberOwned } from './auth.ts';

/** produtos: what the member sells; every field feeds the AI. Lengths are checked in shared/. */
export const produtos = pgTable(
  'produtos',
  {
    ...memberOwned,
    nome: text('nome').notNull(),
    nicho: text('nicho').notNull(),
    preco: text('preco').notNull(),
    /** Legacy name of preco in old local data; read as preco's fallback. */
    ticketMedio: text('ticket_medio'),
    canalAquisicao: text('canal_aquisicao').notNull(),
    clienteIdeal: text('cliente_ideal').notNull(),
    objecoes: text('objecoes').notNull(),
    diferencial: text('diferencial').notNull(),
    processoVendas: text('processo_vendas').notNull(),
    problemaResolve: text('problema_resolve').notNull(),
    urgencia: text('urgencia').notNull(),
    garantia: text('garantia'),
    bonus: text('bonus'),
    /** Days until a customer usually buys again ('Ciclo de recompra'); null: none asked. */
    cicloRecompra: integer('ciclo_recompra'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('produtos_user_created_idx').on(t.userId, t.createdAt.desc()),
    check(
      'produtos_ciclo_recompra_check',
      sql`${t.cicloRecompra} is null or ${t.cicloRecompra} between 1 and 730`,
    ),
  ],
);

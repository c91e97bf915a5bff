import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Customer } from '#shared/customers.ts';
import { whatsappDigits } from '#shared/phone.ts';
import type { Executor } from '../db/client.ts';
import { clientes } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { olderThan, type Keyset } from '../db/keyset.ts';

type Row = typeof clientes.$inferSelect;

/**
 * What the `whatsapp` column holds for a phone: its digits, '' when it cannot be a valid
 * number, null without a phone. Computed once when the row is written: parsing a phone
 * (libphonenumber) on every row of every answer was most of a list's time.
 */
export const storedWhatsapp = (telefone: string | null): string | null =>
  telefone === null ? null : (whatsappDigits(telefone) ?? '');

/** The answer's `whatsapp`; a row the start-up backfill has not reached yet reads its phone. */
export const whatsappOf = (row: { telefone: string | null; whatsapp: string | null }) =>
  row.whatsapp === null ? whatsappDigits(row.telefone) : row.whatsapp || null;

export function toCustomer(row: Row): Customer {
  return {
    id: row.id,
    nome: row.nome,
    telefone: row.telefone,
    whatsapp: whatsappOf(row),
    email: row.email,
    produto_interesse: row.produtoInteresse,
    fase: row.fase as Customer['fase'],
    data_contato: row.dataContato.toISOString(),
    observacoes: row.observacoes,
    valor: row.valor === null ? null : Number(row.valor),
    motivo_perda: row.motivoPerda as Customer['motivo_perda'],
    proximo_contato: row.proximoContato,
    fase_alterada_em: row.faseAlteradaEm.toISOString(),
    created_at: row.createdAt.toISOString(),
    sem_campanhas: row.semCampanhasDesde !== null,
  };
}

/** The old whole-list answer stops at the newest this many (the app reads pages). */
const LIST_MAX = 10_000;

/** A timestamp as JavaScript's toISOString writes it, made by PostgreSQL. */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Newest first, at most LIST_MAX. The hottest read of the app, so PostgreSQL hands over the
 * answer's own fields (names, ISO times, numbers) and no row is mapped twice: through Drizzle's
 * builder and mapping this list spent a fifth of its time outside the query.
 */
export async function listCustomers(db: Executor, userId: string): Promise<Customer[]> {
  const { rows } = await db.execute<Customer & Record<string, unknown>>(sql`
    select id, nome, telefone, whatsapp, email, produto_interesse, fase,
      ${iso('data_contato')} as data_contato, observacoes, valor::float8 as valor, motivo_perda,
      proximo_contato::text as proximo_contato, ${iso('fase_alterada_em')} as fase_alterada_em,
      ${iso('created_at')} as created_at, sem_campanhas_desde is not null as sem_campanhas
    from clientes where user_id = ${userId}
    order by clientes.created_at desc limit ${LIST_MAX}`);
  for (const row of rows) row.whatsapp = whatsappOf(row);
  return rows;
}

export async function getCustomer(db: Executor, userId: string, id: string): Promise<Customer> {
  const [row] = await db
    .select()
    .from(clientes)
    .where(and(eq(clientes.id, id), eq(clientes.userId, userId)));
  if (!row) throw notFound();
  return toCustomer(row);
}

/** Every customer, newest first, a batch at a time (the CSV export streams them). */
/**
 * 'Aguardando pagamento' in SQL, for the customer row aliased `c`: the amount (as text) of its
 * latest unpaid Pix charge while it is in Proposta, else null. A mark inside Proposta, not a
 * phase: a customer moved on by hand no longer waits for that payment.
 */
export const openPixAmount = (c: SQL): SQL => sql`(case when ${c}.fase = 'proposal' then (
  select pc.amount::text from pix_charges pc
  where pc.customer_id = ${c}.id and pc.user_id = ${c}.user_id and pc.paid_at is null
  order by pc.created_at desc limit 1) end)`;

export async function* customerBatches(
  db: Executor,
  userId: string,
  size = 1000,
): AsyncGenerator<Customer[]> {
  let after: Keyset | undefined;
  for (;;) {
    const rows = await db
      .select({ row: clientes, createdAt: sql<string>`${clientes.createdAt}::text` })
      .from(clientes)
      .where(and(eq(clientes.userId, userId), olderThan(clientes.createdAt, clientes.id, after)))
      .orderBy(desc(clientes.createdAt), desc(clientes.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map((r) => toCustomer(r.row));
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.row.id };
  }
}

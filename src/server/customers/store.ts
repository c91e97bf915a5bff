import { and, desc, eq, sql } from 'drizzle-orm';
import type { Customer, CustomerInput, Phase } from '#shared/customers.ts';
import type { PhaseMove } from '#shared/customer-schema.ts';
import { whatsappDigits } from '#shared/phone.ts';
import type { Db, Executor } from '../db/client.ts';
import { clientes } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { olderThan, type Keyset } from '../db/keyset.ts';
import { changeEvents, recordEvents } from './events-store.ts';
import type { ImportDates } from './import-plan.ts';

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
  };
}

export function toColumns(input: CustomerInput) {
  return {
    nome: input.nome,
    telefone: input.telefone,
    whatsapp: storedWhatsapp(input.telefone),
    email: input.email,
    produtoInteresse: input.produto_interesse,
    fase: input.fase,
    ...(input.data_contato ? { dataContato: new Date(input.data_contato) } : {}),
    observacoes: input.observacoes,
    valor: input.valor === null ? null : input.valor.toFixed(2),
    motivoPerda: input.fase === 'lost' ? input.motivo_perda : null,
    proximoContato: input.proximo_contato,
  };
}

/** How many customers one member may hold: the board is built for 10,000 and more. */
export const MAX_CUSTOMERS = 50_000;
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
      ${iso('created_at')} as created_at
    from clientes where user_id = ${userId}
    order by clientes.created_at desc limit ${LIST_MAX}`);
  for (const row of rows) row.whatsapp = whatsappOf(row);
  return rows;
}

/** PostgreSQL takes at most 65,535 parameters a statement: an import is written in batches. */
const INSERT_BATCH = 1000;

/**
 * Creates every customer, in one transaction: an import is whole or not at all. An imported
 * customer may carry the file's dates: when it came in and reached its phase (Resultados).
 */
export async function createCustomers(
  db: Db,
  userId: string,
  inputs: Array<CustomerInput & { dates?: ImportDates }>,
): Promise<Customer[]> {
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(clientes)
      .where(eq(clientes.userId, userId));
    if (held!.n + inputs.length > MAX_CUSTOMERS) {
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        `Cada conta guarda até ${MAX_CUSTOMERS.toLocaleString('pt-BR')} clientes. Exclua os que não usa mais para adicionar outros.`,
      );
    }
    const created: Customer[] = [];
    for (let i = 0; i < inputs.length; i += INSERT_BATCH) {
      const rows = await tx
        .insert(clientes)
        .values(
          inputs.slice(i, i + INSERT_BATCH).map(({ dates, ...input }) => ({
            userId,
            ...toColumns(input),
            ...(dates?.since && { createdAt: dates.since }),
            ...(dates?.phaseAt && { faseAlteradaEm: dates.phaseAt }),
          })),
        )
        .returning();
      await recordEvents(
        tx,
        rows.map((r) => ({
          userId,
          customerId: r.id,
          type: 'created' as const,
          toValue: r.fase,
          createdAt: r.createdAt,
        })),
      );
      created.push(...rows.map(toCustomer));
    }
    return created;
  });
}

export async function getCustomer(db: Executor, userId: string, id: string): Promise<Customer> {
  const [row] = await db.select().from(clientes).where(mine(userId, id));
  if (!row) throw notFound();
  return toCustomer(row);
}

/** Every customer, newest first, a batch at a time (the CSV export streams them). */
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

const mine = (userId: string, id: string) => and(eq(clientes.id, id), eq(clientes.userId, userId));

/** The phase-change time moves only when the phase really changes (for the stalled badge). */
const phaseChangedAt = (fase: Phase) =>
  sql`case when ${clientes.fase} = ${fase} then ${clientes.faseAlteradaEm} else now() end`;

/**
 * Writes a change to one of the member's customers and records in its history what changed:
 * the row is read and locked first, so the history has the phase and value it left.
 */
async function changeCustomer(
  db: Db,
  userId: string,
  id: string,
  set: Partial<typeof clientes.$inferInsert> & { fase: Phase },
  restoredPhaseAt?: Date,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fase: clientes.fase, valor: clientes.valor })
      .from(clientes)
      .where(mine(userId, id))
      .for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(clientes)
      .set({
        ...set,
        faseAlteradaEm: restoredPhaseAt ?? phaseChangedAt(set.fase),
        updatedAt: sql`now()`,
      })
      .where(mine(userId, id))
      .returning();
    await recordEvents(tx, changeEvents({ userId, customerId: id }, before, row!));
    return toCustomer(row!);
  });
}

export function updateCustomer(
  db: Db,
  userId: string,
  id: string,
  input: CustomerInput,
): Promise<Customer> {
  return changeCustomer(db, userId, id, toColumns(input));
}

/**
 * A move on the board: the phase (into Perdido, the reason; into Fechado, maybe the value),
 * or its Desfazer, which also puts back the value and the phase's start.
 */
export function moveCustomer(
  db: Db,
  userId: string,
  id: string,
  move: PhaseMove,
): Promise<Customer> {
  const { fase, motivo_perda, valor, fase_alterada_em } = move;
  return changeCustomer(
    db,
    userId,
    id,
    {
      fase,
      motivoPerda: fase === 'lost' ? (motivo_perda ?? null) : null,
      ...(valor !== undefined && { valor: valor === null ? null : valor.toFixed(2) }),
    },
    fase_alterada_em ? new Date(fase_alterada_em) : undefined,
  );
}

export async function setNextContact(
  db: Executor,
  userId: string,
  id: string,
  proximoContato: string | null,
): Promise<Customer> {
  const [row] = await db
    .update(clientes)
    .set({ proximoContato, updatedAt: sql`now()` })
    .where(mine(userId, id))
    .returning();
  if (!row) throw notFound();
  return toCustomer(row);
}

export async function deleteCustomer(db: Executor, userId: string, id: string): Promise<void> {
  const rows = await db.delete(clientes).where(mine(userId, id)).returning({ id: clientes.id });
  if (rows.length === 0) throw notFound();
}

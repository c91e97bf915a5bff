import { and, eq, sql } from 'drizzle-orm';
import type { Customer, CustomerInput, Phase } from '#shared/customers.ts';
import type { PhaseMove } from '#shared/customer-schema.ts';
import type { Executor } from '../db/client.ts';
import { ofCustomer } from '../db/customer-rows.ts';
import { clientes, customerEvents } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { changeEvents, recordEvents } from './events-store.ts';
import type { ImportDates } from './import-plan.ts';
import { storedWhatsapp, toCustomer } from './store.ts';

// The only writer of the customers table and of their history (a lint rule holds it): each
// change is a named operation that keeps its row and its history line in one transaction.
// Other features (conversations, follow-ups, Pix) call these inside their own transactions.

type Row = typeof clientes.$inferSelect;

/** How many customers one member may hold: the board is built for 10,000 and more. */
export const MAX_CUSTOMERS = 50_000;

/** A customer the member did not type: in Prospecção, with only what is known. */
export const newCustomerInput = (
  fields: Pick<CustomerInput, 'nome'> & Partial<CustomerInput>,
): CustomerInput => ({
  telefone: null,
  email: null,
  produto_interesse: null,
  fase: 'prospect',
  data_contato: null,
  observacoes: null,
  valor: null,
  motivo_perda: null,
  proximo_contato: null,
  ...fields,
});

/**
 * A last contact as stored: a timestamp as it is; a day the seller picked ('YYYY-MM-DD') as its
 * noon UTC, which is that day in every zone from UTC−11 to UTC+11 (decision 023), as an import's.
 */
const contactInstant = (value: string) =>
  new Date(value.length === 10 ? `${value}T12:00:00Z` : value);

function toColumns(input: CustomerInput) {
  return {
    nome: input.nome,
    telefone: input.telefone,
    whatsapp: storedWhatsapp(input.telefone),
    email: input.email,
    produtoInteresse: input.produto_interesse,
    fase: input.fase,
    ...(input.data_contato ? { dataContato: contactInstant(input.data_contato) } : {}),
    observacoes: input.observacoes,
    valor: input.valor === null ? null : input.valor.toFixed(2),
    motivoPerda: input.fase === 'lost' ? input.motivo_perda : null,
    proximoContato: input.proximo_contato,
  };
}

/** PostgreSQL takes at most 65,535 parameters a statement: an import is written in batches. */
const INSERT_BATCH = 1000;

/**
 * Creates every customer, in one transaction: an import is whole or not at all. An imported
 * customer may carry the file's dates: when it came in and reached its phase (Resultados).
 */
export async function createCustomers(
  db: Executor,
  userId: string,
  inputs: Array<CustomerInput & { dates?: ImportDates }>,
  options: { source?: 'whatsapp' } = {},
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
          fromValue: options.source ?? null,
          toValue: r.fase,
          createdAt: r.createdAt,
        })),
      );
      created.push(...rows.map(toCustomer));
    }
    return created;
  });
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
  db: Executor,
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
  db: Executor,
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
  db: Executor,
  userId: string,
  id: string,
  move: PhaseMove,
  /** A move that also sets the next contact (a Pix charge: tomorrow; paid: none). */
  nextContact?: string | null,
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
      ...(nextContact !== undefined && { proximoContato: nextContact }),
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

/** The member's customer row, locked for the change that follows; null unless it is theirs. */
export async function lockedCustomer(db: Executor, userId: string, id: string) {
  const [row] = await db.select().from(clientes).where(mine(userId, id)).for('update');
  return row ?? null;
}

/** The member's customer row, locked for the change that follows; 404 unless it is theirs. */
export async function lockCustomer(db: Executor, userId: string, id: string): Promise<Row> {
  const row = await lockedCustomer(db, userId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A message the member sent the customer through the app (a reply, a follow-up, a Pix charge):
 * the last contact now, the next contact when given, and a 'message' line in the history
 * (`label` names what was sent). Answers the history line's id, for an undo.
 */
export async function recordMessageSent(
  db: Executor,
  userId: string,
  id: string,
  sent: { label?: string | null; nextContact?: string | null; at?: string },
): Promise<string> {
  const at = sent.at ? sql`${sent.at}::timestamptz` : sql`now()`;
  await db
    .update(clientes)
    .set({
      dataContato: sql`greatest(${clientes.dataContato}, ${at})`,
      ...(sent.nextContact !== undefined && { proximoContato: sent.nextContact }),
      updatedAt: sql`now()`,
    })
    .where(mine(userId, id));
  const [event] = await db
    .insert(customerEvents)
    .values({ userId, customerId: id, type: 'message', toValue: sent.label ?? null })
    .returning({ id: customerEvents.id });
  return event!.id;
}

/**
 * Desfazer of a sent message: its history line goes and the next and last contact are put back
 * as they were before it.
 */
export async function undoMessageSent(
  db: Executor,
  userId: string,
  id: string,
  eventId: string,
  before: { nextContact: string | null; lastContact: Date },
): Promise<void> {
  await db
    .update(clientes)
    .set({
      proximoContato: before.nextContact,
      dataContato: before.lastContact,
      updatedAt: sql`now()`,
    })
    .where(mine(userId, id));
  await db.delete(customerEvents).where(ofCustomer(customerEvents, userId, id, eventId));
}

/**
 * Messages of the customer came in from a shared chat: the last contact follows the newest
 * message kept, and a 'conversation' line counts the `added` ones.
 */
export async function recordConversation(
  db: Executor,
  userId: string,
  id: string,
  added: number,
): Promise<void> {
  await db.execute(sql`
    update clientes set data_contato = latest.at, updated_at = now()
    from (select max(sent_at) as at from conversation_messages where customer_id = ${id}) latest
    where clientes.id = ${id} and clientes.user_id = ${userId} and latest.at is not null`);
  if (added > 0) {
    await recordEvents(db, [
      { userId, customerId: id, type: 'conversation', toValue: String(added) },
    ]);
  }
}

/** A message with no text the app kept: a script's stage sent from the board. */
export const recordStageSent = (db: Executor, userId: string, id: string, stage: string | null) =>
  recordEvents(db, [{ userId, customerId: id, type: 'message', toValue: stage }]);

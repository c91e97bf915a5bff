import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  AFTER_SALE_SNOOZE_DAYS,
  afterSaleStepLabels,
  type AfterSaleAction,
  type AfterSaleStepId,
  type DueAfterSaleStep,
} from '#shared/after-sale.ts';
import { addDays } from '#shared/time-zone.ts';
import { writeAfterSale } from '../ai/offline/after-sale-writer.ts';
import { intentOfMessage } from '../ai/offline/reply-intent.ts';
import { appendSellerMessage, deleteMessage } from '../conversations/messages-store.ts';
import { recordMessageSent, undoMessageSent } from '../customers/changes.ts';
import { whatsappOf } from '../customers/store.ts';
import type { Db, Executor } from '../db/client.ts';
import { afterSaleSteps } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { listProducts, productFor } from '../products/store.ts';
import { daysBetween, dueStep, type SaleFacts } from './schedule.ts';

/** At most this many after-sale rows in Hoje: the earliest due first. */
const MAX_DUE = 50;
/** A sale older than the longest cycle and its reminder has nothing left to send. */
const SALES_WITHIN_DAYS = 800;

interface ClosedRow {
  id: string;
  nome: string;
  telefone: string | null;
  whatsapp: string | null;
  produto_interesse: string | null;
  sale_at: string;
  sale_day: string;
  previous_day: string | null;
  /** The customer's last words after the sale, if they wrote. */
  last_words: string | null;
  done: Array<{
    step: AfterSaleStepId;
    status: 'sent' | 'skipped' | 'snoozed';
    until: string | null;
  }>;
  [key: string]: unknown;
}

/**
 * The member's closed customers, each with the sale the steps belong to (their last move into
 * Fechado; before the history, when their phase last changed), the one before it, their last
 * words since and what the member did with that sale's steps. A customer who asked for no more
 * messages is left out.
 */
async function closedCustomers(db: Executor, userId: string, timeZone: string, id?: string) {
  const { rows } = await db.execute<ClosedRow>(sql`
    with closed as (
      select c.id, c.nome, c.telefone, c.whatsapp, c.produto_interesse,
        coalesce(s.sales[1], c.fase_alterada_em) as sale_at, s.sales[2] as previous_at
      from clientes c
      left join lateral (
        select array_agg(e.created_at order by e.created_at desc) as sales
        from customer_events e
        where e.customer_id = c.id and e.type = 'phase' and e.to_value = 'closed'
      ) s on true
      where c.user_id = ${userId} and c.fase = 'closed' and c.sem_campanhas_desde is null
        ${id ? sql`and c.id = ${id}` : sql``}
    )
    select closed.id, closed.nome, closed.telefone, closed.whatsapp, closed.produto_interesse,
      to_char(closed.sale_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sale_at,
      (closed.sale_at at time zone ${timeZone})::date::text as sale_day,
      (closed.previous_at at time zone ${timeZone})::date::text as previous_day,
      (select m.text from conversation_messages m
        where m.customer_id = closed.id and m.author = 'customer' and m.sent_at > closed.sale_at
        order by m.sent_at desc, m.seq desc limit 1) as last_words,
      coalesce((select json_agg(json_build_object(
          'step', a.step, 'status', a.status, 'until', a.snoozed_until::text))
        from after_sale_steps a
        where a.customer_id = closed.id and a.sale_at = closed.sale_at), '[]') as done
    from closed
    where closed.sale_at > now() - make_interval(days => ${SALES_WITHIN_DAYS})`);
  return rows;
}

const productCycles = async (db: Executor, userId: string) => {
  const { rows } = await db.execute<{ id: string; ciclo_recompra: number | null }>(sql`
    select id, ciclo_recompra from produtos where user_id = ${userId}`);
  return new Map(rows.map((r) => [r.id, r.ciclo_recompra]));
};

function factsOf(row: ClosedRow, cycleDays: number | null): SaleFacts {
  const intent = row.last_words ? intentOfMessage(row.last_words) : null;
  return {
    saleDay: row.sale_day,
    previousSaleDay: row.previous_day,
    cycleDays,
    answered: row.last_words !== null,
    complained: intent === 'complaint' || intent === 'return',
    done: Object.fromEntries(row.done.map((d) => [d.step, { status: d.status, until: d.until }])),
  };
}

/** The after-sale steps due on the member's day, the earliest first, each with its message. */
export async function dueAfterSale(
  db: Db,
  userId: string,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<DueAfterSaleStep[]> {
  const rows = await closedCustomers(db, userId, timeZone);
  if (rows.length === 0) return [];
  const [products, cycles] = await Promise.all([
    listProducts(db, userId),
    productCycles(db, userId),
  ]);
  const due: DueAfterSaleStep[] = [];
  for (const row of rows) {
    const product = productFor(products, row.produto_interesse);
    const step = dueStep(factsOf(row, product ? (cycles.get(product.id) ?? null) : null), today);
    if (!step) continue;
    due.push({
      customerId: row.id,
      nome: row.nome,
      telefone: row.telefone,
      whatsapp: whatsappOf(row),
      step: step.step,
      saleAt: row.sale_at,
      dueOn: step.dueOn,
      produto: row.produto_interesse,
      message: writeAfterSale({
        step: step.step,
        customerName: row.nome,
        product,
        typedProduct: row.produto_interesse,
        days: daysBetween(row.sale_day, today),
      }),
    });
  }
  return due
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.nome.localeCompare(b.nome, 'pt-BR'))
    .slice(0, MAX_DUE);
}

const notDue = () =>
  new AppError(
    409,
    'STEP_NOT_DUE',
    'Essa mensagem não está mais na lista de hoje. Atualize a página para ver o que falta.',
  );

/**
 * What the member did with a step due today: sent it (the seller's message in the conversation
 * and a line in the history), skipped it, or put it off three days. Only the step Hoje shows for
 * the customer's current sale can be acted on.
 */
export async function actOnStep(
  db: Executor,
  userId: string,
  customerId: string,
  action: AfterSaleAction,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<void> {
  const { rows: mine } = await db.execute(sql`
    select 1 from clientes where id = ${customerId} and user_id = ${userId} for update`);
  if (mine.length === 0) throw notFound();
  const [row] = await closedCustomers(db, userId, timeZone, customerId);
  if (!row) throw notDue();
  // Timestamps to the microsecond, as PostgreSQL keeps them: a JavaScript Date would cut them.
  if (row.sale_at !== action.saleAt) throw notDue();
  const [products, cycles] = await Promise.all([
    listProducts(db, userId),
    productCycles(db, userId),
  ]);
  const product = productFor(products, row.produto_interesse);
  const step = dueStep(factsOf(row, product ? (cycles.get(product.id) ?? null) : null), today);
  if (step?.step !== action.step) throw notDue();

  const key = { userId, customerId, saleAt: sql`${row.sale_at}::timestamptz`, step: action.step };
  if (action.action === 'sent') {
    const { rows: before } = await db.execute<{ at: string }>(sql`
      select data_contato::text as at from clientes where id = ${customerId}`);
    const messageId = await appendSellerMessage(db, userId, customerId, action.text);
    const eventId = await recordMessageSent(db, userId, customerId, {
      label: `Depois da venda: ${afterSaleStepLabels[action.step]}`,
    });
    await upsert(db, {
      ...key,
      status: 'sent',
      messageId,
      eventId,
      previousLastContact: new Date(before[0]!.at),
    });
  } else if (action.action === 'skipped') {
    await upsert(db, { ...key, status: 'skipped' });
  } else {
    await upsert(db, {
      ...key,
      status: 'snoozed',
      snoozedUntil: addDays(today, AFTER_SALE_SNOOZE_DAYS),
    });
  }
}

type StepRow = Omit<typeof afterSaleSteps.$inferInsert, 'saleAt'> & { saleAt: SQL };

async function upsert(db: Executor, row: StepRow) {
  const fresh = {
    status: row.status,
    snoozedUntil: row.snoozedUntil ?? null,
    messageId: row.messageId ?? null,
    eventId: row.eventId ?? null,
    previousLastContact: row.previousLastContact ?? null,
    updatedAt: sql`now()`,
  };
  await db
    .insert(afterSaleSteps)
    .values({ ...row, ...fresh })
    .onConflictDoUpdate({
      target: [afterSaleSteps.customerId, afterSaleSteps.saleAt, afterSaleSteps.step],
      set: fresh,
    });
}

/** Desfazer: the step comes back as it was; a sent one takes its message and history line out. */
export async function undoStep(
  db: Executor,
  userId: string,
  customerId: string,
  step: AfterSaleStepId,
  saleAt: string,
): Promise<void> {
  const [row] = await db
    .delete(afterSaleSteps)
    .where(
      and(
        eq(afterSaleSteps.userId, userId),
        eq(afterSaleSteps.customerId, customerId),
        eq(afterSaleSteps.step, step),
        sql`${afterSaleSteps.saleAt} = ${saleAt}::timestamptz`,
      ),
    )
    .returning();
  if (!row) throw notFound();
  if (row.status !== 'sent') return;
  if (row.messageId) await deleteMessage(db, userId, customerId, row.messageId);
  if (row.eventId) {
    const { rows } = await db.execute<{ next: string | null }>(sql`
      select proximo_contato::text as next from clientes where id = ${customerId}`);
    await undoMessageSent(db, userId, customerId, row.eventId, {
      nextContact: rows[0]?.next ?? null,
      lastContact: row.previousLastContact ?? new Date(),
    });
  }
}

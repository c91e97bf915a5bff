import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  AFTER_SALE_SNOOZE_DAYS,
  afterSaleStepLabels,
  type AfterSaleAction,
  type AfterSaleStepId,
  type DueAfterSaleStep,
} from '#shared/after-sale.ts';
import type { AiEngine } from '../ai/engine.ts';
import { offlineEngine } from '../ai/offline-engine.ts';
import { writeAfterSale } from '../ai/offline/after-sale-writer.ts';
import { sellAgainFor } from '../ai/sell-again-messages.ts';
import type { Logger } from '../logger.ts';
import { intentOfMessage } from '../ai/offline/reply-intent.ts';
import { appendSellerMessage, deleteMessage } from '../conversations/messages-store.ts';
import { recordMessageSent, undoMessageSent } from '../customers/changes.ts';
import { whatsappOf } from '../customers/store.ts';
import type { Db, Executor } from '../db/client.ts';
import { afterSaleSteps } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { listProducts } from '../products/store.ts';
import { offerKindOf } from '../ai/offline/offer-kind.ts';
import { foldName } from '#shared/fold.ts';
import { dayIn, addDays } from '#shared/time-zone.ts';
import { daysBetween, dueStep, saleOf, type SaleFacts } from './schedule.ts';
import { lastCustomerWords } from '../conversations/last-words-sql.ts';

/** The rows an AI provider writes, the first of the list (the rest: the offline writer). */
export const PROVIDER_ROWS = 5;
const offlineWriter = offlineEngine(0);
const silent = { warn: () => {} } as unknown as Logger;

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
  /** When the phase last changed, for a customer with no move into Fechado in the history. */
  phase_at: string;
  /** The moves into Fechado, newest first (the last dozen), to the microsecond. */
  moves: string[];
  /** The customer's last message, if any, and when. */
  last_words: string | null;
  last_at: string | null;
  done: Array<{
    saleAt: string;
    step: AfterSaleStepId;
    status: 'sent' | 'skipped' | 'snoozed';
    until: string | null;
  }>;
  [key: string]: unknown;
}

const US = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * The member's closed customers with what decides their steps: their moves into Fechado (the
 * sale is worked out from them, schedule.ts `saleOf`), their last words and what the member did
 * with each step. A customer who asked for no more messages is left out, and so is a sale older
 * than the longest cycle and its reminder.
 */
async function closedCustomers(db: Executor, userId: string, id?: string) {
  const { rows } = await db.execute<ClosedRow>(sql`
    select c.id, c.nome, c.telefone, c.whatsapp, c.produto_interesse,
      ${US('c.fase_alterada_em')} as phase_at,
      coalesce((select json_agg(${US('e.created_at')} order by e.created_at desc)
        from (select created_at from customer_events e
          where e.customer_id = c.id and e.type = 'phase' and e.to_value = 'closed'
          order by created_at desc limit 12) e), '[]') as moves,
      w.text as last_words, ${US('w.sent_at')} as last_at,
      coalesce((select json_agg(json_build_object('saleAt', ${US('a.sale_at')}, 'step', a.step,
          'status', a.status, 'until', a.snoozed_until::text))
        from after_sale_steps a where a.customer_id = c.id), '[]') as done
    from clientes c
    left join ${lastCustomerWords(sql`c`)} on true
    where c.user_id = ${userId} and c.fase = 'closed' and c.sem_campanhas_desde is null
      and c.fase_alterada_em > now() - make_interval(days => ${SALES_WITHIN_DAYS})
      ${id ? sql`and c.id = ${id}` : sql``}`);
  return rows;
}

/** The member's products by folded name, with their repurchase cycle. */
export async function catalogue(db: Executor, userId: string) {
  const [products, { rows }] = await Promise.all([
    listProducts(db, userId),
    db.execute<{ id: string; ciclo_recompra: number | null }>(sql`
      select id, ciclo_recompra from produtos where user_id = ${userId}`),
  ]);
  const cycles = new Map(rows.map((r) => [r.id, r.ciclo_recompra]));
  const byName = new Map(products.map((p) => [foldName(p.nome), p]));
  return (interest: string | null) => {
    const product =
      (interest ? byName.get(foldName(interest)) : undefined) ??
      (products.length === 1 ? products[0]! : null);
    return { product, cycleDays: product ? (cycles.get(product.id) ?? null) : null };
  };
}

/** One customer's sale and its facts for the schedule, on the member's calendar. */
function saleFacts(
  row: ClosedRow,
  productOf: Awaited<ReturnType<typeof catalogue>>,
  timeZone: string,
) {
  const moved = row.moves.length > 0;
  const { saleAt, previousAt } = moved
    ? saleOf(row.moves)
    : { saleAt: row.phase_at, previousAt: null };
  const { product, cycleDays } = productOf(row.produto_interesse);
  const answered = row.last_at !== null && Date.parse(row.last_at) > Date.parse(saleAt);
  const intent = answered && row.last_words ? intentOfMessage(row.last_words) : null;
  const day = (iso: string) => dayIn(timeZone, new Date(iso));
  const facts: SaleFacts = {
    saleDay: day(saleAt),
    previousSaleDay: previousAt ? day(previousAt) : null,
    moved,
    event: product ? offerKindOf(product) === 'event' : false,
    cycleDays,
    answered,
    complained: intent === 'complaint' || intent === 'return',
    done: Object.fromEntries(
      row.done
        .filter((d) => d.saleAt === saleAt)
        .map((d) => [d.step, { status: d.status, until: d.until }]),
    ),
  };
  return { saleAt, product, facts };
}

/** The after-sale steps due on the member's day, the earliest first, each with its message. */
export async function dueAfterSale(
  db: Db,
  userId: string,
  { today, timeZone }: { today: string; timeZone: string },
  { writer, log }: { writer?: AiEngine; log: Logger } = { log: silent },
): Promise<DueAfterSaleStep[]> {
  const closed = await closedCustomers(db, userId);
  if (closed.length === 0) return [];
  const productOf = await catalogue(db, userId);
  const due = closed.flatMap((row) => {
    const sale = saleFacts(row, productOf, timeZone);
    const step = dueStep(sale.facts, today);
    return step ? [{ row, sale, step }] : [];
  });
  // Only the rows shown are written.
  const rows = due
    .sort(
      (a, b) =>
        a.step.dueOn.localeCompare(b.step.dueOn) || a.row.nome.localeCompare(b.row.nome, 'pt-BR'),
    )
    .slice(0, MAX_DUE)
    .map(async ({ row, sale, step }, index) => {
      const days = daysBetween(sale.facts.saleDay, today);
      const offline = writeAfterSale({
        step: step.step,
        customerName: row.nome,
        product: sale.product,
        typedProduct: row.produto_interesse,
        days,
      });
      // With a provider, the first rows are its own, checked; the rest the offline writer's.
      const { text, source } = await sellAgainFor(
        index < PROVIDER_ROWS ? (writer ?? offlineWriter) : offlineWriter,
        {
          purpose: step.step,
          customerName: row.nome,
          product: sale.product,
          typedProduct: row.produto_interesse,
          lastWords: row.last_words,
          days,
          occasion: null,
          offline,
        },
        log,
      );
      return {
        customerId: row.id,
        nome: row.nome,
        telefone: row.telefone,
        whatsapp: whatsappOf(row),
        step: step.step,
        saleAt: sale.saleAt,
        dueOn: step.dueOn,
        produto: row.produto_interesse,
        message: text,
        source,
      };
    });
  return Promise.all(rows);
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
  const [row] = await closedCustomers(db, userId, customerId);
  if (!row) throw notDue();
  const sale = saleFacts(row, await catalogue(db, userId), timeZone);
  // Timestamps to the microsecond, as PostgreSQL keeps them: a JavaScript Date would cut them.
  if (sale.saleAt !== action.saleAt) throw notDue();
  if (dueStep(sale.facts, today)?.step !== action.step) throw notDue();

  const key = { userId, customerId, saleAt: sql`${sale.saleAt}::timestamptz`, step: action.step };
  const before = sale.facts.done[action.step];
  const previous = {
    previousStatus: before?.status ?? null,
    previousSnoozedUntil: before?.until ?? null,
  };
  if (action.action === 'sent') {
    const lastContact = sql`(select data_contato from clientes where id = ${customerId})`;
    const messageId = await appendSellerMessage(db, userId, customerId, action.text);
    // The last contact before this send, read before recordMessageSent moves it.
    const stored = { previousLastContact: lastContact };
    await upsert(db, { ...key, ...previous, status: 'sent', messageId, ...stored });
    const eventId = await recordMessageSent(db, userId, customerId, {
      label: `Depois da venda: ${afterSaleStepLabels[action.step]}`,
    });
    await db
      .update(afterSaleSteps)
      .set({ eventId })
      .where(stepWhere(userId, customerId, action.step, sale.saleAt));
  } else if (action.action === 'skipped') {
    await upsert(db, { ...key, ...previous, status: 'skipped' });
  } else {
    const until = addDays(today, AFTER_SALE_SNOOZE_DAYS);
    await upsert(db, { ...key, ...previous, status: 'snoozed', snoozedUntil: until });
  }
}

const stepWhere = (userId: string, customerId: string, step: AfterSaleStepId, saleAt: string) =>
  and(
    eq(afterSaleSteps.userId, userId),
    eq(afterSaleSteps.customerId, customerId),
    eq(afterSaleSteps.step, step),
    sql`${afterSaleSteps.saleAt} = ${saleAt}::timestamptz`,
  );

type Status = 'sent' | 'skipped' | 'snoozed';

interface StepRow {
  userId: string;
  customerId: string;
  saleAt: SQL;
  step: AfterSaleStepId;
  status: Status;
  snoozedUntil?: string;
  messageId?: string | null;
  previousLastContact?: SQL;
  previousStatus: Status | null;
  previousSnoozedUntil: string | null;
}

async function upsert(db: Executor, row: StepRow) {
  const fresh = {
    status: row.status,
    snoozedUntil: row.snoozedUntil ?? null,
    messageId: row.messageId ?? null,
    eventId: null,
    previousLastContact: row.previousLastContact ?? null,
    previousStatus: row.previousStatus ?? null,
    previousSnoozedUntil: row.previousSnoozedUntil ?? null,
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

/**
 * Desfazer: the step comes back as it was before (due, or snoozed to its day); a sent one takes
 * its message and history line out, and only the latest send of the customer can be undone (an
 * older one would put back a last contact the later send moved).
 */
export async function undoStep(
  db: Executor,
  userId: string,
  customerId: string,
  step: AfterSaleStepId,
  saleAt: string,
): Promise<void> {
  const where = stepWhere(userId, customerId, step, saleAt);
  const [row] = await db.select().from(afterSaleSteps).where(where).for('update');
  if (!row) throw notFound();
  if (row.status === 'sent') {
    const { rows: later } = await db.execute(sql`
      select 1 from after_sale_steps
      where customer_id = ${customerId} and user_id = ${userId} and status = 'sent'
        and updated_at > ${row.updatedAt.toISOString()}::timestamptz and id <> ${row.id}`);
    if (later.length > 0) {
      throw new AppError(
        409,
        'STEP_NOT_DUE',
        'Só dá para desfazer o envio mais recente deste cliente.',
      );
    }
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
  if (row.previousStatus) {
    await db
      .update(afterSaleSteps)
      .set({
        status: row.previousStatus,
        snoozedUntil: row.previousSnoozedUntil,
        previousStatus: null,
        previousSnoozedUntil: null,
        messageId: null,
        eventId: null,
        previousLastContact: null,
        updatedAt: sql`now()`,
      })
      .where(where);
  } else {
    await db.delete(afterSaleSteps).where(where);
  }
}

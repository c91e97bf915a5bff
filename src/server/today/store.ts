import type { Author } from '#shared/conversations.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Phase } from '#shared/customers.ts';
import { firstName } from '#shared/first-name.ts';
import { FALLBACK_SCRIPT, fillName, parseScript } from '#shared/script-format.ts';
import { isCadencePhase } from '#shared/today-cadence.ts';
import {
  stageForPhase,
  type DueFollowUp,
  type ScriptStageName,
  type WithoutNextStepPage,
} from '#shared/today.ts';
import type { AiEngine, FollowUpInput } from '../ai/engine.ts';
import { followUpFor } from '../ai/follow-ups.ts';
import { offlineEngine } from '../ai/offline-engine.ts';
import { writePixFollowUp } from '../ai/offline/pix-follow-up.ts';
import { getCadences } from '../follow-ups/cadences-store.ts';
import { questionsAnswered, sellerSamples } from '../conversations/messages-store.ts';
import { PAST_ANSWERS, SELLER_SAMPLES } from '../conversations/replies.ts';
import { whatsappOf } from '../customers/store.ts';
import type { Db } from '../db/client.ts';
import { scriptsGerados } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { listProducts, productFor } from '../products/store.ts';
import { foldName } from '#shared/fold.ts';
import { lastNote } from '#shared/board.ts';
import { attemptOf, unansweredFollowUps } from '../follow-ups/attempts.ts';
import { openPixAmount } from '../customers/store.ts';
import { reusable } from '../ai/past-answers.ts';
import { owedAnswer, owedQuestion } from '../ai/offline/follow-up-writer.ts';

const MAX_DUE = 100;
/** 'Sem próximo passo' a page at a time; 'Mostrar mais' asks for the next. */
export const WITHOUT_NEXT_STEP_PAGE = 100;
/** A provider writes the first few (the ones on screen); the rest are written offline. */
const PROVIDER_FOLLOW_UPS = 10;
/** The customer's last messages a follow-up picks up from. */
const CUSTOMER_WORDS = 5;
/** The conversation a follow-up reads: enough to see an unanswered question and the price sent. */
const CONVERSATION_MESSAGES = 10;

interface DueRow {
  id: string;
  nome: string;
  telefone: string | null;
  whatsapp: string | null;
  fase: Phase;
  produto_interesse: string | null;
  observacoes: string | null;
  valor: string | null;
  proximo_contato: string;
  days_late: number;
  days_since: number;
  unanswered: number;
  /** The open Pix charge's amount of a Proposta customer ('aguardando pagamento'), else null. */
  pix_amount: string | null;
  [key: string]: unknown;
}

const messageOf = (script: string, stage: ScriptStageName) =>
  parseScript(script).find((s) => s.title.includes(stage))?.messages[0];

/** A Fechado or Perdido customer's reminder: the member's latest script's follow-up line. */
async function afterSaleMessages(db: Db, userId: string) {
  const scripts = await db
    .selectDistinctOn([sql`lower(${scriptsGerados.produtoNome})`], {
      produto: scriptsGerados.produtoNome,
      content: scriptsGerados.scriptContent,
    })
    .from(scriptsGerados)
    .where(and(eq(scriptsGerados.userId, userId), sql`${scriptsGerados.produtoNome} is not null`))
    .orderBy(sql`lower(${scriptsGerados.produtoNome})`, desc(scriptsGerados.createdAt));
  const byProduct = new Map(scripts.map((s) => [foldName(s.produto ?? ''), s.content]));
  return (row: DueRow) =>
    messageOf(byProduct.get(foldName(row.produto_interesse ?? '')) ?? '', 'Follow-up') ??
    messageOf(FALLBACK_SCRIPT, 'Follow-up')!;
}

/** The last messages of the customers' shared conversations, both sides, oldest first. */
async function conversations(db: Db, userId: string, ids: string[]) {
  const { rows } = await db.execute<{
    customer_id: string;
    author: Author;
    at: string;
    text: string;
  }>(sql`
    select customer_id, author, at, text from (
      select customer_id, author, sent_at as at, text, seq,
        row_number() over (partition by customer_id order by sent_at desc, seq desc) as n
      from conversation_messages
      where user_id = ${userId}
        and customer_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
    ) latest where n <= ${CONVERSATION_MESSAGES} order by at, seq`);
  const byCustomer = new Map<string, NonNullable<FollowUpInput['conversation']>>();
  for (const r of rows) {
    const list = byCustomer.get(r.customer_id) ?? [];
    list.push({ author: r.author, at: new Date(r.at).toISOString(), text: r.text });
    byCustomer.set(r.customer_id, list);
  }
  return byCustomer;
}

/**
 * The member's follow-ups due on `day.today` or before, overdue first, the days since the last
 * contact counted in the member's zone. An open customer's message
 * is the follow-up for its phase and attempt (the follow-ups unanswered so far), from the
 * configured engine; a Fechado or Perdido one's is the script's follow-up line.
 */
export async function dueFollowUps(
  db: Db,
  engine: AiEngine,
  log: Logger,
  userId: string,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<DueFollowUp[]> {
  const { rows } = await db.execute<DueRow>(sql`
    select c.id, c.nome, c.telefone, c.whatsapp, c.fase, c.produto_interesse, c.observacoes,
      c.valor::text as valor, c.proximo_contato::text,
      (${today}::date - c.proximo_contato) as days_late,
      greatest(${today}::date - (c.data_contato at time zone ${timeZone})::date, 0) as days_since,
      ${unansweredFollowUps(sql`c`)} as unanswered,
      ${openPixAmount(sql`c`)} as pix_amount
    from clientes c
    where c.user_id = ${userId} and c.proximo_contato <= ${today}::date
    order by c.proximo_contato, c.nome limit ${MAX_DUE}`);
  if (rows.length === 0) return [];

  const [cadences, products, samples, answered, words, afterSale] = await Promise.all([
    getCadences(db, userId),
    listProducts(db, userId),
    sellerSamples(db, userId, SELLER_SAMPLES),
    questionsAnswered(db, userId, PAST_ANSWERS),
    conversations(
      db,
      userId,
      rows.map((r) => r.id),
    ),
    afterSaleMessages(db, userId),
  ]);
  const reusableAnswers = answered.filter(reusable);
  const offline = offlineEngine(0);

  return Promise.all(
    rows.map(async (row, index): Promise<DueFollowUp> => {
      const base = {
        id: row.id,
        nome: row.nome,
        telefone: row.telefone,
        whatsapp: whatsappOf(row),
        fase: row.fase,
        proximo_contato: row.proximo_contato,
        daysLate: Number(row.days_late),
        stage: stageForPhase[row.fase],
        awaitingPayment: row.pix_amount !== null,
        valor: row.valor,
        ultima_nota: lastNote(row.observacoes),
      };
      if (!isCadencePhase(row.fase)) {
        const message = fillName(afterSale(row), firstName(row.nome));
        const after = { attempt: 1, lastAttempt: false, suggestLost: false, owedQuestion: null };
        return { ...base, ...after, message, source: 'script' };
      }
      const { attempts, ...attempt } = attemptOf(cadences, row.fase, Number(row.unanswered));
      if (row.pix_amount !== null) {
        const amount = Number(row.pix_amount);
        const message = writePixFollowUp({ nome: row.nome, amount, attempts, ...attempt });
        return { ...base, ...attempt, message, source: 'offline', owedQuestion: null };
      }
      const input: FollowUpInput = {
        product: productFor(products, row.produto_interesse),
        customer: {
          nome: row.nome,
          fase: row.fase,
          valor: row.valor,
          observacoes: row.observacoes,
          produto_interesse: row.produto_interesse,
        },
        attempt: attempt.attempt,
        attempts,
        customerWords: (words.get(row.id) ?? [])
          .filter((m) => m.author === 'customer')
          .slice(-CUSTOMER_WORDS)
          .map(({ at, text }) => ({ at, text })),
        conversation: words.get(row.id) ?? [],
        daysSince: Number(row.days_since),
        sellerSamples: samples,
        pastAnswers: reusableAnswers,
      };
      const writer = index < PROVIDER_FOLLOW_UPS ? engine : offline;
      const { text, source } = await followUpFor(writer, input, log);
      // A check the seller owes and no earlier answer of theirs gives: theirs to write.
      const owed = owedQuestion(input.conversation);
      const owes = owed !== null && owedAnswer(input) === null;
      return { ...base, ...attempt, message: text, source, owedQuestion: owes ? cut(owed) : null };
    }),
  );
}

/** A question as long as a row shows: 120 characters at most, cut at a word. */
const OWED_MAX = 120;
function cut(text: string): string {
  if (text.length <= OWED_MAX) return text;
  const space = text.lastIndexOf(' ', OWED_MAX);
  return `${text.slice(0, space > 0 ? space : OWED_MAX).trimEnd()}…`;
}

/**
 * Open customers (not Fechado or Perdido) without a next contact: 'Sem próximo passo', a page
 * from `offset` on, with how many there are in all.
 */
export async function withoutNextStep(
  db: Db,
  userId: string,
  offset = 0,
): Promise<WithoutNextStepPage> {
  const { rows } = await db.execute<{
    id: string;
    nome: string;
    telefone: string | null;
    whatsapp: string | null;
    fase: Phase;
    valor: string | null;
    total: number;
  }>(sql`
    select id, nome, telefone, whatsapp, fase, valor::text as valor, count(*) over ()::int as total
    from clientes
    where user_id = ${userId} and proximo_contato is null and fase not in ('closed', 'lost')
    order by fase_alterada_em, nome, id offset ${offset} limit ${WITHOUT_NEXT_STEP_PAGE}`);
  const total = rows[0]?.total ?? (offset > 0 ? await countWithoutNextStep(db, userId) : 0);
  return {
    customers: rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      fase: r.fase,
      whatsapp: whatsappOf(r),
      valor: r.valor,
    })),
    total,
  };
}

/** The count alone, for a page past the end (the window count has no row to ride on). */
async function countWithoutNextStep(db: Db, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from clientes
    where user_id = ${userId} and proximo_contato is null and fase not in ('closed', 'lost')`);
  return rows[0]?.n ?? 0;
}

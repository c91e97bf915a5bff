import { and, desc, eq, sql } from 'drizzle-orm';
import {
  reactivationLabels,
  reactivationRules,
  type DueReactivation,
  type ReactivationAction,
  type ReactivationKind,
} from '#shared/reactivation.ts';
import { addDays, DAY_MS } from '#shared/time-zone.ts';
import { campaignRules } from '#shared/campaigns.ts';
import type { MemberClock as Clock } from '../http/member-day.ts';
import { catalogue } from '../after-sale/store.ts';
import type { AiEngine } from '../ai/engine.ts';
import { writeReactivation } from '../ai/offline/reactivation-writer.ts';
import { sellAgainFor } from '../ai/sell-again-messages.ts';
import type { Logger } from '../logger.ts';
import { lastWordsStop } from '../ai/offline/last-words.ts';
import { occasionInSentence, occasionsFrom } from '../campaigns/calendar.ts';
import { appendSellerMessage, deleteMessage } from '../conversations/messages-store.ts';
import { recordMessageSent, undoMessageSent } from '../customers/changes.ts';
import { whatsappOf } from '../customers/store.ts';
import type { Executor } from '../db/client.ts';
import { reactivations } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { lastAuthor, lastCustomerWords } from '../conversations/last-words-sql.ts';

interface Row {
  id: string;
  nome: string;
  telefone: string | null;
  whatsapp: string | null;
  produto_interesse: string | null;
  fase: 'lost' | 'closed';
  motivo_perda: string | null;
  phase_at: string;
  last_words: string;
  /** Who wrote the conversation's last message. */
  last_author: string;
  [key: string]: unknown;
}

/** The commerce date within the next three weeks, with its article ('o Natal'); else null. */
function comingOccasion(today: string): string | null {
  const limit = addDays(today, reactivationRules.priceOccasionWithinDays);
  const next = occasionsFrom(today).find((o) => o.day !== null && o.day <= limit);
  return next ? occasionInSentence(next.name) : null;
}

/**
 * The customers who may be listed: they wrote to the seller, did not ask to stop, were not acted
 * on in the last 90 days nor reached by a campaign in the last week; lost for no answer a month
 * ago, lost for the price (only as a commerce date comes near), or closed a while ago.
 */
async function candidates(
  db: Executor,
  userId: string,
  clock: Clock,
  priceSeason: boolean,
  id?: string,
) {
  const now = sql`${clock.now.toISOString()}::timestamptz`;
  const days = (n: number) => sql`${now} - make_interval(days => ${n})`;
  const { rows } = await db.execute<Row>(sql`
    select c.id, c.nome, c.telefone, c.whatsapp, c.produto_interesse, c.fase, c.motivo_perda,
      c.fase_alterada_em::text as phase_at, w.text as last_words,
      ${lastAuthor(sql`c`)} as last_author
    from clientes c
    join ${lastCustomerWords(sql`c`)} on true
    where c.user_id = ${userId} and c.sem_campanhas_desde is null
      ${id ? sql`and c.id = ${id}` : sql``}
      and (
        (c.fase = 'lost' and c.motivo_perda = 'sem_resposta'
          and c.fase_alterada_em <= ${days(reactivationRules.noAnswerDays)})
        or (${priceSeason} and c.fase = 'lost' and c.motivo_perda = 'preco'
          and c.fase_alterada_em <= ${days(reactivationRules.priceDays)})
        or (c.fase = 'closed' and c.fase_alterada_em <= ${days(reactivationRules.pastCycleDays)}
          and exists (select 1 from produtos p
            where p.user_id = c.user_id and p.ciclo_recompra is not null))
      )
      and not exists (select 1 from reactivations r
        where r.customer_id = c.id and r.created_at > ${days(reactivationRules.restDays)})
      and not exists (select 1 from campaign_messages s where s.customer_id = c.id
        and s.status = 'sent' and s.sent_at > ${days(campaignRules.daysBetweenMessages)})
    -- The lost most recently in touch first; the closed longest ago first (the most past
    -- their cycle): a cycle is the product's, read below.
    order by (c.fase = 'closed'), case when c.fase = 'closed' then c.fase_alterada_em end,
      c.data_contato desc, c.id
    limit 500`);
  return rows;
}

/** The list of the member's day, each row with its message: at most 5, less those acted on today. */
export async function dueReactivations(
  db: Executor,
  userId: string,
  clock: Clock,
  { id, writer, log }: { id?: string; writer?: AiEngine; log?: Logger } = {},
): Promise<DueReactivation[]> {
  const { rows: acted } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from reactivations
    where user_id = ${userId}
      and (created_at at time zone ${clock.timeZone})::date = ${clock.today}::date`);
  const room = reactivationRules.perDay - acted[0]!.n;
  if (room <= 0) return [];
  const occasion = comingOccasion(clock.today);
  const rows = await candidates(db, userId, clock, occasion !== null, id);
  if (rows.length === 0) return [];
  const productOf = await catalogue(db, userId);
  const order: Record<ReactivationKind, number> = { price: 0, pastCycle: 1, noAnswer: 2 };
  const listed = rows
    .flatMap((row) => {
      // An unanswered complaint is answered first; one who said they paid is no deal lost.
      const stop = lastWordsStop(row.last_words, row.last_author);
      if (stop === 'complaint' || (stop === 'paid' && row.fase === 'lost')) return [];
      const { product, cycleDays } = productOf(row.produto_interesse);
      const days = Math.floor((clock.now.getTime() - Date.parse(row.phase_at)) / DAY_MS);
      const kind: ReactivationKind | null =
        row.fase === 'lost'
          ? row.motivo_perda === 'preco'
            ? 'price'
            : 'noAnswer'
          : cycleDays !== null && days >= cycleDays + reactivationRules.pastCycleDays
            ? 'pastCycle'
            : null;
      if (!kind) return [];
      const message = writeReactivation({
        kind,
        customerName: row.nome,
        product,
        typedProduct: row.produto_interesse,
        lastWords: row.last_words,
        days,
        occasion,
      });
      return [
        {
          customerId: row.id,
          nome: row.nome,
          telefone: row.telefone,
          whatsapp: whatsappOf(row),
          kind,
          produto: row.produto_interesse,
          lastWords: row.last_words,
          message,
          product,
          days,
        },
      ];
    })
    .sort((a, b) => order[a.kind] - order[b.kind])
    .slice(0, room);
  // With a provider, each of the (at most five) rows is its own, checked; else the offline one.
  return Promise.all(
    listed.map(async ({ product, days, ...row }) => {
      const { text, source } =
        writer && log
          ? await sellAgainFor(
              writer,
              {
                purpose: row.kind,
                customerName: row.nome,
                product,
                typedProduct: row.produto,
                lastWords: row.lastWords,
                days,
                occasion,
                offline: row.message,
              },
              log,
            )
          : { text: row.message, source: 'offline' as const };
      return { ...row, message: text, source };
    }),
  );
}

/** Sent (into the conversation and the history) or skipped: off the list for 90 days. */
export async function actOnReactivation(
  db: Executor,
  userId: string,
  customerId: string,
  action: ReactivationAction,
  clock: Clock,
): Promise<void> {
  const { rows: mine } = await db.execute(sql`
    select 1 from clientes where id = ${customerId} and user_id = ${userId} for update`);
  if (mine.length === 0) throw notFound();
  const [row] = await dueReactivations(db, userId, clock, { id: customerId });
  if (!row) {
    throw new AppError(
      409,
      'STEP_NOT_DUE',
      'Esse cliente não está mais na lista de hoje. Atualize a página para ver o que falta.',
    );
  }
  const at = clock.now.toISOString();
  if (action.action === 'skipped') {
    await db.execute(sql`
      insert into reactivations (user_id, customer_id, status, created_at)
      values (${userId}, ${customerId}, 'skipped', ${at})`);
    return;
  }
  // The last contact before this send, kept before recordMessageSent moves it.
  const lastContact = sql`(select data_contato from clientes where id = ${customerId})`;
  const messageId = await appendSellerMessage(db, userId, customerId, action.text);
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into reactivations
      (user_id, customer_id, status, message_id, previous_last_contact, created_at)
    values (${userId}, ${customerId}, 'sent', ${messageId}, ${lastContact}, ${at})
    returning id`);
  const eventId = await recordMessageSent(db, userId, customerId, {
    label: `Reativar: ${reactivationLabels[row.kind]}`,
    at,
  });
  await db.execute(sql`update reactivations set event_id = ${eventId} where id = ${rows[0]!.id}`);
}

/** Desfazer: the customer's latest action goes, and a sent message and its history line with it. */
export async function undoReactivation(
  db: Executor,
  userId: string,
  customerId: string,
): Promise<void> {
  const [row] = await db
    .select()
    .from(reactivations)
    .where(and(eq(reactivations.customerId, customerId), eq(reactivations.userId, userId)))
    .orderBy(desc(reactivations.createdAt))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  if (row.messageId) await deleteMessage(db, userId, customerId, row.messageId);
  if (row.eventId) {
    const { rows: next } = await db.execute<{ next: string | null }>(sql`
      select proximo_contato::text as next from clientes where id = ${customerId}`);
    await undoMessageSent(db, userId, customerId, row.eventId, {
      nextContact: next[0]?.next ?? null,
      lastContact: row.previousLastContact ?? new Date(),
    });
  }
  await db.delete(reactivations).where(eq(reactivations.id, row.id));
}

import { sql } from 'drizzle-orm';
import {
  campaignRules,
  leftOutReasons,
  type CampaignDetail,
  type CampaignRecipient,
  type CampaignsOverview,
  type CampaignSummary,
  type NewCampaign,
  type OccasionId,
} from '#shared/campaigns.ts';
import { foldName } from '#shared/fold.ts';
import { budgets, runOffThread } from '../workers/pool.ts';
import { lastWordsStop } from '../ai/offline/last-words.ts';
import { appendSellerMessage } from '../conversations/messages-store.ts';
import { recordMessageSent } from '../customers/changes.ts';
import { whatsappOf } from '../customers/store.ts';
import type { Db, Executor } from '../db/client.ts';
import type { MemberClock as Clock } from '../http/member-day.ts';
import { AppError, notFound } from '../errors.ts';
import { listProducts } from '../products/store.ts';
import { occasionName, occasionsFrom } from './calendar.ts';
import {
  countdownMs,
  leftOutBecause,
  leftOutReason,
  plannedDays,
  sendingNow,
  type CandidateFacts,
} from './plan.ts';
import { lastAuthor, lastCustomerWords } from '../conversations/last-words-sql.ts';

/** The most customers one campaign is written for: the most recently in touch first. */
const MAX_AUDIENCE = 2000;
/**
 * The member's daily cap and countdown's end; `lock` makes the row (once) and holds it, so one
 * send at a time goes through the member's cap and countdown.
 */
async function settingsOf(db: Executor, userId: string, lock = false) {
  if (lock) {
    await db.execute(sql`
      insert into campaign_settings (user_id) values (${userId}) on conflict do nothing`);
  }
  const { rows } = await db.execute<{ daily_cap: number; next_send_at: string | null }>(sql`
    select daily_cap, next_send_at::text from campaign_settings where user_id = ${userId}
    ${lock ? sql`for update` : sql``}`);
  const row = rows[0];
  return {
    dailyCap: row?.daily_cap ?? campaignRules.dailyCapDefault,
    nextSendAt: row?.next_send_at ?? null,
  };
}

export async function setDailyCap(db: Executor, userId: string, dailyCap: number) {
  await db.execute(sql`
    insert into campaign_settings (user_id, daily_cap) values (${userId}, ${dailyCap})
    on conflict (user_id) do update set daily_cap = excluded.daily_cap`);
}

const summaries = (db: Executor, userId: string, id?: string) =>
  db.execute<{
    id: string;
    title: string;
    occasion: OccasionId;
    created_at: string;
    product_name: string | null;
    offer: string | null;
    pix_price: string | null;
    stop_line: boolean;
    opt_outs_accepted: number;
    product_id: string | null;
    sent: number;
    total: number;
    queued: number;
    /** Customers who asked to stop after this campaign's message reached them. */
    opt_outs: number;
  }>(sql`
    select c.id, c.title, c.occasion, c.created_at, c.product_name, c.offer, c.pix_price,
      c.stop_line, c.opt_outs_accepted, c.product_id,
      (select count(*)::int from campaign_messages m join clientes k on k.id = m.customer_id
        where m.campaign_id = c.id and m.status = 'sent'
          and k.sem_campanhas_desde > m.sent_at) as opt_outs,
      (select count(*)::int from campaign_messages m where m.campaign_id = c.id and m.status = 'sent') as sent,
      (select count(*)::int from campaign_messages m where m.campaign_id = c.id and m.status in ('queued', 'sent')) as total,
      (select count(*)::int from campaign_messages m where m.campaign_id = c.id and m.status = 'queued') as queued
    from campaigns c where c.user_id = ${userId} ${id ? sql`and c.id = ${id}` : sql``}
    order by c.created_at desc limit 100`);

/** Done with none queued; paused once 2 more of its customers asked to stop than it accepted. */
const statusOf = (r: {
  queued: number;
  opt_outs: number;
  opt_outs_accepted: number;
}): CampaignSummary['status'] =>
  r.queued === 0
    ? 'done'
    : r.opt_outs - r.opt_outs_accepted >= campaignRules.optOutsToPause
      ? 'paused'
      : 'active';

export async function campaignsOverview(
  db: Executor,
  userId: string,
  clock: Clock,
): Promise<CampaignsOverview> {
  const [{ rows }, settings] = await Promise.all([summaries(db, userId), settingsOf(db, userId)]);
  return {
    occasions: occasionsFrom(clock.today),
    campaigns: rows.map((r): CampaignSummary => ({
      id: r.id,
      title: r.title,
      occasion: r.occasion,
      createdAt: new Date(r.created_at).toISOString(),
      sent: r.sent,
      total: r.total,
      status: statusOf(r),
    })),
    dailyCap: settings.dailyCap,
  };
}

interface CandidateRow {
  id: string;
  nome: string;
  telefone: string | null;
  whatsapp: string | null;
  fase: string;
  produto_interesse: string | null;
  opted_out: boolean;
  wrote: boolean;
  bought: boolean;
  last_words: string | null;
  /** Who wrote the conversation's last message: 'customer', 'seller', or null for none. */
  last_author: string | null;
  /** The customer's campaign messages sent, newest first (the last two), and if answered. */
  sends: Array<{ at: string; answered: boolean }>;
  [key: string]: unknown;
}

/** What the guardrails need of some customers of the member, by a filter on `clientes c`. */
export async function candidates(db: Executor, userId: string, where: ReturnType<typeof sql>) {
  const { rows } = await db.execute<CandidateRow>(sql`
    select c.id, c.nome, c.telefone, c.whatsapp, c.fase, c.produto_interesse,
      c.sem_campanhas_desde is not null as opted_out,
      w.text is not null as wrote,
      ${BOUGHT} as bought,
      w.text as last_words,
      ${lastAuthor(sql`c`)} as last_author,
      coalesce((select json_agg(json_build_object('at', s.sent_at, 'answered', exists (
          select 1 from conversation_messages a where a.customer_id = c.id
            and a.author = 'customer' and a.sent_at > s.sent_at)) order by s.sent_at desc)
        from (select sent_at from campaign_messages s where s.customer_id = c.id
          and s.status = 'sent' order by sent_at desc limit 2) s), '[]') as sends
    from clientes c
    left join ${lastCustomerWords(sql`c`)} on true
    where c.user_id = ${userId} and ${where}
    order by c.data_contato desc, c.id limit ${MAX_AUDIENCE}`);
  return rows.map((row) => {
    const whatsapp = whatsappOf(row);
    const facts: CandidateFacts = {
      wroteOrBought: row.wrote || row.bought,
      optedOut: row.opted_out,
      hasWhatsapp: Boolean(whatsapp),
      complained: lastWordsStop(row.last_words, row.last_author) === 'complaint',
      campaignSends: row.sends,
    };
    return { row, whatsapp, facts };
  });
}

/** A product with a repurchase cycle is bought again and again. */
export async function boughtAgain(db: Executor, productId: string): Promise<boolean> {
  const { rows } = await db.execute<{ days: number | null }>(sql`
    select ciclo_recompra as days from produtos where id = ${productId}`);
  return rows[0]?.days != null;
}

/** A customer who bought: in Fechado now, or moved there once. */
const BOUGHT = sql`(c.fase = 'closed' or exists (select 1 from customer_events e
  where e.customer_id = c.id and e.type = 'phase' and e.to_value = 'closed'))`;

const noAudience = () =>
  new AppError(
    422,
    'VALIDATION_ERROR',
    'Nenhum cliente nesta seleção. Escolha outras fases ou tire um dos filtros.',
  );

/**
 * Makes a campaign: its audience read with the guardrails, one message written per customer
 * (never two alike), each customer queued or left out with the reason.
 */
export async function createCampaign(
  db: Db,
  userId: string,
  input: NewCampaign,
  clock: Clock,
): Promise<string> {
  const products = await listProducts(db, userId);
  const find = (id: string | undefined) => {
    if (!id) return null;
    const product = products.find((p) => p.id === id);
    if (!product)
      throw new AppError(404, 'PRODUCT_NOT_FOUND', 'Produto não encontrado. Escolha outro.');
    return product;
  };
  const product = find(input.productId ?? undefined);
  const repeats = product ? await boughtAgain(db, product.id) : false;
  const boughtProduct = find(input.audience.productId);
  const { phases, idleDays } = input.audience;
  const where = sql.join(
    [
      sql`true`,
      phases?.length
        ? sql`c.fase in (${sql.join(
            phases.map((p) => sql`${p}`),
            sql`, `,
          )})`
        : sql``,
      idleDays
        ? sql`c.data_contato < ${clock.now.toISOString()}::timestamptz - make_interval(days => ${idleDays})`
        : sql``,
      // 'Comprou este produto': those who bought (in Fechado, now or once), the product's name
      // matched below (a card keeps it as typed).
      boughtProduct ? BOUGHT : sql``,
    ].filter((part) => part.queryChunks.length > 0),
    sql` and `,
  );
  let audience = await candidates(db, userId, where);
  if (boughtProduct) {
    const name = foldName(boughtProduct.nome);
    audience = audience.filter(
      (c) => c.row.produto_interesse && foldName(c.row.produto_interesse) === name,
    );
  }
  if (audience.length === 0) throw noAudience();

  // Left out for good: who never wrote nor bought, or has no WhatsApp. The others the
  // guardrails hold back today (a campaign this week, a request to stop…) stay queued: the
  // queue reads them again each time, and they may be sent later in this campaign.
  const lasting = audience.map(({ facts }) => {
    const key = leftOutReason(facts, clock.now);
    return key === 'neverWrote' || key === 'noPhone' ? leftOutReasons[key] : null;
  });
  // Off the event loop: 2,000 customers take the writer most of a second.
  const texts = await runOffThread<Array<string | null>>(
    'writeCampaignTexts',
    {
      inputs: audience.map(({ row }, position) => ({
        occasion: input.occasion,
        customerName: row.nome,
        theirProduct: row.produto_interesse,
        bought: row.bought,
        lastWords: row.last_words,
        product,
        offer: input.offer,
        pixPrice: input.pixPrice,
        stopLine: input.stopLine,
        repeats,
        count: lasting[position] === null,
      })),
    },
    budgets.write,
  );

  const title = occasionName(input.occasion) + (product ? ` — ${product.nome}` : '');
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into campaigns (user_id, occasion, title, product_id, product_name, offer, pix_price,
        audience, stop_line, created_at)
      values (${userId}, ${input.occasion}, ${title}, ${product?.id ?? null},
        ${product?.nome ?? null}, ${input.offer}, ${input.pixPrice},
        ${JSON.stringify(input.audience)}::jsonb, ${input.stopLine}, ${clock.now.toISOString()})
      returning id`);
    const campaignId = rows[0]!.id;
    const values = audience.map(({ row }, position) => {
      const reason =
        lasting[position] ??
        (texts[position] === null ? 'Mensagem igual à de outro cliente desta campanha' : null);
      return sql`(${userId}, ${campaignId}, ${row.id}, ${position}, ${texts[position] ?? ''},
        ${reason ? 'left_out' : 'queued'}, ${reason})`;
    });
    await tx.execute(sql`
      insert into campaign_messages (user_id, campaign_id, customer_id, position, text, status, reason)
      values ${sql.join(values, sql`, `)}`);
    return campaignId;
  });
}

interface MessageRow {
  customer_id: string;
  nome: string;
  telefone: string | null;
  whatsapp: string | null;
  text: string;
  status: CampaignRecipient['status'];
  source: CampaignRecipient['source'];
  reason: string | null;
  sent_at: string | null;
  replied: boolean;
  sold: boolean;
  [key: string]: unknown;
}

/** A campaign with its queue, as the guardrails stand at `clock.now`. */
export async function campaignDetail(
  db: Executor,
  userId: string,
  id: string,
  clock: Clock,
): Promise<CampaignDetail> {
  const { rows: found } = await summaries(db, userId, id);
  const campaign = found[0];
  if (!campaign) throw notFound();
  const credit = sql`make_interval(days => ${campaignRules.creditDays})`;
  const { rows } = await db.execute<MessageRow>(sql`
    select m.customer_id, c.nome, c.telefone, c.whatsapp, m.text, m.status, m.reason, m.source,
      m.sent_at::text,
      m.status = 'sent' and exists (select 1 from conversation_messages a
        where a.customer_id = m.customer_id and a.author = 'customer'
          and a.sent_at > m.sent_at and a.sent_at < m.sent_at + ${credit}) as replied,
      m.status = 'sent' and exists (select 1 from customer_events e
        where e.customer_id = m.customer_id and e.type = 'phase' and e.to_value = 'closed'
          and e.created_at > m.sent_at and e.created_at < m.sent_at + ${credit}) as sold
    from campaign_messages m join clientes c on c.id = m.customer_id
    where m.campaign_id = ${id} and m.user_id = ${userId}
    order by m.position`);

  // The queued are read again: a customer may have asked to stop, or been reached by another
  // campaign, since this one was made.
  const queuedIds = rows.filter((r) => r.status === 'queued').map((r) => r.customer_id);
  const now = queuedIds.length
    ? await candidates(
        db,
        userId,
        sql`c.id in (${sql.join(
          queuedIds.map((q) => sql`${q}`),
          sql`, `,
        )})`,
      )
    : [];
  const heldBack = new Map(now.map((c) => [c.row.id, leftOutBecause(c.facts, clock.now)]));

  const settings = await settingsOf(db, userId);
  const { rows: today } = await db.execute<{ sent: number }>(sql`
    select count(*)::int as sent from campaign_messages
    where user_id = ${userId} and status = 'sent'
      and (sent_at at time zone ${clock.timeZone})::date = ${clock.today}::date`);
  const leftToday = Math.max(0, settings.dailyCap - today[0]!.sent);
  const window = sendingNow(clock.now, { ...clock, leftToday });
  const paused = statusOf(campaign) === 'paused';
  const optOuts = campaign.opt_outs;

  const recipients: CampaignRecipient[] = rows.map((r) => {
    const held = r.status === 'queued' ? heldBack.get(r.customer_id) : null;
    return {
      customerId: r.customer_id,
      nome: r.nome,
      whatsapp: whatsappOf(r),
      message: r.text,
      source: r.source,
      status: held ? 'left_out' : r.status,
      reason: held ?? r.reason,
      plannedDay: null,
      sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    };
  });
  const queued = recipients.filter((r) => r.status === 'queued');
  const days = plannedDays(queued.length, {
    today: clock.today,
    leftToday,
    dailyCap: settings.dailyCap,
    todayOpen: window.open || window.firstDay === clock.today,
  });
  queued.forEach((r, i) => (r.plannedDay = days[i]!));

  const waitUntil =
    settings.nextSendAt && Date.parse(settings.nextSendAt) > clock.now.getTime()
      ? new Date(settings.nextSendAt).toISOString()
      : null;
  const pausedBecause = paused
    ? `A campanha pausou sozinha: ${optOuts} clientes pediram para não receber mais mensagens. Releia a mensagem antes de continuar.`
    : window.open
      ? null
      : window.because;
  const status = queued.length === 0 ? 'done' : paused ? 'paused' : 'active';
  return {
    id: campaign.id,
    title: campaign.title,
    occasion: campaign.occasion,
    createdAt: new Date(campaign.created_at).toISOString(),
    sent: campaign.sent,
    total: recipients.filter((r) => r.status === 'queued' || r.status === 'sent').length,
    status,
    productName: campaign.product_name,
    offer: campaign.offer,
    pixPrice: campaign.pix_price === null ? null : Number(campaign.pix_price),
    stopLine: campaign.stop_line,
    recipients,
    next: pausedBecause ? null : (queued[0] ?? null),
    waitUntil,
    waitSeconds: waitUntil ? Math.ceil((Date.parse(waitUntil) - clock.now.getTime()) / 1000) : 0,
    pausedBecause,
    leftToday,
    dailyCap: settings.dailyCap,
    replied: rows.filter((r) => r.replied).length,
    sold: rows.filter((r) => r.sold).length,
  };
}

/**
 * The seller's tap on the queue's next customer: the message goes into the conversation and the
 * history ('Campanha: Natal'), and the countdown to the next send starts. Refused when the
 * countdown is running, when sending is paused, or when the customer is not the next.
 */
export async function sendCampaignMessage(
  db: Executor,
  userId: string,
  id: string,
  customerId: string,
  clock: Clock,
): Promise<void> {
  // One send at a time per member: the countdown and the daily cap are theirs, not a campaign's.
  await settingsOf(db, userId, true);
  const detail = await campaignDetail(db, userId, id, clock);
  if (detail.waitSeconds > 0) {
    const seconds = detail.waitSeconds;
    throw new AppError(
      409,
      'CAMPAIGN_ON_HOLD',
      `Espere a contagem terminar: faltam ${seconds} s. A pausa entre os envios protege seu número.`,
    );
  }
  if (detail.pausedBecause) throw new AppError(409, 'CAMPAIGN_ON_HOLD', detail.pausedBecause);
  const next = detail.next;
  if (!next || next.customerId !== customerId) {
    throw new AppError(
      409,
      'CAMPAIGN_ON_HOLD',
      'Essa mensagem não é a próxima da fila. Atualize a página para ver quem vem agora.',
    );
  }
  const at = clock.now.toISOString();
  const messageId = await appendSellerMessage(db, userId, customerId, next.message);
  const eventId = await recordMessageSent(db, userId, customerId, {
    label: `Campanha: ${detail.title}`,
    at,
  });
  await db.execute(sql`
    update campaign_messages set status = 'sent', sent_at = ${at}::timestamptz,
      message_id = ${messageId}, event_id = ${eventId}
    where campaign_id = ${id} and customer_id = ${customerId} and user_id = ${userId}`);
  const until = new Date(clock.now.getTime() + countdownMs()).toISOString();
  await db.execute(sql`
    update campaign_settings set next_send_at = ${until}::timestamptz where user_id = ${userId}`);
}

/** 'Pular': the customer stays out of this campaign. */
export async function skipRecipient(
  db: Executor,
  userId: string,
  id: string,
  customerId: string,
): Promise<void> {
  const { rows } = await db.execute(sql`
    update campaign_messages set status = 'skipped'
    where campaign_id = ${id} and customer_id = ${customerId} and user_id = ${userId}
      and status = 'queued'
    returning id`);
  if (rows.length > 0) return;
  const { rows: there } = await db.execute(sql`
    select 1 from campaign_messages
    where campaign_id = ${id} and customer_id = ${customerId} and user_id = ${userId}`);
  if (there.length === 0) throw notFound();
  throw new AppError(
    409,
    'CAMPAIGN_ON_HOLD',
    'Esse cliente já saiu da fila. Atualize a página para ver quem vem agora.',
  );
}

/** 'Continuar a campanha' after it paused itself: the opt-outs so far are accepted. */
export async function resumeCampaign(db: Executor, userId: string, id: string): Promise<void> {
  const { rows } = await db.execute(sql`
    update campaigns set opt_outs_accepted = (
      select count(*)::int from campaign_messages m join clientes c on c.id = m.customer_id
      where m.campaign_id = campaigns.id and m.status = 'sent'
        and c.sem_campanhas_desde > m.sent_at)
    where id = ${id} and user_id = ${userId}
    returning id`);
  if (rows.length === 0) throw notFound();
}

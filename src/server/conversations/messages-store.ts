import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  capMessage,
  MAX_MESSAGE_BYTES_PER_MEMBER,
  MAX_MESSAGES_PER_MEMBER,
  MAX_PAGE_CHARS,
  storageFullMessage,
  type Author,
  type ConversationMessage,
  type ConversationPage,
} from '#shared/conversations.ts';
import type { Executor } from '../db/client.ts';
import { ofCustomer } from '../db/customer-rows.ts';
import { conversationMessages, conversationUsage } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { PastAnswer } from '../ai/engine.ts';
import { recordMessageSent } from '../customers/changes.ts';
import { markOptedOut } from '../customers/opt-out.ts';
import { asksToStop } from '#shared/opt-out.ts';
import { addDays } from '#shared/time-zone.ts';

/** Rows a statement inserts at once: 5,000 keeps each round trip short and under any limit. */
const INSERT_BATCH = 5000;
export const PAGE_SIZE = 50;

export interface NewMessage {
  author: Author;
  at: string;
  text: string;
}

/**
 * Refuses (409, rolling the caller's transaction back) a member past their storage: the counts
 * are kept by triggers in the inserting statement (drizzle/0019), and concurrent filings wait
 * on the member's row, so each sees the others' messages.
 */
async function checkStorage(db: Executor, userId: string): Promise<void> {
  const [usage] = await db
    .select({ messages: conversationUsage.messages, bytes: conversationUsage.bytes })
    .from(conversationUsage)
    .where(eq(conversationUsage.userId, userId));
  if (
    usage &&
    (usage.messages > MAX_MESSAGES_PER_MEMBER || usage.bytes > MAX_MESSAGE_BYTES_PER_MEMBER)
  ) {
    throw new AppError(409, 'STORAGE_LIMIT_REACHED', storageFullMessage);
  }
}

/** The minute a message was sent in, as the identity index bins it (UTC minutes). */
const minuteOf = (at: string) => Math.floor(Date.parse(at) / 60_000);

/**
 * Each message's place among the earlier ones of this list with the same author, minute and
 * text: the identity that keeps four photos of one minute as four.
 */
function withOrdinals(messages: NewMessage[]) {
  const seen = new Map<string, number>();
  return messages.map((m) => {
    const key = `${m.author}\u0000${minuteOf(m.at)}\u0000${m.text}`;
    const ordinal = seen.get(key) ?? 0;
    seen.set(key, ordinal + 1);
    return { ...m, ordinal };
  });
}

/**
 * Adds messages to a customer's conversation, in the list's order, in batches, inside the
 * caller's transaction. A message it already has — the same author, minute and text, at the same
 * place among its like (`ordinal`) — is skipped by the identity index: a chat shared again adds
 * nothing, and a pasted copy (minutes) meets the export it came from (seconds). Returns how many
 * were new; over the member's storage, throws and nothing is kept.
 */
export async function insertMessages(
  db: Executor,
  userId: string,
  customerId: string,
  messages: NewMessage[],
): Promise<number> {
  let added = 0;
  const numbered = withOrdinals(messages.map((m) => ({ ...m, text: capMessage(m.text) })));
  for (let i = 0; i < numbered.length; i += INSERT_BATCH) {
    const batch = numbered.slice(i, i + INSERT_BATCH);
    // with ordinality: rows go in in the list's order, so `seq` keeps the file's order.
    const { rows } = await db.execute<{ author: Author; at: string; text: string }>(sql`
      insert into conversation_messages (user_id, customer_id, author, sent_at, text, ordinal)
      select ${userId}, ${customerId}, m.author, m.at, m.text, m.ordinal
      from rows from (jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as (author text, at timestamptz, text text, ordinal int))
        with ordinality as m(author, at, text, ordinal, n)
      order by m.n
      on conflict do nothing
      returning author, sent_at::text as at, text`);
    added += rows.length;
    // 'Pode parar de me mandar mensagem': no after-sale step nor campaign for them any more.
    const stop = rows.filter((m) => m.author === 'customer' && asksToStop(m.text)).at(-1);
    if (stop) await markOptedOut(db, userId, customerId, stop.at);
  }
  if (added > 0) await checkStorage(db, userId);
  return added;
}

/**
 * A message the seller sends through the app now: always added, after any identical ones of
 * this minute (the same 'Oi' twice is two messages).
 */
export async function appendSellerMessage(
  db: Executor,
  userId: string,
  customerId: string,
  text: string,
): Promise<string | null> {
  const capped = capMessage(text);
  const minute = sql`date_bin('1 minute', now(), timestamptz '2000-01-01 00:00:00+00')`;
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into conversation_messages (user_id, customer_id, author, sent_at, text, ordinal)
    select ${userId}, ${customerId}, 'seller', now(), ${capped}, count(*)
    from conversation_messages
    where customer_id = ${customerId} and author = 'seller' and md5(text) = md5(${capped})
      and date_bin('1 minute', sent_at, timestamptz '2000-01-01 00:00:00+00') = ${minute}
    on conflict do nothing
    returning id`);
  await checkStorage(db, userId);
  return rows[0]?.id ?? null;
}

/** Takes a message the app added back out (a follow-up's Desfazer). */
export async function deleteMessage(
  db: Executor,
  userId: string,
  customerId: string,
  id: string,
): Promise<void> {
  const m = conversationMessages;
  await db.delete(m).where(ofCustomer(m, userId, customerId, id));
}

/** Days after a reply is sent until the next contact (the Hoje panel's follow-up). */
export const FOLLOW_UP_DAYS = 2;

/**
 * A reply the member sent through the app: the seller's message now, a 'message' line in the
 * history, the last contact now and the next one `FOLLOW_UP_DAYS` after the member's today.
 */
export async function recordSentReply(
  db: Executor,
  userId: string,
  customerId: string,
  text: string,
  today: string,
): Promise<void> {
  await appendSellerMessage(db, userId, customerId, text);
  await recordMessageSent(db, userId, customerId, {
    nextContact: addDays(today, FOLLOW_UP_DAYS),
  });
}

const toMessage = (row: { id: string; author: Author; sentAt: Date; text: string }) =>
  ({
    id: row.id,
    author: row.author,
    at: row.sentAt.toISOString(),
    text: capMessage(row.text),
  }) satisfies ConversationMessage;

/**
 * A customer's messages, newest first (by sent_at, then seq: the file's order within a minute),
 * at most `limit` of them, of those `where` keeps.
 */
function newestMessages(
  db: Executor,
  userId: string,
  customerId: string,
  limit: number,
  where?: SQL,
) {
  const m = conversationMessages;
  return db
    .select({ id: m.id, author: m.author, sentAt: m.sentAt, text: m.text })
    .from(m)
    .where(and(ofCustomer(m, userId, customerId), where))
    .orderBy(desc(m.sentAt), desc(m.seq))
    .limit(limit);
}

/** The first rows whose texts add up to MAX_PAGE_CHARS, and always the first. */
function withinChars<T extends { text: string }>(rows: T[]): T[] {
  let chars = 0;
  const kept = rows.findIndex((row) => (chars += row.text.length) > MAX_PAGE_CHARS);
  return kept < 0 ? rows : rows.slice(0, Math.max(1, kept));
}

/**
 * A page of a customer's conversation, newest first, of at most PAGE_SIZE messages and
 * MAX_PAGE_CHARS of text, before the message `before` (keyset on
 * sent_at and seq, the file's order within a minute). The caller checked the customer is the member's.
 */
export async function messagesPage(
  db: Executor,
  userId: string,
  customerId: string,
  before: string | undefined,
): Promise<ConversationPage> {
  const m = conversationMessages;
  const after = before
    ? sql`(${m.sentAt}, ${m.seq}) < (select sent_at, seq from conversation_messages
        where id = ${before} and customer_id = ${customerId})`
    : undefined;
  const rows = await newestMessages(db, userId, customerId, PAGE_SIZE + 1, after);
  const page = withinChars(rows.slice(0, PAGE_SIZE));
  return {
    messages: page.map(toMessage),
    nextBefore: rows.length > page.length ? page.at(-1)!.id : null,
  };
}

/** The conversation's last `limit` messages, oldest first. */
export async function lastMessages(
  db: Executor,
  userId: string,
  customerId: string,
  limit: number,
): Promise<NewMessage[]> {
  const rows = await newestMessages(db, userId, customerId, limit);
  return rows
    .reverse()
    .map((r) => ({ author: r.author, at: r.sentAt.toISOString(), text: capMessage(r.text) }));
}

/**
 * The seller's last `limit` messages that came right after a customer's, each with that message,
 * newest first: questions the seller already answered (decision 035). One that came after the
 * seller's own message, itself right after a customer's, carries that message as `checked`
 * (the answer given after "vou confirmar"; past-answers.ts decides). Two index lookups per
 * message of the seller's, on the conversation's page index.
 */
export async function questionsAnswered(
  db: Executor,
  userId: string,
  limit: number,
): Promise<PastAnswer[]> {
  const { rows } = await db.execute<{ asked: string; answered: string; checked: string | null }>(
    sql`
    select case when q.author = 'customer' then q.text else b.text end as asked,
           s.text as answered,
           case when q.author = 'seller' then q.text end as checked
    from (select customer_id, sent_at, seq, text from conversation_messages
          where user_id = ${userId} and author = 'seller'
          order by sent_at desc limit ${limit}) s
    cross join lateral (
      select p.author, p.text, p.sent_at, p.seq from conversation_messages p
      where p.customer_id = s.customer_id and p.user_id = ${userId}
        and (p.sent_at, p.seq) < (s.sent_at, s.seq)
      order by p.sent_at desc, p.seq desc limit 1) q
    left join lateral (
      select p.author, p.text from conversation_messages p
      where q.author = 'seller' and p.customer_id = s.customer_id and p.user_id = ${userId}
        and (p.sent_at, p.seq) < (q.sent_at, q.seq)
      order by p.sent_at desc, p.seq desc limit 1) b on true
    where q.author = 'customer' or b.author = 'customer'
    order by s.sent_at desc`,
  );
  return rows.map((r) =>
    r.checked === null
      ? { asked: r.asked, answered: r.answered }
      : { asked: r.asked, answered: r.answered, checked: r.checked },
  );
}

/** What the seller wrote before, to any customer, newest first: their voice. */
export async function sellerSamples(
  db: Executor,
  userId: string,
  limit: number,
): Promise<string[]> {
  const m = conversationMessages;
  const rows = await db
    .select({ text: m.text })
    .from(m)
    .where(and(eq(m.userId, userId), eq(m.author, 'seller')))
    .orderBy(desc(m.sentAt))
    .limit(limit);
  return rows.map((r) => r.text);
}

import { AUDIO_MARK } from '#shared/conversations.ts';
import { and, eq } from 'drizzle-orm';
import type { ReplyResult } from '#shared/conversations.ts';
import type { Phase } from '#shared/customers.ts';
import type { AiEngine, ReplyInput } from '../ai/engine.ts';
import { repliesFor } from '../ai/replies.ts';
import { reusable } from '../ai/past-answers.ts';
import type { Db, Executor } from '../db/client.ts';
import { clientes, users } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { refundUnit, takeUnit } from '../limits/store.ts';
import type { Logger } from '../logger.ts';
import { listProducts, productFor } from '../products/store.ts';
import { lastMessages, questionsAnswered, sellerSamples } from './messages-store.ts';

/** The conversation's last messages a reply is written from, and the seller's samples. */
export const REPLY_CONTEXT = 20;
export const SELLER_SAMPLES = 60;
/** The seller's last answers looked through for one to a question asked again (decision 035). */
export const PAST_ANSWERS = 300;

type Customer = ReplyInput['customer'] & { produtoInteresse: string | null };

/** The member's customer as a reply sees it; 404 when it is not theirs. */
export async function replyCustomer(db: Executor, userId: string, id: string): Promise<Customer> {
  const [row] = await db
    .select({
      nome: clientes.nome,
      fase: clientes.fase,
      valor: clientes.valor,
      observacoes: clientes.observacoes,
      produtoInteresse: clientes.produtoInteresse,
    })
    .from(clientes)
    .where(and(eq(clientes.id, id), eq(clientes.userId, userId)));
  if (!row) throw notFound();
  return { ...row, fase: row.fase as Phase };
}

/** Someone not (yet) a customer: a new lead. */
export const newLead = (nome: string | null): Customer => ({
  nome: nome ?? 'Cliente',
  fase: 'prospect',
  valor: null,
  observacoes: null,
  produtoInteresse: null,
});

/**
 * What a reply is written from: the customer, the product, these messages, the seller's voice:
 * `ownSamples` first (what the seller wrote in a share, newest first), then what they filed.
 */
export async function replyInput(
  db: Executor,
  userId: string,
  customer: Customer,
  messages: ReplyInput['messages'],
  ownSamples: string[] = [],
): Promise<ReplyInput> {
  const { produtoInteresse, ...about } = customer;
  const own = ownSamples.slice(0, SELLER_SAMPLES);
  const filed = own.length < SELLER_SAMPLES ? SELLER_SAMPLES - own.length : 0;
  return {
    product: productFor(await listProducts(db, userId), produtoInteresse),
    customer: about,
    // A voice note is answered by its words ('🎤 0:32 — ' is the history's mark, not theirs).
    messages: messages
      .slice(-REPLY_CONTEXT)
      .map((m) => ({ ...m, text: m.text.replace(AUDIO_MARK, '') })),
    sellerSamples: [...own, ...(filed > 0 ? await sellerSamples(db, userId, filed) : [])],
    pastAnswers: (await questionsAnswered(db, userId, PAST_ANSWERS)).filter(reusable),
    sellerName: await memberName(db, userId),
  };
}

/** The member's display name ('Primeiro Acesso'), for a customer who asks who answers. */
async function memberName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name || null;
}

/** A stored customer's: its conversation's last messages. */
export async function customerReplyInput(db: Executor, userId: string, customerId: string) {
  const customer = await replyCustomer(db, userId, customerId);
  const messages = await lastMessages(db, userId, customerId, REPLY_CONTEXT);
  return replyInput(db, userId, customer, messages);
}

const nothingToAnswer = () =>
  new AppError(
    400,
    'VALIDATION_ERROR',
    'Ainda não há mensagem do cliente para responder. Compartilhe ou cole o que ele escreveu.',
  );

const aiFailed = () =>
  new AppError(
    502,
    'AI_ERROR',
    'Não foi possível escrever as respostas agora. Tente novamente em alguns instantes.',
  );

/**
 * Three replies, for one unit of the member's daily 'replies' quota (offline ones count the
 * same) on `today`, their own day (`memberToday(c)`); a generation that throws gives the unit
 * back.
 */
export async function writeReplies(
  db: Db,
  engine: AiEngine,
  log: Logger,
  { userId, limit, today }: { userId: string; limit: number; today: string },
  input: ReplyInput,
): Promise<ReplyResult> {
  if (!input.messages.some((m) => m.author === 'customer')) throw nothingToAnswer();
  const day = await takeUnit(db, userId, 'replies', today, limit);
  try {
    return await repliesFor(engine, input, log);
  } catch (err) {
    await refundUnit(db, userId, 'replies', day).catch(() => {});
    if (err instanceof AppError) throw err;
    log.error({ err }, 'replies failed');
    throw aiFailed();
  }
}

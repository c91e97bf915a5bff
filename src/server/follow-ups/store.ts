import { and, desc, eq, sql } from 'drizzle-orm';
import type { CadenceStarted, FollowUpSent } from '#shared/today.ts';
import { isCadencePhase } from '#shared/today-cadence.ts';
import type { Phase } from '#shared/customers.ts';
import { getCadences } from './cadences-store.ts';
import { appendSellerMessage, deleteMessage } from '../conversations/messages-store.ts';
import { recordMessageSent, setNextContact, undoMessageSent } from '../customers/changes.ts';
import { addDays } from '#shared/time-zone.ts';
import type { Executor } from '../db/client.ts';
import { ofCustomer } from '../db/customer-rows.ts';
import { followUps } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { attemptOf, daysAfterAttempt, unansweredFollowUps } from './attempts.ts';

interface Locked {
  fase: Phase;
  proximo_contato: string | null;
  data_contato: Date;
  unanswered: number;
  [key: string]: unknown;
}

/** The member's customer, locked for the change; 404 when it is not theirs. */
async function lockCustomer(db: Executor, userId: string, id: string): Promise<Locked> {
  const { rows } = await db.execute<Locked>(sql`
    select c.fase, c.proximo_contato::text, c.data_contato, ${unansweredFollowUps(sql`c`)} as unanswered
    from clientes c where c.id = ${id} and c.user_id = ${userId} for update`);
  if (!rows[0]) throw notFound();
  return {
    ...rows[0],
    data_contato: new Date(rows[0].data_contato),
    unanswered: Number(rows[0].unanswered),
  };
}

/**
 * A follow-up the member sent (they said so on return from WhatsApp): the seller's message in
 * the conversation, a line in the history, and the next contact moved by the phase's cadence
 * (cleared for a Fechado or Perdido customer, which has none).
 */
export async function recordFollowUp(
  db: Executor,
  userId: string,
  customerId: string,
  text: string,
  today: string,
): Promise<FollowUpSent> {
  const customer = await lockCustomer(db, userId, customerId);
  const cadences = await getCadences(db, userId);
  const { fase } = customer;
  const { attempt, attempts } = isCadencePhase(fase)
    ? attemptOf(cadences, fase, customer.unanswered)
    : { attempt: 1, attempts: 1 };
  const next = isCadencePhase(fase)
    ? addDays(today, daysAfterAttempt(cadences, fase, attempt))
    : null;

  const messageId = await appendSellerMessage(db, userId, customerId, text);
  const eventId = await recordMessageSent(db, userId, customerId, {
    label: `Follow-up ${attempt} de ${attempts}`,
    nextContact: next,
  });
  await db.insert(followUps).values({
    userId,
    customerId,
    eventId,
    messageId,
    attempt,
    previousNextContact: customer.proximo_contato,
    previousLastContact: customer.data_contato,
  });
  return {
    eventId,
    proximo_contato: next,
    previous: { proximo_contato: customer.proximo_contato },
  };
}

/**
 * Desfazer: the follow-up's record goes (its history line and its message) and the next and
 * last contact are put back. Only the customer's latest can be undone: an older one's "before"
 * is no longer the customer's state.
 */
export async function undoFollowUp(
  db: Executor,
  userId: string,
  customerId: string,
  eventId: string,
): Promise<void> {
  await lockCustomer(db, userId, customerId);
  const [latest] = await db
    .select()
    .from(followUps)
    .where(ofCustomer(followUps, userId, customerId))
    .orderBy(desc(followUps.createdAt), desc(followUps.id))
    .limit(1);
  const [asked] = await db
    .select({ id: followUps.id })
    .from(followUps)
    .where(and(eq(followUps.eventId, eventId), eq(followUps.customerId, customerId)));
  if (!asked) throw notFound();
  if (latest?.id !== asked.id) {
    throw new AppError(
      409,
      'FOLLOW_UP_CONFLICT',
      'Só dá para desfazer o último follow-up enviado para este cliente.',
    );
  }
  if (latest.messageId) await deleteMessage(db, userId, customerId, latest.messageId);
  // The follow-up row goes with its history line (on delete cascade).
  await undoMessageSent(db, userId, customerId, eventId, {
    nextContact: latest.previousNextContact,
    lastContact: latest.previousLastContact,
  });
}

/** 'Sem próximo passo': the next contact set to today plus the phase's first wait. */
export async function startCadence(
  db: Executor,
  userId: string,
  customerId: string,
  today: string,
): Promise<CadenceStarted> {
  const customer = await lockCustomer(db, userId, customerId);
  if (!isCadencePhase(customer.fase)) {
    throw new AppError(
      409,
      'FOLLOW_UP_CONFLICT',
      'Este cliente já está em Fechado ou Perdido: não há follow-ups a agendar.',
    );
  }
  if (customer.proximo_contato) {
    throw new AppError(409, 'FOLLOW_UP_CONFLICT', 'Este cliente já tem um próximo contato.');
  }
  const cadences = await getCadences(db, userId);
  const next = addDays(today, daysAfterAttempt(cadences, customer.fase, 1));
  await setNextContact(db, userId, customerId, next);
  return { proximo_contato: next, previous: { proximo_contato: null } };
}

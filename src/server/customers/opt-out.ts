import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import { asksToStop } from '#shared/opt-out.ts';

/**
 * A customer who asked for no more messages (shared/opt-out.ts): the moment is kept, and no
 * after-sale step nor campaign reaches them until the seller turns that off, which they may only
 * after the customer writes again.
 */
export async function markOptedOut(
  db: Executor,
  userId: string,
  customerId: string,
  at: string,
): Promise<void> {
  // Only when it is their last word: a years-old 'pare' in an export, followed by more messages
  // of theirs, no longer stands.
  await db.execute(sql`
    update clientes set sem_campanhas_desde = greatest(sem_campanhas_desde, ${at}::timestamptz),
      updated_at = now()
    where id = ${customerId} and user_id = ${userId} and not exists (
      select 1 from conversation_messages m
      where m.customer_id = ${customerId} and m.author = 'customer' and m.sent_at > ${at}::timestamptz)`);
}

export const optedOutMessage =
  'Este cliente pediu para não receber mais mensagens. Você pode voltar a enviar depois que ele mandar uma mensagem nova.';

/** The seller turns messages back on, once the customer has written since asking to stop. */
export async function allowMessagesAgain(
  db: Executor,
  userId: string,
  customerId: string,
): Promise<void> {
  const { rows } = await db.execute<{ since: string | null }>(sql`
    select c.sem_campanhas_desde::text as since
    from clientes c where c.id = ${customerId} and c.user_id = ${userId} for update`);
  const row = rows[0];
  if (!row) throw notFound();
  if (row.since === null) return;
  // A new message of theirs that is not another request to stop.
  const { rows: since } = await db.execute<{ text: string }>(sql`
    select text from conversation_messages
    where customer_id = ${customerId} and author = 'customer' and sent_at > ${row.since}::timestamptz
    order by sent_at desc limit 50`);
  if (!since.some((m) => !asksToStop(m.text))) {
    throw new AppError(409, 'CUSTOMER_OPTED_OUT', optedOutMessage);
  }
  await db.execute(sql`
    update clientes set sem_campanhas_desde = null, updated_at = now()
    where id = ${customerId} and user_id = ${userId}`);
}

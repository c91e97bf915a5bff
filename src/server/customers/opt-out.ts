import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';

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
  await db.execute(sql`
    update clientes set sem_campanhas_desde = ${at}::timestamptz, updated_at = now()
    where id = ${customerId} and user_id = ${userId} and sem_campanhas_desde is null`);
}

export const optedOutMessage =
  'Este cliente pediu para não receber mais mensagens. Você pode voltar a enviar depois que ele mandar uma mensagem nova.';

/** The seller turns messages back on, once the customer has written since asking to stop. */
export async function allowMessagesAgain(
  db: Executor,
  userId: string,
  customerId: string,
): Promise<void> {
  const { rows } = await db.execute<{ since: string | null; wrote: boolean }>(sql`
    select c.sem_campanhas_desde::text as since, exists (
      select 1 from conversation_messages m
      where m.customer_id = c.id and m.author = 'customer' and m.sent_at > c.sem_campanhas_desde
    ) as wrote
    from clientes c where c.id = ${customerId} and c.user_id = ${userId} for update`);
  const row = rows[0];
  if (!row) throw notFound();
  if (row.since === null) return;
  if (!row.wrote) throw new AppError(409, 'CUSTOMER_OPTED_OUT', optedOutMessage);
  await db.execute(sql`
    update clientes set sem_campanhas_desde = null, updated_at = now()
    where id = ${customerId} and user_id = ${userId}`);
}

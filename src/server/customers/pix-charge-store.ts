import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Customer, Phase } from '#shared/customers.ts';
import { firstName } from '#shared/first-name.ts';
import { formatBRL } from '#shared/money.ts';
import type { PixCharge, PixChargeCreated } from '#shared/pix.ts';
import { getPixKey } from '../account/pix-store.ts';
import { insertMessages } from '../conversations/messages-store.ts';
import type { Db, Executor } from '../db/client.ts';
import { clientes, pixCharges } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { changeEvents, recordEvents } from './events-store.ts';
import { newTxid, pixCode } from './pix-code.ts';
import { toCustomer } from './store.ts';

type ChargeRow = typeof pixCharges.$inferSelect;
const toCharge = (row: ChargeRow): PixCharge => ({
  id: row.id,
  txid: row.txid,
  amount: row.amount,
  code: row.code,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/**
 * 'Aguardando pagamento' in SQL, for the customer row aliased `c`: the amount (as text) of its
 * latest unpaid charge while it is in Proposta, else null. A mark inside Proposta, not a phase:
 * a customer moved on by hand no longer waits for that payment.
 */
export const openPixAmount = (c: SQL): SQL => sql`(case when ${c}.fase = 'proposal' then (
  select pc.amount::text from pix_charges pc
  where pc.customer_id = ${c}.id and pc.user_id = ${c}.user_id and pc.paid_at is null
  order by pc.created_at desc limit 1) end)`;

/** The history line of a charge sent through WhatsApp: 'Mensagem enviada (Cobrança Pix)'. */
export const PIX_SENT_EVENT = 'Cobrança Pix';

const mine = (userId: string, id: string) => and(eq(clientes.id, id), eq(clientes.userId, userId));

/** The customer's row, locked for the change that follows; 404 unless it is the member's. */
async function lockCustomer(tx: Executor, userId: string, id: string) {
  const [row] = await tx.select().from(clientes).where(mine(userId, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Moves a customer and records in its history what changed (phase, value). */
async function moveWithHistory(
  tx: Executor,
  before: typeof clientes.$inferSelect,
  set: { fase: Phase; valor?: string; proximoContato: string | null },
): Promise<Customer> {
  const [row] = await tx
    .update(clientes)
    .set({
      ...set,
      motivoPerda: null,
      faseAlteradaEm: before.fase === set.fase ? before.faseAlteradaEm : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(mine(before.userId, before.id))
    .returning();
  await recordEvents(
    tx,
    changeEvents({ userId: before.userId, customerId: before.id }, before, row!),
  );
  return toCustomer(row!);
}

export function closingMessage(nome: string, amount: number, code: string): string {
  const name = firstName(nome);
  return [
    `${name ? `Oi, ${name}!` : 'Oi!'} Para fecharmos, segue o Pix de ${formatBRL(amount)}.`,
    'Pix copia e cola:',
    code,
    'É só abrir o app do seu banco, escolher Pix copia e cola e colar o código. Me avisa quando fizer?',
  ].join('\n\n');
}

export async function listPixCharges(
  db: Executor,
  userId: string,
  customerId: string,
): Promise<PixCharge[]> {
  const rows = await db
    .select()
    .from(pixCharges)
    .where(and(eq(pixCharges.userId, userId), eq(pixCharges.customerId, customerId)))
    .orderBy(desc(pixCharges.createdAt), desc(pixCharges.id))
    .limit(50);
  return rows.map(toCharge);
}

/**
 * 'Cobrar com Pix': a BR Code for the customer's value, recorded; the customer goes to Proposta
 * (if elsewhere), now 'aguardando pagamento', with the next contact on the member's tomorrow.
 */
export function createPixCharge(
  db: Db,
  userId: string,
  customerId: string,
  tomorrow: string,
): Promise<PixChargeCreated & { customer: Customer }> {
  return db.transaction(async (tx) => {
    const before = await lockCustomer(tx, userId, customerId);
    const pixKey = await getPixKey(tx, userId);
    if (!pixKey) {
      throw new AppError(
        409,
        'PIX_KEY_MISSING',
        'Cadastre sua chave Pix em Minha Conta para cobrar com Pix.',
      );
    }
    const amount = Number(before.valor ?? 0);
    if (!(amount > 0)) {
      throw new AppError(
        400,
        'PIX_NO_VALUE',
        'Informe o valor do cliente antes de cobrar com Pix.',
        'valor',
      );
    }
    if (before.fase === 'closed') {
      throw new AppError(400, 'VALIDATION_ERROR', 'Este cliente já está em Fechado.');
    }
    const txid = newTxid();
    const { code, qrCode } = await pixCode(pixKey, amount, txid);
    const [charge] = await tx
      .insert(pixCharges)
      .values({ userId, customerId, txid, amount: before.valor!, code })
      .returning();
    const customer = await moveWithHistory(tx, before, {
      fase: 'proposal',
      proximoContato: tomorrow,
    });
    return {
      charge: toCharge(charge!),
      message: closingMessage(before.nome, amount, code),
      qrCode,
      customer,
    };
  });
}

/**
 * The charge's message went out through WhatsApp, as a reply does: the seller's message in the
 * conversation, a 'message' line in the history and the last contact now. The next contact
 * stays where the charge put it (the member's tomorrow: "Conseguiu fazer o Pix?").
 */
export function recordPixChargeSent(
  db: Db,
  userId: string,
  customerId: string,
  chargeId: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, userId, customerId);
    const [charge] = await tx
      .select()
      .from(pixCharges)
      .where(
        and(
          eq(pixCharges.id, chargeId),
          eq(pixCharges.userId, userId),
          eq(pixCharges.customerId, customerId),
        ),
      );
    if (!charge) throw notFound();
    const text = closingMessage(customer.nome, Number(charge.amount), charge.code);
    // Once a charge: its code is unique, so a second tap on 'Enviar no WhatsApp' adds nothing.
    const { rows: sent } = await tx.execute(sql`
      select 1 from conversation_messages
      where user_id = ${userId} and customer_id = ${customerId} and author = 'seller'
        and text = ${text} limit 1`);
    if (sent.length > 0) return;
    const now = new Date().toISOString();
    await insertMessages(tx, userId, customerId, [{ author: 'seller', at: now, text }]);
    await tx
      .update(clientes)
      .set({
        dataContato: sql`greatest(${clientes.dataContato}, ${now}::timestamptz)`,
        updatedAt: sql`now()`,
      })
      .where(mine(userId, customerId));
    await recordEvents(tx, [{ userId, customerId, type: 'message', toValue: PIX_SENT_EVENT }]);
  });
}

/** 'Pagamento recebido': the charge is paid and the customer goes to Fechado with its value. */
export function markPixChargePaid(
  db: Db,
  userId: string,
  customerId: string,
  chargeId: string,
): Promise<{ charge: PixCharge; customer: Customer }> {
  return db.transaction(async (tx) => {
    const before = await lockCustomer(tx, userId, customerId);
    const [charge] = await tx
      .update(pixCharges)
      .set({ paidAt: sql`coalesce(${pixCharges.paidAt}, now())` })
      .where(
        and(
          eq(pixCharges.id, chargeId),
          eq(pixCharges.userId, userId),
          eq(pixCharges.customerId, customerId),
        ),
      )
      .returning();
    if (!charge) throw notFound();
    const customer = await moveWithHistory(tx, before, {
      fase: 'closed',
      valor: charge.amount,
      proximoContato: null,
    });
    return { charge: toCharge(charge), customer };
  });
}

import { desc, sql } from 'drizzle-orm';
import type { Customer } from '#shared/customers.ts';
import { firstName } from '#shared/first-name.ts';
import { formatBRL } from '#shared/money.ts';
import type { PixCharge, PixChargeCreated } from '#shared/pix.ts';
import { getPixKey } from './key-store.ts';
import { insertMessages } from '../conversations/messages-store.ts';
import type { Db, Executor } from '../db/client.ts';
import { ofCustomer } from '../db/customer-rows.ts';
import { pixCharges } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { lockCustomer, moveCustomer, recordMessageSent } from '../customers/changes.ts';
import { newTxid, pixCode } from './code.ts';

type ChargeRow = typeof pixCharges.$inferSelect;
const toCharge = (row: ChargeRow): PixCharge => ({
  id: row.id,
  txid: row.txid,
  amount: row.amount,
  code: row.code,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** The history line of a charge sent through WhatsApp: 'Mensagem enviada (Cobrança Pix)'. */
export const PIX_SENT_EVENT = 'Cobrança Pix';

/**
 * The message that goes before the code: the amount and how to pay. The copia-e-cola itself is
 * sent as a message of its own, so a long-press on WhatsApp copies exactly the code.
 */
export function closingMessage(nome: string, amount: number): string {
  const name = firstName(nome);
  return [
    `${name ? `Oi, ${name}!` : 'Oi!'} Para fecharmos, segue o Pix de ${formatBRL(amount)}.`,
    'Vou te mandar o código Pix copia e cola na próxima mensagem: é só copiar, abrir o app do seu banco, escolher Pix copia e cola e colar. Me avisa quando fizer?',
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
    .where(ofCustomer(pixCharges, userId, customerId))
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
    const customer = await moveCustomer(tx, userId, customerId, { fase: 'proposal' }, tomorrow);
    return {
      charge: toCharge(charge!),
      message: closingMessage(before.nome, amount),
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
      .where(ofCustomer(pixCharges, userId, customerId, chargeId));
    if (!charge) throw notFound();
    // Once a charge: its code is unique, so a second tap (on the message or on the code) adds
    // nothing.
    const { rows: sent } = await tx.execute(sql`
      select 1 from conversation_messages
      where user_id = ${userId} and customer_id = ${customerId} and author = 'seller'
        and text = ${charge.code} limit 1`);
    if (sent.length > 0) return;
    const at = new Date().toISOString();
    // In this order (the conversation keeps a list's order within the same time).
    await insertMessages(tx, userId, customerId, [
      { author: 'seller', at, text: closingMessage(customer.nome, Number(charge.amount)) },
      { author: 'seller', at, text: charge.code },
    ]);
    await recordMessageSent(tx, userId, customerId, { label: PIX_SENT_EVENT, at });
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
    await lockCustomer(tx, userId, customerId);
    const [charge] = await tx
      .update(pixCharges)
      .set({ paidAt: sql`coalesce(${pixCharges.paidAt}, now())` })
      .where(ofCustomer(pixCharges, userId, customerId, chargeId))
      .returning();
    if (!charge) throw notFound();
    const customer = await moveCustomer(
      tx,
      userId,
      customerId,
      { fase: 'closed', valor: Number(charge.amount) },
      null,
    );
    return { charge: toCharge(charge), customer };
  });
}

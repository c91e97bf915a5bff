import { sql } from 'drizzle-orm';
import { campaignMessageFromProvider } from '../ai/sell-again-messages.ts';
import type { AiEngine } from '../ai/engine.ts';
import type { Db } from '../db/client.ts';
import type { MemberClock } from '../http/member-day.ts';
import { refundUnit, takeUnit } from '../limits/store.ts';
import type { Logger } from '../logger.ts';
import { listProducts } from '../products/store.ts';
import { occasionName } from './calendar.ts';
import { boughtAgain, campaignDetail, candidates } from './store.ts';

/**
 * With an AI provider, the queue's first message is rewritten by it (decision 039), one at a
 * time — when the campaign is made and after each send or skip, so the countdown hides the
 * wait — while the day's quota lasts. A text that fails the check, or is like another of the
 * campaign, keeps the offline one and gives its unit back; a failure here never fails the send
 * that came before it.
 */
export async function writeNextWithAi(
  db: Db,
  engine: AiEngine,
  log: Logger,
  userId: string,
  id: string,
  clock: MemberClock,
  limit: number,
): Promise<void> {
  if (engine.name !== 'provider') return;
  let taken = false;
  let used = false;
  try {
    const detail = await campaignDetail(db, userId, id, clock);
    const target = detail.recipients.find((r) => r.status === 'queued');
    if (!target || target.source === 'ai') return;
    try {
      await takeUnit(db, userId, 'campaignMessages', clock.today, limit);
      taken = true;
    } catch {
      return; // the day's quota is used: the offline texts stay
    }
    const [customer] = await candidates(db, userId, sql`c.id = ${target.customerId}`);
    const { rows } = await db.execute<{ product_id: string | null }>(sql`
      select product_id from campaigns where id = ${id} and user_id = ${userId}`);
    const productId = rows[0]?.product_id ?? null;
    const product = productId
      ? ((await listProducts(db, userId)).find((p) => p.id === productId) ?? null)
      : null;
    if (!customer) return;
    const text = await campaignMessageFromProvider(
      engine,
      {
        occasion: detail.occasion,
        occasionName: occasionName(detail.occasion),
        customerName: customer.row.nome,
        theirProduct: customer.row.produto_interesse,
        bought: customer.row.bought,
        lastWords: customer.row.last_words,
        product,
        offer: detail.offer,
        pixPrice: detail.pixPrice,
        repeats: product ? await boughtAgain(db, product.id) : false,
      },
      detail.stopLine,
      log,
    );
    if (!text || detail.recipients.some((r) => r.message === text)) return;
    const { rows: updated } = await db.execute(sql`
      update campaign_messages set text = ${text}, source = 'ai'
      where campaign_id = ${id} and customer_id = ${target.customerId} and user_id = ${userId}
        and status = 'queued' and source = 'offline'
      returning id`);
    used = updated.length > 0;
  } catch (err) {
    log.warn({ err }, 'campaign message not rewritten by the provider');
  } finally {
    if (taken && !used) {
      await refundUnit(db, userId, 'campaignMessages', clock.today).catch((err: unknown) =>
        log.warn({ err }, 'campaign quota unit not refunded'),
      );
    }
  }
}

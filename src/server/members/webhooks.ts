import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseJson } from '../http/validate.ts';
import { checkoutPlatforms, isAllowedProduct } from './checkout-platforms.ts';
import { countUnsignedCall, recordDelivery } from './deliveries.ts';
import { applyCheckoutEvent } from './ledger.ts';
import { offerAccess } from '../auth/link-mail.ts';
import type { MailQueue } from '../mail/queue.ts';

export interface WebhookDeps {
  /** Where the access mail of each member an event turned active is queued. */
  mail: MailQueue;
}

/**
 * POST /api/webhooks/:platform: verified on the raw body, recorded once per event id, applied
 * to the purchases ledger and the buyer's membership. A platform without a configured secret
 * does not exist (404).
 */
export function webhookRoutes(config: Config, db: Db, deps: WebhookDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/:platform', async (c) => {
    const name = c.req.param('platform');
    const platform = Object.hasOwn(checkoutPlatforms, name) ? checkoutPlatforms[name] : undefined;
    const secret = platform?.secret(config);
    if (!platform || !secret) throw notFound();

    const rawBody = await c.req.text();
    const request = {
      rawBody,
      header: (n: string) => c.req.header(n),
      query: (n: string) => c.req.query(n),
    };
    if (!platform.verify(request, secret)) {
      // Anyone can post here: only counted, so forged calls neither fill the deliveries nor
      // pass for the platform's own.
      await countUnsignedCall(db, name);
      throw new AppError(401, 'INVALID_SIGNATURE', 'Assinatura do webhook inválida.');
    }
    // A signed delivery we cannot read is recorded (nothing of its body): the webhook's health.
    const refuse = async (error: AppError) => {
      await recordDelivery(db, { platform: name, result: 'invalid_body' });
      return Promise.reject(error);
    };
    let payload: Record<string, unknown>;
    try {
      // U+0000 cannot be stored in the audit trail (jsonb): it is dropped from the text.
      payload = parseJson(rawBody.replaceAll('\\u0000', '')) as Record<string, unknown>;
    } catch (err) {
      return refuse(err as AppError);
    }
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return refuse(
        new AppError(400, 'INVALID_JSON', 'O corpo do webhook precisa ser um objeto JSON.'),
      );
    }
    const event = platform.parse(payload, request);
    if (event === 'ping') return c.json({ ok: true });
    if (!event.eventId) {
      return refuse(new AppError(400, 'MISSING_EVENT_ID', 'O evento não tem identificador.'));
    }

    // A purchase that grants access mails the buyer a 'Criar minha senha' link: the mail is
    // queued in the transaction that activates the member, so neither commits without the other.
    const { result, activated } = await applyCheckoutEvent(
      db,
      {
        ...event,
        platform: name,
        allowedProduct: isAllowedProduct(event.productIds, platform.productIds?.(config)),
        payload: platform.storable ? platform.storable(payload) : payload,
      },
      (tx, emails) => deps.mail.enqueue(emails.map(offerAccess), tx),
    );
    if (activated.length > 0) deps.mail.wake();
    await recordDelivery(db, {
      platform: name,
      result,
      eventType: event.eventType,
      email: event.email,
    });
    const log = c.get('log');
    log.info(
      { platform: name, eventType: event.eventType, effect: event.effect, result },
      'checkout webhook',
    );
    return c.json({ ok: true, duplicate: result === 'duplicate', result });
  });
}

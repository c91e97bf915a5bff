import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { checkoutPlatforms } from './checkout-platforms.ts';
import { applyCheckoutEvent } from './store.ts';

/**
 * POST /api/webhooks/:platform: verified on the raw body, recorded once per event id, applied
 * to the buyer's membership. A platform without a configured secret does not exist (404).
 */
export function webhookRoutes(config: Config, db: Db): Hono<AppEnv> {
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
    if (!platform.verify(request, secret, Date.now())) {
      throw new AppError(401, 'INVALID_SIGNATURE', 'Assinatura do webhook inválida.');
    }
    let payload: Record<string, unknown>;
    try {
      // U+0000 cannot be stored in the audit trail (jsonb): it is dropped from the text.
      payload = JSON.parse(rawBody.replaceAll('\\u0000', '')) as Record<string, unknown>;
    } catch {
      throw new AppError(400, 'INVALID_JSON', 'O corpo do webhook não é um JSON válido.');
    }
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      throw new AppError(400, 'INVALID_JSON', 'O corpo do webhook precisa ser um objeto JSON.');
    }
    const event = platform.parse(payload);
    if (event === 'ping') return c.json({ ok: true });
    if (!event.eventId)
      throw new AppError(400, 'MISSING_EVENT_ID', 'O evento não tem identificador.');

    const applied = await applyCheckoutEvent(db, { ...event, platform: name, payload });
    c.get('log').info(
      { platform: name, eventType: event.eventType, action: event.action, applied },
      'checkout webhook',
    );
    return c.json({ ok: true, duplicate: !applied });
  });
}

import { createHmac, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { TestApp } from './test-app.ts';

/** The secrets the checkout tests configure. */
export const checkoutSecrets = {
  HOTMART_HOTTOK: 'hottok-de-teste',
  KIWIFY_TOKEN: 'kiwify-token',
  EDUZZ_SECRET: 'eduzz-secret',
  WEBHOOK_SECRET: `whsec_${Buffer.from('generic-secret-bytes').toString('base64')}`,
};

/** A purchase event as the tests describe it; each platform turns it into its own payload. */
export interface Sale {
  email: string;
  transaction: string;
  /** The platform's event time; defaults to now. */
  at?: Date;
  product?: string;
  subscription?: string;
  /** The buyer's name, as the platform sends it. */
  name?: string;
  /** The event id; a fresh one when absent. */
  id?: string;
}

export type Kind = 'approved' | 'refunded' | 'chargeback' | 'canceled';

interface Platform {
  payload(kind: Kind, sale: Sale): object;
  send(t: TestApp, payload: object, options?: { tamper?: boolean; id?: string }): Promise<Response>;
}

const kiwifyDate = (d: Date) =>
  // Kiwify writes local Brasília time without a zone: "2024-05-10 14:32:07".
  new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export const checkout: Record<'hotmart' | 'kiwify' | 'eduzz' | 'generic', Platform> = {
  hotmart: {
    payload: (kind, s) => ({
      id: s.id ?? randomUUID(),
      creation_date: (s.at ?? new Date()).getTime(),
      event: {
        approved: 'PURCHASE_APPROVED',
        refunded: 'PURCHASE_REFUNDED',
        chargeback: 'PURCHASE_CHARGEBACK',
        canceled: 'PURCHASE_CANCELED',
      }[kind],
      version: '2.0.0',
      data: {
        product: { id: Number(s.product ?? 1001), name: 'FechaZap' },
        buyer: { email: s.email, name: s.name },
        purchase: { transaction: s.transaction, status: kind.toUpperCase() },
        ...(s.subscription ? { subscription: { subscriber: { code: s.subscription } } } : {}),
      },
    }),
    send: (t, payload, o = {}) =>
      t.request('/api/webhooks/hotmart', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hotmart-hottok': o.tamper ? 'wrong' : checkoutSecrets.HOTMART_HOTTOK,
        },
        body: JSON.stringify(payload),
      }),
  },
  kiwify: {
    payload: (kind, s) => ({
      order_id: s.transaction,
      order_status: { approved: 'paid', refunded: 'refunded', chargeback: 'chargedback' }[
        kind as string
      ],
      webhook_event_type: {
        approved: 'order_approved',
        refunded: 'order_refunded',
        chargeback: 'chargeback',
      }[kind as string],
      updated_at: kiwifyDate(s.at ?? new Date()),
      Product: { product_id: s.product ?? 'prod-1001', product_name: 'FechaZap' },
      Customer: { email: s.email, full_name: s.name },
      ...(s.subscription ? { subscription_id: s.subscription } : {}),
    }),
    send: (t, payload, o = {}) => {
      const body = JSON.stringify(payload);
      const signature = createHmac('sha1', checkoutSecrets.KIWIFY_TOKEN).update(body).digest('hex');
      return t.request(`/api/webhooks/kiwify?signature=${signature}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: o.tamper ? body.replace('@', '+x@') : body,
      });
    },
  },
  eduzz: {
    payload: (kind, s) => ({
      id: s.id ?? randomUUID(),
      event: `myeduzz.invoice_${{ approved: 'paid', refunded: 'refunded', chargeback: 'chargeback', canceled: 'canceled' }[kind]}`,
      sentDate: (s.at ?? new Date()).toISOString(),
      data: {
        id: s.transaction,
        buyer: { email: s.email, name: s.name },
        items: [{ productId: s.product ?? 'edz-1001', name: 'FechaZap' }],
      },
    }),
    send: (t, payload, o = {}) => {
      const body = JSON.stringify(payload);
      const signature = createHmac('sha256', checkoutSecrets.EDUZZ_SECRET)
        .update(body)
        .digest('hex');
      return t.request('/api/webhooks/eduzz', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body: o.tamper ? body.replace('@', '+x@') : body,
      });
    },
  },
  /** Standard Webhooks, signed by the reference library; the message id travels in a header. */
  generic: {
    payload: (kind, s) => ({
      // Not part of the body: send() moves it into the webhook-id header.
      msgId: s.id ?? `msg_${randomUUID()}`,
      type: kind === 'approved' ? 'member.activated' : 'member.deactivated',
      timestamp: (s.at ?? new Date()).toISOString(),
      data: { email: s.email, name: s.name, transaction_id: s.transaction },
    }),
    send: (t, payload, o = {}) => {
      const { msgId, ...rest } = payload as { msgId: string };
      const body = JSON.stringify(rest);
      return t.request('/api/webhooks/generic', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signStandardWebhook(o.id ?? msgId, body),
        },
        body: o.tamper ? body.replace('@', '+x@') : body,
      });
    },
  },
};

export function signStandardWebhook(msgId: string, body: string, date = new Date()) {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(date.getTime() / 1000)),
    'webhook-signature': new Webhook(checkoutSecrets.WEBHOOK_SECRET).sign(msgId, date, body),
  };
}

/** Sends one event of a sale and answers the JSON the webhook returned. */
export async function deliver(
  t: TestApp,
  platform: keyof typeof checkout,
  kind: Kind,
  sale: Sale,
): Promise<{ ok: boolean; duplicate: boolean; result: string }> {
  const p = checkout[platform];
  const res = await p.send(t, p.payload(kind, sale));
  if (res.status !== 200) throw new Error(`${platform} ${kind}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { ok: boolean; duplicate: boolean; result: string };
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

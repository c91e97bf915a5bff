import { createHash, createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../config.ts';
import { firstTime, get, safeEqual, str } from './checkout-payload.ts';
import type { Effect, ParsedEvent } from './ledger.ts';

export { safeEqual } from './checkout-payload.ts';

/** What a platform's webhook request carries, for verification on the raw body. */
export interface WebhookRequest {
  rawBody: string;
  header(name: string): string | undefined;
  query(name: string): string | undefined;
}

type Payload = Record<string, unknown>;

export interface CheckoutPlatform {
  secret(config: Config): string | undefined;
  /** The product allow-list; undefined = every product. Absent for the generic platform. */
  productIds?(config: Config): string[] | undefined;
  /** True when the request is signed with the secret. Runs before the body is parsed. */
  verify(req: WebhookRequest, secret: string): boolean;
  parse(payload: Payload, req: WebhookRequest): ParsedEvent | 'ping';
  /** The payload as it may be stored: without any secret it carries. */
  storable?(payload: Payload): Payload;
}

const hmac = (algorithm: string, key: string | Buffer, data: string) =>
  createHmac(algorithm, key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/** Maps a platform's event type to what it does to its transaction; unlisted = record only. */
const effectOf = (table: Record<string, Effect>, type: string): Effect =>
  Object.hasOwn(table, type) ? table[type]! : 'none';

export const HOTMART_EFFECTS: Record<string, Effect> = {
  PURCHASE_APPROVED: 'live',
  PURCHASE_COMPLETE: 'live',
  PURCHASE_CANCELED: 'ended',
  PURCHASE_REFUNDED: 'refunded',
  PURCHASE_CHARGEBACK: 'chargeback',
  PURCHASE_PROTEST: 'dispute',
  SUBSCRIPTION_CANCELLATION: 'end_subscription',
};

const hotmart: CheckoutPlatform = {
  secret: (c) => c.HOTMART_HOTTOK,
  productIds: (c) => c.HOTMART_PRODUCT_IDS,
  verify(req, secret) {
    let token = req.header('x-hotmart-hottok');
    if (!token) {
      try {
        token = str((JSON.parse(req.rawBody) as Payload).hottok);
      } catch {
        return false;
      }
    }
    return token !== undefined && safeEqual(token, secret);
  },
  parse(p) {
    const eventType = str(p.event) ?? 'UNKNOWN';
    return {
      eventId: str(p.id) ?? '',
      eventType,
      email: str(get(p, 'data.buyer.email')) ?? str(get(p, 'data.subscriber.email')),
      name: str(get(p, 'data.buyer.name')),
      effect: effectOf(HOTMART_EFFECTS, eventType),
      transaction: str(get(p, 'data.purchase.transaction')),
      // Purchases carry the subscriber code under subscription; SUBSCRIPTION_CANCELLATION at the top.
      subscription:
        str(get(p, 'data.subscription.subscriber.code')) ?? str(get(p, 'data.subscriber.code')),
      productIds: [str(get(p, 'data.product.id'))],
      // creation_date: when Hotmart created this event (ms), kept when the event is re-sent.
      occurredAt: firstTime(
        p.creation_date,
        get(p, 'data.purchase.approved_date'),
        get(p, 'data.purchase.order_date'),
      ),
    };
  },
  // Hotmart v2 sends the account's hottok inside the body: it never reaches the database.
  storable: ({ hottok: _hottok, ...rest }) => rest,
};

export const KIWIFY_EFFECTS: Record<string, Effect> = {
  paid: 'live',
  refunded: 'refunded',
  chargedback: 'chargeback',
  subscription_canceled: 'end_subscription',
};

const kiwify: CheckoutPlatform = {
  secret: (c) => c.KIWIFY_TOKEN,
  productIds: (c) => c.KIWIFY_PRODUCT_IDS,
  verify(req, secret) {
    const signature = req.query('signature') ?? '';
    return safeEqual(signature, hmac('sha1', secret, req.rawBody).toString('hex'));
  },
  parse(p, req) {
    const status = str(p.order_status) ?? 'unknown';
    const eventType =
      str(p.webhook_event_type) === 'subscription_canceled' ? 'subscription_canceled' : status;
    const subscription = str(p.subscription_id) ?? str(get(p, 'Subscription.id'));
    const effect = effectOf(KIWIFY_EFFECTS, eventType);
    const order = str(p.order_id);
    return {
      // Kiwify sends no event id: one event per order and status; without an order, one per body
      // (a redelivery repeats it), so two order-less events of one type are not one.
      eventId: order ? `${order}:${eventType}` : `body:${sha256(req.rawBody)}`,
      eventType,
      email: str(get(p, 'Customer.email')),
      name: str(get(p, 'Customer.full_name')) ?? str(get(p, 'Customer.first_name')),
      effect: effect === 'end_subscription' && !subscription ? 'ended' : effect,
      transaction: order,
      subscription,
      productIds: [str(get(p, 'Product.product_id'))],
      // updated_at moves with each change of the order (a refund's time, not the sale's).
      occurredAt: firstTime(p.updated_at, p.approved_date, p.created_at),
    };
  },
};

export const EDUZZ_EFFECTS: Record<string, Effect> = {
  'myeduzz.invoice_paid': 'live',
  'myeduzz.invoice_canceled': 'ended',
  'myeduzz.invoice_refunded': 'refunded',
  'myeduzz.invoice_chargeback': 'chargeback',
};

const eduzz: CheckoutPlatform = {
  secret: (c) => c.EDUZZ_SECRET,
  productIds: (c) => c.EDUZZ_PRODUCT_IDS,
  verify(req, secret) {
    return safeEqual(
      req.header('x-signature') ?? '',
      hmac('sha256', secret, req.rawBody).toString('hex'),
    );
  },
  parse(p) {
    const eventType = str(p.event) ?? 'unknown';
    if (eventType === 'ping') return 'ping';
    const items = get(p, 'data.items');
    return {
      eventId: str(p.id) ?? '',
      eventType,
      email: str(get(p, 'data.buyer.email')),
      name: str(get(p, 'data.buyer.name')),
      effect: effectOf(EDUZZ_EFFECTS, eventType),
      // data.id is the invoice: each event of a sale names it.
      transaction: str(get(p, 'data.id')),
      subscription: undefined,
      productIds: [
        ...(Array.isArray(items) ? items.map((item) => str(get(item, 'productId'))) : []),
        str(get(p, 'data.product.id')),
      ],
      // sentDate belongs to the event; data.createdAt is the invoice's, shared by all its events.
      occurredAt: firstTime(p.sentDate, get(p, 'data.createdAt')),
    };
  },
};

/** Standard Webhooks, verified by the reference library: `whsec_` base64 secrets, or raw ones. */
const generic: CheckoutPlatform = {
  secret: (c) => c.WEBHOOK_SECRET,
  verify(req, secret) {
    const webhook = secret.startsWith('whsec_')
      ? new Webhook(secret)
      : new Webhook(secret, { format: 'raw' });
    const header = (name: string) => req.header(name) ?? '';
    try {
      webhook.verify(
        req.rawBody,
        {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        },
        { jsonParse: false },
      );
      return true;
    } catch {
      return false;
    }
  },
  parse(p, req) {
    const eventType = str(p.type) ?? 'unknown';
    // The spec's message id is the webhook-id header; the body has none.
    const messageId = req.header('webhook-id') ?? '';
    const email = str(get(p, 'data.email'));
    const transaction = str(get(p, 'data.transaction_id'));
    const deactivation = eventType === 'member.deactivated';
    return {
      eventId: messageId,
      eventType,
      email,
      name: str(get(p, 'data.name')),
      effect:
        eventType === 'member.activated'
          ? 'live'
          : deactivation && transaction
            ? 'ended'
            : deactivation
              ? 'end_subscription'
              : 'none',
      transaction: transaction ?? messageId,
      // Without a subscription id, a member's generic purchases form one subscription.
      subscription: str(get(p, 'data.subscription_id')) ?? email?.trim().toLowerCase(),
      productIds: [],
      occurredAt: firstTime(p.timestamp),
    };
  },
};

export const checkoutPlatforms: Record<string, CheckoutPlatform> = {
  hotmart,
  kiwify,
  eduzz,
  generic,
};

/** True when the event names a product of the allow-list (always, without one). */
export function isAllowedProduct(ids: Array<string | undefined>, allowed: string[] | undefined) {
  return allowed === undefined || ids.some((id) => id !== undefined && allowed.includes(id));
}

/** The start-up warnings: a platform that activates members for any product of its account. */
export function checkoutWarnings(config: Config): string[] {
  return Object.entries(checkoutPlatforms)
    .filter(([, p]) => p.productIds && p.secret(config) && !p.productIds(config))
    .map(
      ([name]) =>
        `${name.toUpperCase()}_PRODUCT_IDS is unset: a sale of ANY product on this ${name} account activates a member. Set it to FechaZap's product ids.`,
    );
}

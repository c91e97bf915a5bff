import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type { CheckoutEvent } from './store.ts';

/** What a platform's webhook request carries, for verification on the raw body. */
export interface WebhookRequest {
  rawBody: string;
  header(name: string): string | undefined;
  query(name: string): string | undefined;
}

type Parsed = Omit<CheckoutEvent, 'platform' | 'payload'>;

export interface CheckoutPlatform {
  secret(config: Config): string | undefined;
  /** True when the request is signed with the secret. Runs before the body is parsed. */
  verify(req: WebhookRequest, secret: string, now: number): boolean;
  parse(payload: Record<string, unknown>): Parsed | 'ping';
}

/** Constant-time string equality that does not leak the length either. */
export function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

const hmac = (algorithm: string, key: string | Buffer, data: string) =>
  createHmac(algorithm, key).update(data).digest();

function get(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      obj,
    );
}
const str = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;

function decide(type: string, activate: string[], deactivate: string[]): Parsed['action'] {
  if (activate.includes(type)) return 'activate';
  if (deactivate.includes(type)) return 'deactivate';
  return 'ignore';
}

const hotmart: CheckoutPlatform = {
  secret: (c) => c.HOTMART_HOTTOK,
  verify(req, secret) {
    let token = req.header('x-hotmart-hottok');
    if (!token) {
      try {
        token = str((JSON.parse(req.rawBody) as Record<string, unknown>).hottok);
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
      action: decide(
        eventType,
        ['PURCHASE_APPROVED', 'PURCHASE_COMPLETE'],
        [
          'PURCHASE_REFUNDED',
          'PURCHASE_CHARGEBACK',
          'PURCHASE_CANCELED',
          'SUBSCRIPTION_CANCELLATION',
        ],
      ),
    };
  },
};

const kiwify: CheckoutPlatform = {
  secret: (c) => c.KIWIFY_TOKEN,
  verify(req, secret) {
    const signature = req.query('signature') ?? '';
    return safeEqual(signature, hmac('sha1', secret, req.rawBody).toString('hex'));
  },
  parse(p) {
    const status = str(p.order_status) ?? 'unknown';
    const eventType =
      str(p.webhook_event_type) === 'subscription_canceled' ? 'subscription_canceled' : status;
    return {
      eventId: `${str(p.order_id) ?? ''}:${eventType}`,
      eventType,
      email: str(get(p, 'Customer.email')),
      action: decide(eventType, ['paid'], ['refunded', 'chargedback', 'subscription_canceled']),
    };
  },
};

const eduzz: CheckoutPlatform = {
  secret: (c) => c.EDUZZ_SECRET,
  verify(req, secret) {
    return safeEqual(
      req.header('x-signature') ?? '',
      hmac('sha256', secret, req.rawBody).toString('hex'),
    );
  },
  parse(p) {
    const eventType = str(p.event) ?? 'unknown';
    if (eventType === 'ping') return 'ping';
    return {
      eventId: str(p.id) ?? '',
      eventType,
      email: str(get(p, 'data.buyer.email')),
      action: decide(
        eventType,
        ['myeduzz.invoice_paid'],
        ['myeduzz.invoice_refunded', 'myeduzz.invoice_canceled'],
      ),
    };
  },
};

const TOLERANCE_SECONDS = 5 * 60;

/** Standard Webhooks: HMAC-SHA256 over `id.timestamp.body`, `v1,<base64>` signatures. */
const generic: CheckoutPlatform = {
  secret: (c) => c.WEBHOOK_SECRET,
  verify(req, secret, now) {
    const id = req.header('webhook-id');
    const timestamp = Number(req.header('webhook-timestamp'));
    const signatures = (req.header('webhook-signature') ?? '').split(' ');
    if (!id || !Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS)
      return false;
    const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : secret;
    const expected = hmac('sha256', key, `${id}.${timestamp}.${req.rawBody}`).toString('base64');
    return signatures.some((s) => s.startsWith('v1,') && safeEqual(s.slice(3), expected));
  },
  parse(p) {
    const eventType = str(p.type) ?? 'unknown';
    return {
      eventId: str(p.id) ?? '',
      eventType,
      email: str(get(p, 'data.email')),
      action: decide(eventType, ['member.activated'], ['member.deactivated']),
    };
  },
};

export const checkoutPlatforms: Record<string, CheckoutPlatform> = {
  hotmart,
  kiwify,
  eduzz,
  generic,
};

import { createPublicKey } from 'node:crypto';
import { Hono } from 'hono';
import {
  pushEndpointInput,
  pushSubscriptionInput,
  type PushSubscriptionInput,
} from '#shared/push-schema.ts';
import type { PushKeyAnswer, PushSubscriptionAnswer } from '#shared/push.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { memberTimeZone } from '../http/member-day.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { deleteSubscription, saveSubscription, subscriptionHour } from './store.ts';
import { vapidFor } from './vapid.ts';

// The push services of the browsers that can subscribe (Chrome and Edge's FCM, Firefox's
// autopush, Windows' WNS, Safari's APNs web push). The server posts to the endpoint a member
// gives, so anything else (a private address, a metadata service, another port) is refused.
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^[\w-]+\.push\.services\.mozilla\.com$/,
  /^[\w.-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /^[\w-]+\.push\.apple\.com$/,
];

/** Only a known push service over https on 443; outside production a local one (the tests'). */
function checkEndpoint(config: Config, endpoint: string): void {
  const { protocol, hostname, port } = new URL(endpoint);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  const known =
    protocol === 'https:' && port === '' && PUSH_SERVICES.some((host) => host.test(hostname));
  if (known || (config.NODE_ENV !== 'production' && local)) return;
  throw new AppError(
    400,
    'VALIDATION_ERROR',
    'Este navegador não aceita notificações.',
    'subscription.endpoint',
  );
}

/** The bytes of canonical base64url (padding allowed), or undefined. */
function base64urlBytes(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text.replace(/(?<!=)=+$/, '') ? bytes : undefined;
}

/** A point of P-256, as Node reads a public key: one off the curve is refused. */
function onP256(point: Buffer): boolean {
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  try {
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The keys the payload is encrypted with (RFC 8291): p256dh an uncompressed P-256 point (65
 * bytes, 0x04 first), auth a 16-byte secret; both base64url.
 */
function checkKeys({ p256dh, auth }: PushSubscriptionInput['subscription']['keys']): void {
  const invalid = (field: string) =>
    new AppError(400, 'VALIDATION_ERROR', 'Chave de notificação inválida.', field);
  const point = base64urlBytes(p256dh);
  if (point?.length !== 65 || point[0] !== 4 || !onP256(point)) {
    throw invalid('subscription.keys.p256dh');
  }
  if (base64urlBytes(auth)?.length !== 16) throw invalid('subscription.keys.auth');
}

/** /api/push: the follow-up reminder of this browser (decision 011). */
export function pushRoutes(db: Db, config: Config): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/key', (c) => c.json<PushKeyAnswer>({ publicKey: vapidFor(config).publicKey }))
    .get('/subscription', async (c) => {
      const { endpoint } = parseQuery(c, pushEndpointInput);
      const hour = await subscriptionHour(db, c.get('user').id, endpoint);
      return c.json<PushSubscriptionAnswer>({ hour });
    })
    .post('/subscription', async (c) => {
      const input = await parseBody(c, pushSubscriptionInput);
      checkEndpoint(config, input.subscription.endpoint);
      checkKeys(input.subscription.keys);
      await saveSubscription(db, c.get('user').id, input, memberTimeZone(c));
      return c.json<PushSubscriptionAnswer>({ hour: input.hour });
    })
    .delete('/subscription', async (c) => {
      const { endpoint } = await parseBody(c, pushEndpointInput);
      if (!(await deleteSubscription(db, c.get('user').id, endpoint))) throw notFound();
      return c.body(null, 204);
    });
}

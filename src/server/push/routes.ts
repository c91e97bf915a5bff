import { Hono } from 'hono';
import {
  pushEndpointInput,
  pushSubscriptionInput,
  type PushKeyAnswer,
  type PushSubscriptionAnswer,
} from '#shared/push.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
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
      await saveSubscription(db, c.get('user').id, input);
      return c.json<PushSubscriptionAnswer>({ hour: input.hour });
    })
    .delete('/subscription', async (c) => {
      const { endpoint } = await parseBody(c, pushEndpointInput);
      if (!(await deleteSubscription(db, c.get('user').id, endpoint))) throw notFound();
      return c.body(null, 204);
    });
}

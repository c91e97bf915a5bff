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

/**
 * The server posts to the endpoint a member gives: only to a push service over https. Outside
 * production a local one over http too (the tests' push service).
 */
function checkEndpoint(config: Config, endpoint: string): void {
  const { protocol, hostname } = new URL(endpoint);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  if (protocol === 'https:' || (config.NODE_ENV !== 'production' && local)) return;
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

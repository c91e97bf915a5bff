import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { createSendToken, revokeSendToken, sendTokenStatus } from './send-tokens.ts';

/** /api/account/send-token, behind requireMember: the member's token for the iPhone Shortcut. */
export function sendTokenRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await sendTokenStatus(db, c.get('user').id)))
    .post('/', async (c) => c.json({ token: await createSendToken(db, c.get('user').id) }, 201))
    .delete('/', async (c) => {
      await revokeSendToken(db, c.get('user').id);
      return c.body(null, 204);
    });
}

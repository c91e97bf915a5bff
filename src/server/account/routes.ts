import { Hono } from 'hono';
import { updateMeSchema } from '#shared/auth-schema.ts';
import { requireMember, requireSession } from '../auth/session.ts';
import type { Auth } from '../auth/auth.ts';
import { clearSessionCache } from '../auth/session-cache.ts';
import { setDisplayName } from '../auth/store.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody } from '../http/validate.ts';
import { meOf } from './me.ts';

/**
 * GET /api/me answers inactive members too (membershipActive: false), so the client can show
 * the suspended screen; PATCH /api/me, the display name, is for active members only.
 */
export function accountRoutes(auth: Auth, db: Db, config: Config): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', requireSession(auth, db), async (c) => c.json(await meOf(db, config, c.get('user'))))
    .patch('/', requireMember(auth, db), async (c) => {
      const { displayName } = await parseBody(c, updateMeSchema);
      await setDisplayName(db, c.get('user').id, displayName);
      clearSessionCache(); // the cached session carries the name
      return c.json({ displayName });
    });
}

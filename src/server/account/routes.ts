import { Hono } from 'hono';
import type { Me } from '#shared/auth.ts';
import { updateMeSchema } from '#shared/auth-schema.ts';
import { requireMember, requireSession } from '../auth/session.ts';
import type { Auth } from '../auth/auth.ts';
import { clearSessionCache } from '../auth/session-cache.ts';
import { setDisplayName } from '../auth/store.ts';
import { isAdmin } from '../admin/members-store.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody } from '../http/validate.ts';
import { isActiveMember } from '../members/store.ts';

/**
 * GET /api/me answers inactive members too (membershipActive: false), so the client can show
 * the suspended screen; PATCH /api/me, the display name, is for active members only.
 */
export function accountRoutes(auth: Auth, db: Db, config: Config): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', requireSession(auth, db), async (c) => {
      const user = c.get('user');
      const me: Me = {
        id: user.id,
        email: user.email,
        displayName: user.name,
        membershipActive: await isActiveMember(db, user.email),
        isAdmin: await isAdmin(db, config.ADMIN_EMAILS, user.email),
      };
      return c.json(me);
    })
    .patch('/', requireMember(auth, db), async (c) => {
      const { displayName } = await parseBody(c, updateMeSchema);
      await setDisplayName(db, c.get('user').id, displayName);
      clearSessionCache(); // the cached session carries the name
      return c.json({ displayName });
    });
}

import { Hono } from 'hono';
import { reactivationActionSchema } from '#shared/reactivation-schema.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { memberClock } from '../http/member-day.ts';
import { parseBody } from '../http/validate.ts';
import { actOnReactivation, undoReactivation } from './store.ts';

/** Under /api/customers/:id: what the member did with a customer 'Reativar' listed, and Desfazer. */
export function reactivationRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/:id/reactivation', async (c) => {
      const id = idParam(c);
      const action = await parseBody(c, reactivationActionSchema);
      const userId = c.get('user').id;
      await db.transaction((tx) => actOnReactivation(tx, userId, id, action, memberClock(c)));
      return c.body(null, 204);
    })
    .post('/:id/reactivation/undo', async (c) => {
      const id = idParam(c);
      const userId = c.get('user').id;
      await db.transaction((tx) => undoReactivation(tx, userId, id));
      return c.body(null, 204);
    });
}

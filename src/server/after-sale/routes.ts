import { Hono } from 'hono';
import { afterSaleActionSchema, afterSaleUndoSchema } from '#shared/after-sale-schema.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { memberTimeZone, memberToday } from '../http/member-day.ts';
import { parseBody } from '../http/validate.ts';
import { actOnStep, undoStep } from './store.ts';

/**
 * Under /api/customers/:id: what the member did with the after-sale step Hoje showed (sent,
 * skipped, put off three days) and its Desfazer.
 */
export function afterSaleRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/:id/after-sale', async (c) => {
      const id = idParam(c);
      const action = await parseBody(c, afterSaleActionSchema);
      const day = { today: memberToday(c), timeZone: memberTimeZone(c) };
      const userId = c.get('user').id;
      await db.transaction((tx) => actOnStep(tx, userId, id, action, day));
      return c.body(null, 204);
    })
    .post('/:id/after-sale/undo', async (c) => {
      const id = idParam(c);
      const { step, saleAt } = await parseBody(c, afterSaleUndoSchema);
      const userId = c.get('user').id;
      await db.transaction((tx) => undoStep(tx, userId, id, step, saleAt));
      return c.body(null, 204);
    });
}

import { Hono } from 'hono';
import { followUpSentSchema } from '#shared/today-schema.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { memberToday } from '../http/member-day.ts';
import { parseBody } from '../http/validate.ts';
import { recordFollowUp, startCadence, undoFollowUp } from './store.ts';

/**
 * Under /api/customers/:id: a follow-up sent from Hoje (and its Desfazer), and the cadence
 * started for a customer without a next step.
 */
export function followUpRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/:id/follow-ups', async (c) => {
      const id = idParam(c);
      const { text } = await parseBody(c, followUpSentSchema);
      const today = memberToday(c);
      const userId = c.get('user').id;
      return c.json(await db.transaction((tx) => recordFollowUp(tx, userId, id, text, today)));
    })
    .delete('/:id/follow-ups/:eventId', async (c) => {
      const id = idParam(c);
      const eventId = idParam(c, 'eventId');
      const userId = c.get('user').id;
      await db.transaction((tx) => undoFollowUp(tx, userId, id, eventId));
      return c.body(null, 204);
    })
    .post('/:id/cadence', async (c) => {
      const id = idParam(c);
      const userId = c.get('user').id;
      const today = memberToday(c);
      return c.json(await db.transaction((tx) => startCadence(tx, userId, id, today)));
    });
}

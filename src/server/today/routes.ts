import { Hono } from 'hono';
import { withoutNextStepQuery } from '#shared/today-schema.ts';
import type { TodayAnswer } from '#shared/today.ts';
import type { AiEngine } from '../ai/engine.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { memberClock, memberTimeZone, memberToday } from '../http/member-day.ts';
import { parseQuery } from '../http/validate.ts';
import { dueFollowUps, withoutNextStep } from './store.ts';
import { dueAfterSale } from '../after-sale/store.ts';
import { dueReactivations } from '../reactivation/store.ts';

/**
 * GET /api/today ('Hoje'): the follow-ups due on the member's own day, each with the message
 * for its phase and attempt, the first page of the open customers without a next step, and the
 * after-sale steps due (decision 038) and the customers to reactivate (decision 039);
 * GET /api/today/without-next-step?offset= the pages after it.
 */
export function todayRoutes(db: Db, engine: AiEngine): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const userId = c.get('user').id;
      const day = { today: memberToday(c), timeZone: memberTimeZone(c) };
      const answer: TodayAnswer = {
        followUps: await dueFollowUps(db, engine, c.get('log'), userId, day),
        withoutNextStep: await withoutNextStep(db, userId),
        afterSale: await dueAfterSale(db, userId, day, { writer: engine, log: c.get('log') }),
        reactivate: await dueReactivations(db, userId, memberClock(c), {
          writer: engine,
          log: c.get('log'),
        }),
      };
      return c.json(answer);
    })
    .get('/without-next-step', async (c) => {
      const { offset } = parseQuery(c, withoutNextStepQuery);
      return c.json(await withoutNextStep(db, c.get('user').id, offset));
    });
}

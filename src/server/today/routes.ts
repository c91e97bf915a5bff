import { Hono } from 'hono';
import { todayQuery } from '#shared/today-schema.ts';
import type { TodayAnswer } from '#shared/today.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseQuery } from '../http/validate.ts';
import { dueFollowUps } from './store.ts';

/** GET /api/today?today=YYYY-MM-DD: the follow-ups due, each with its message ('Hoje'). */
export function todayRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { today } = parseQuery(c, todayQuery);
    const answer: TodayAnswer = { followUps: await dueFollowUps(db, c.get('user').id, today) };
    return c.json(answer);
  });
}

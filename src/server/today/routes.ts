import { Hono } from 'hono';
import type { TodayAnswer } from '#shared/today.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { memberToday } from '../http/member-day.ts';
import { dueFollowUps } from './store.ts';

/** GET /api/today: the follow-ups due on the member's own day, each with its message ('Hoje'). */
export function todayRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const today = memberToday(c);
    const answer: TodayAnswer = { followUps: await dueFollowUps(db, c.get('user').id, today) };
    return c.json(answer);
  });
}

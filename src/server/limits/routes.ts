import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { memberToday } from '../http/member-day.ts';
import { defaultLimits, getLimits, type DailyLimits } from './store.ts';

/** GET /api/limits: the usage of the member's own day, the counters the UI shows. */
export const limitsRoutes = (db: Db, limits: DailyLimits = defaultLimits) =>
  new Hono<AppEnv>().get('/', async (c) =>
    c.json(await getLimits(db, c.get('user').id, memberToday(c), limits)),
  );

import { Hono } from 'hono';
import { resultsQuery } from '#shared/results-schema.ts';
import { dayIn } from '#shared/time-zone.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { memberTimeZone } from '../http/member-day.ts';
import { parseQuery } from '../http/validate.ts';
import { results } from './store.ts';

/**
 * GET /api/results?period=month|30|90: the 'Resultados' figures, the days counted on the
 * member's calendar (the zone of their `tz` cookie).
 */
export function resultsRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { period } = parseQuery(c, resultsQuery);
    const timeZone = memberTimeZone(c);
    return c.json(await results(db, c.get('user').id, period, dayIn(timeZone), timeZone));
  });
}

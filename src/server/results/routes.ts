import { Hono } from 'hono';
import { resultsQuery } from '#shared/results-schema.ts';
import { timeZoneFromCookie } from '#shared/time-zone.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseQuery } from '../http/validate.ts';
import { results } from './store.ts';

/**
 * GET /api/results?period=month|30|90&today=YYYY-MM-DD: the 'Resultados' figures, the days
 * counted on the member's calendar (`today`, and the zone of the `tz_offset` cookie).
 */
export function resultsRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { period, today } = parseQuery(c, resultsQuery);
    const timeZone = timeZoneFromCookie(c.req.header('cookie') ?? '');
    return c.json(await results(db, c.get('user').id, period, today, timeZone));
  });
}

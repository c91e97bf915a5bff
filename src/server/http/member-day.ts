import type { Context } from 'hono';
import { dayIn, timeZoneFromCookie } from '#shared/time-zone.ts';

/** The member's time zone, from the request's `tz` cookie (the default one without it). */
export const memberTimeZone = (c: Context) => timeZoneFromCookie(c.req.header('cookie') ?? '');

/** The member's own calendar day, 'YYYY-MM-DD', in their zone: 'today' is never asked for. */
export const memberToday = (c: Context) => dayIn(memberTimeZone(c));

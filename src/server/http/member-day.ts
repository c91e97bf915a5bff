import type { Context } from 'hono';
import { dayIn, timeZoneFromCookie } from '#shared/time-zone.ts';

/** The member's time zone, from the request's `tz` cookie (the default one without it). */
export const memberTimeZone = (c: Context) => timeZoneFromCookie(c.req.header('cookie') ?? '');

/** The member's own calendar day, 'YYYY-MM-DD', in their zone: 'today' is never asked for. */
export const memberToday = (c: Context) => dayIn(memberTimeZone(c));

/** The member's clock: the moment (JavaScript's, so a test can set it), their day and zone. */
export interface MemberClock {
  now: Date;
  today: string;
  timeZone: string;
}

export const memberClock = (c: Context): MemberClock => ({
  now: new Date(),
  today: memberToday(c),
  timeZone: memberTimeZone(c),
});

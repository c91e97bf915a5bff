/**
 * The member's time zone, as the browser tells the server in a cookie (its UTC offset in
 * minutes, Date#getTimezoneOffset: 180 in Brasília), so a page rendered by the server shows the
 * same days and hours the browser will.
 */
export const TZ_OFFSET_COOKIE = 'tz_offset';

/** Where most members are; the zone of a first visit, before the browser has said. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * A TZ value for the offset in the Cookie header: 'Etc/GMT+3' for 180 (the Etc zones' sign is
 * inverted), the default zone without the cookie. Brazil keeps one offset all year; an offset
 * that is not whole hours has no Etc zone and gets the default too.
 */
export function timeZoneFromCookie(cookieHeader: string): string {
  const match = new RegExp(`(?:^|;\\s*)${TZ_OFFSET_COOKIE}=(-?\\d{1,4})(?:;|$)`).exec(cookieHeader);
  const minutes = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(minutes) || minutes % 60 !== 0 || Math.abs(minutes) > 14 * 60) {
    return DEFAULT_TIME_ZONE;
  }
  const hours = minutes / 60;
  return hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '+' : '-'}${Math.abs(hours)}`;
}

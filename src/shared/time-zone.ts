/**
 * The member's time zone, an IANA name ('America/Sao_Paulo'), as the browser tells the server
 * in a cookie: the server counts the member's calendar days in it (their "today") and renders
 * their pages with the days and hours the browser shows.
 */
export const TIME_ZONE_COOKIE = 'tz';

/** Where most members are; the zone of a first visit, before the browser has said. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Zones checked already, by their canonical names only (a bounded set). */
const canonical = new Set<string>();

/**
 * The zone's canonical name if the platform knows it ('america/sao_paulo' gives
 * 'America/Sao_Paulo'), else null. Names only: an offset such as '+05:30' is refused, as
 * PostgreSQL reads the sign of such a zone the other way round.
 */
export function knownTimeZone(zone: string): string | null {
  if (canonical.has(zone)) return zone;
  if (zone.length > 64 || !/^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/.test(zone)) return null;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    canonical.add(name);
    return name;
  } catch {
    return null;
  }
}

/** The zone in the Cookie header, the default one when it is absent or not a zone. */
export function timeZoneFromCookie(cookieHeader: string): string {
  const match = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`).exec(cookieHeader);
  let zone: string | null = null;
  try {
    zone = match ? knownTimeZone(decodeURIComponent(match[1]!.trim())) : null;
  } catch {
    // Not URI-encoded text: not a zone this app wrote.
  }
  return zone ?? DEFAULT_TIME_ZONE;
}

/** The Set-Cookie / document.cookie text that remembers a zone for a year. */
export const timeZoneCookie = (zone: string) =>
  `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day in a zone as 'YYYY-MM-DD'. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A day in milliseconds, for whole days between two moments. */
export const DAY_MS = 86_400_000;

/** The calendar day `days` after a 'YYYY-MM-DD' day (or a timestamp's first ten), as 'YYYY-MM-DD'. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

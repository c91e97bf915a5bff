import { lightFormat, parseISO } from 'date-fns';
import { createContext, useContext } from 'react';
import { groupDigits } from '#shared/money.ts';
import { dayIn, DEFAULT_TIME_ZONE, knownTimeZone } from '#shared/time-zone.ts';

// pt-BR dates, each formatted in a zone given explicitly: an instant (a timestamp) in the
// member's zone; a calendar day ('YYYY-MM-DD', a follow-up's date) is the same day in every
// zone, so it is written from its text or formatted in UTC, never converted. No server code
// follows the runtime's own zone (process.env.TZ): the server renders each member in theirs.

export { formatBRL } from '#shared/money.ts';

/**
 * The zone dates are shown in: an IANA name, or null for this browser's own zone, which is the
 * member's by definition (their `tz` cookie is written from it). Null is formatted with the
 * Date's local fields, without Intl: a page's first Intl call costs about 90 ms of a phone's
 * main thread (4× CPU). Never null on the server: its render provides the member's zone.
 */
export type DisplayZone = string | null;

/** The member's zone: the server's render provides their `tz` cookie's; the browser its own. */
export const TimeZone = createContext<DisplayZone>(null);

/** This browser's IANA zone (the default one if the platform names none it knows). */
export const browserTimeZone = () =>
  knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? DEFAULT_TIME_ZONE;

export const useTimeZone = () => useContext(TimeZone);

/** The member's own calendar day, 'YYYY-MM-DD'. */
export const useMemberDay = () => memberDay(useTimeZone());

/** Today's calendar day in a zone, 'YYYY-MM-DD'. */
export const memberDay = (zone: DisplayZone, now = new Date()) =>
  zone ? dayIn(zone, now) : toDateOnly(now);

/** A pt-BR Intl formatter for a zone, made on first use and once per zone. */
export function zonedFormat(options: Intl.DateTimeFormatOptions) {
  const byZone = new Map<DisplayZone, Intl.DateTimeFormat>();
  return (zone: DisplayZone) => {
    let formatter = byZone.get(zone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('pt-BR', zone ? { ...options, timeZone: zone } : options);
      byZone.set(zone, formatter);
    }
    return formatter;
  };
}

const shortDate = zonedFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const longDate = zonedFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const time = zonedFormat({ hour: '2-digit', minute: '2-digit' });

/** A count and its noun in agreement: '1 cliente', '1.200 clientes' (without Intl, as formatBRL). */
export const plural = (n: number, one: string, many: string) =>
  `${groupDigits(n)} ${n === 1 ? one : many}`;

/** A calendar day ('YYYY-MM-DD', or a timestamp's first ten) as the instant of its UTC midnight. */
export const dayAsUtc = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

export { addDays } from '#shared/time-zone.ts';

/** A local Date's calendar day as 'YYYY-MM-DD' (the date picker's days are local). */
export const toDateOnly = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** The calendar day of a 'YYYY-MM-DD' at local midnight (the date picker's days are local). */
export const fromDateOnly = (day: string): Date => parseISO(day.slice(0, 10));

/** An instant's day in a zone: '21/11/2026' */
export const formatShortDate = (at: Date, zone: DisplayZone) =>
  zone ? shortDate(zone).format(at) : lightFormat(at, 'dd/MM/yyyy');

/** An instant's time in a zone: '14:05' */
export const formatTime = (at: Date, zone: DisplayZone) =>
  zone ? time(zone).format(at) : lightFormat(at, 'HH:mm');

/** A calendar day: '21 de novembro de 2026' (the spec's pt-BR long format) */
export const formatLongDay = (day: string) => longDate('UTC').format(dayAsUtc(day));

/**
 * The day of a last contact (`data_contato`), 'YYYY-MM-DD', on the member's calendar: an instant
 * (a message sent, a move) is their day in their zone; a day the seller picked is stored as its
 * noon UTC, the same day in every zone from UTC−11 to UTC+11, and one picked before (stored
 * as its UTC midnight, exactly) is that day as written.
 */
export const contactDay = (stored: string, zone: DisplayZone) =>
  stored.length === 10 || stored.endsWith('T00:00:00.000Z')
    ? stored.slice(0, 10)
    : memberDay(zone, new Date(stored));

/** A calendar day ('YYYY-MM-DD', or a timestamp's first ten) as written: '21/11/2026'. */
export const formatContactDate = (stored: string) =>
  stored.slice(0, 10).split('-').reverse().join('/');

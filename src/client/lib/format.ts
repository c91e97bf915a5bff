import { lightFormat, parseISO } from 'date-fns';
import { createContext, useContext } from 'react';
import { dayIn, DEFAULT_TIME_ZONE, knownTimeZone } from '#shared/time-zone.ts';

// pt-BR dates, in an explicit zone: an instant (a timestamp) is shown in the member's zone;
// a calendar day ('YYYY-MM-DD', a follow-up's date) is the same day in every zone, so it is
// written from its text or formatted in UTC, never converted. Nothing here follows the
// runtime's own zone (process.env.TZ), so the server renders each member in theirs.

export { formatBRL } from '#shared/money.ts';

/**
 * The member's zone: the server's render provides the one of their `tz` cookie; in the
 * browser, without a provider, it is the browser's own.
 */
export const TimeZone = createContext<string | null>(null);

let ownZone: string | undefined;
/** This browser's zone (the default one if the platform names none it knows). */
export const browserTimeZone = () =>
  (ownZone ??=
    knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? DEFAULT_TIME_ZONE);

export const useTimeZone = () => useContext(TimeZone) ?? browserTimeZone();

/** The member's own calendar day, 'YYYY-MM-DD'. */
export const useMemberDay = () => dayIn(useTimeZone());

/** A pt-BR Intl formatter for a zone, made on first use and once per zone. */
export function zonedFormat(options: Intl.DateTimeFormatOptions) {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let formatter = byZone.get(timeZone);
    if (!formatter)
      byZone.set(
        timeZone,
        (formatter = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone })),
      );
    return formatter;
  };
}

const shortDate = zonedFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const longDate = zonedFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** A calendar day ('YYYY-MM-DD', or a timestamp's first ten) as the instant of its UTC midnight. */
export const dayAsUtc = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** The calendar day `days` after `day`, as 'YYYY-MM-DD'. */
export const addDays = (day: string, days: number) =>
  new Date(dayAsUtc(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A local Date's calendar day as 'YYYY-MM-DD' (the date picker's days are local). */
export const toDateOnly = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** The calendar day of a 'YYYY-MM-DD' at local midnight (the date picker's days are local). */
export const fromDateOnly = (day: string): Date => parseISO(day.slice(0, 10));

/** An instant's day in a zone: '21/11/2026' */
export const formatShortDate = (at: Date, timeZone: string) => shortDate(timeZone).format(at);

/** A calendar day: '21 de novembro de 2026' (the spec's pt-BR long format) */
export const formatLongDay = (day: string) => longDate('UTC').format(dayAsUtc(day));

/** A timestamp or date-only as stored: the calendar day the seller picked, '21/11/2026'. */
export const formatContactDate = (stored: string) =>
  stored.slice(0, 10).split('-').reverse().join('/');

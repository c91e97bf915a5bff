import { lightFormat, parseISO } from 'date-fns';

// pt-BR dates with the platform's Intl, which knows the month names without a locale bundle;
// date-fns for reading and writing calendar days.

const shortDate = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export { formatBRL } from '#shared/money.ts';

/** The calendar day of a 'YYYY-MM-DD' (or a timestamp's first ten), at local midnight. */
export const fromDateOnly = (value: string): Date => parseISO(value.slice(0, 10));

/** A local Date's calendar day as 'YYYY-MM-DD'. */
export const toDateOnly = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** '21/11/2026' */
export const formatShortDate = (date: Date) => shortDate.format(date);

/** '21 de novembro de 2026' (the spec's pt-BR long format) */
export const formatLongDate = (date: Date) => longDate.format(date);

/** A timestamp or date-only as stored: the calendar day the seller picked. */
export const formatContactDate = (iso: string) => formatShortDate(fromDateOnly(iso));

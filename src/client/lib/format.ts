import { lightFormat, parseISO } from 'date-fns';

// pt-BR dates. Short dates with date-fns (no Intl: a page's first Intl formatter costs tens of
// milliseconds of the phone's main thread); month names with the platform's Intl, which knows
// them without a locale bundle.

export { formatBRL } from '#shared/money.ts';

/**
 * An Intl formatter, made on first use and once per time zone: the server renders each
 * member's page in the member's zone (process.env.TZ), and a formatter keeps the zone it was
 * made in.
 */
export function intlFormatter<F>(make: () => F): () => F {
  const byZone = new Map<string, F>();
  return () => {
    const zone = globalThis.process?.env.TZ ?? '';
    let formatter = byZone.get(zone);
    if (!formatter) byZone.set(zone, (formatter = make()));
    return formatter;
  };
}

const longDate = intlFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** The calendar day of a 'YYYY-MM-DD' (or a timestamp's first ten), at local midnight. */
export const fromDateOnly = (value: string): Date => parseISO(value.slice(0, 10));

/** A local Date's calendar day as 'YYYY-MM-DD'. */
export const toDateOnly = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** '21/11/2026' */
export const formatShortDate = (date: Date) => lightFormat(date, 'dd/MM/yyyy');

/** '21 de novembro de 2026' (the spec's pt-BR long format) */
export const formatLongDate = (date: Date) => longDate().format(date);

/** A timestamp or date-only as stored: the calendar day the seller picked. */
export const formatContactDate = (iso: string) => formatShortDate(fromDateOnly(iso));

// pt-BR formatting with the platform's Intl, so no date library rides along with the pages.

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

/** A date-only 'YYYY-MM-DD' as a local Date (not shifted by the time zone). */
export function fromDateOnly(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toDateOnly = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** '21/11/2026' */
export const formatShortDate = (date: Date) => shortDate.format(date);

/** '21 de novembro de 2026' (the spec's pt-BR long format) */
export const formatLongDate = (date: Date) => longDate.format(date);

/** A timestamp or date-only as stored: the calendar day the seller picked. */
export const formatContactDate = (iso: string) => formatShortDate(fromDateOnly(iso));

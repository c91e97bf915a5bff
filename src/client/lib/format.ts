import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 1234.5 → 'R$ 1.234,50' */
export const formatBRL = (value: number) => brl.format(value);

/** A date-only 'YYYY-MM-DD' as a local Date (not shifted by the time zone). */
export function fromDateOnly(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export const toDateOnly = (date: Date) => format(date, 'yyyy-MM-dd');

/** '21/11/2026' */
export const formatShortDate = (date: Date) => format(date, 'dd/MM/yyyy', { locale: ptBR });

/** '21 de novembro de 2026' (the spec's pt-BR long format) */
export const formatLongDate = (date: Date) =>
  format(date, "d 'de' MMMM 'de' yyyy", { locale: ptBR });

/** A timestamp or date-only as stored: the calendar day the seller picked. */
export const formatContactDate = (iso: string) => formatShortDate(fromDateOnly(iso));

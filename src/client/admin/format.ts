import { formatDistanceToNow, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useTimeZone, zonedFormat, type DisplayZone } from '../lib/format.ts';

const dateTime = zonedFormat({ dateStyle: 'short', timeStyle: 'short' });
const date = zonedFormat({ dateStyle: 'short' });

/** 'há 3 dias' */
export const timeAgo = (iso: string) =>
  formatDistanceToNow(parseISO(iso), { addSuffix: true, locale: ptBR });

/** '21/11/2026 14:05', in a zone */
export const formatDateTime = (iso: string, timeZone: DisplayZone) =>
  dateTime(timeZone).format(parseISO(iso));

/** '21/11/2026', in a zone */
export const formatDate = (iso: string, timeZone: DisplayZone) =>
  date(timeZone).format(parseISO(iso));

/** formatDateTime in the zone of the page (the admin's own). */
export function useFormatDateTime() {
  const timeZone = useTimeZone();
  return (iso: string) => formatDateTime(iso, timeZone);
}

export { plural } from '../lib/format.ts';

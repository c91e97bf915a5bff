import { formatDistanceToNow, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { intlFormatter } from '../lib/format.ts';

const dateTime = intlFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
);
const date = intlFormatter(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }));

/** 'há 3 dias' */
export const timeAgo = (iso: string) =>
  formatDistanceToNow(parseISO(iso), { addSuffix: true, locale: ptBR });

/** '21/11/2026 14:05' */
export const formatDateTime = (iso: string) => dateTime().format(parseISO(iso));

/** '21/11/2026' */
export const formatDate = (iso: string) => date().format(parseISO(iso));

/** '1 membro', '12 membros' */
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

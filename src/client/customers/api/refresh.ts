import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Customer } from '#shared/customers.ts';
import { conversationKeys } from '../../conversations/api/share-keys.ts';
import { resultsKeys } from '../../results/api/get-results.ts';
import { todayKeys } from '../../today/api/get-today.ts';
import { customerKeys } from './board-keys.ts';

/**
 * The refresh map: every cached query that shows customers, outside a customer's own dialog.
 * A change to any customer reaches them all; what is on screen is read again at once, the
 * rest when it is shown next (whatever its staleTime).
 */
const lists = {
  /** The board's columns, every page they hold, for every filter. */
  columns: customerKeys.columns,
  /** The board's counts and totals per phase, and /inicio's 'has customers' (under the same key). */
  summaries: customerKeys.summaries,
  /** The message picker's searches ('Enviar no WhatsApp'). */
  search: customerKeys.list,
  /** Hoje: the follow-ups due, 'Sem próximo passo' and its further pages. */
  today: todayKeys.all,
  /** Resultados, every period. */
  results: resultsKeys.all,
} satisfies Record<string, QueryKey>;

export type CustomerList = keyof typeof lists;

export interface CustomerChange {
  /** The customer changed; none for a change to many at once (an import, contacts added). */
  id?: string;
  /** The row the server answered: the customer's dialog shows it without asking again. */
  saved?: Customer;
  /** The customer is gone: its dialog's queries are dropped, not read again. */
  deleted?: boolean;
  /**
   * Lists only marked stale, read again when next shown: the change's own optimistic edit
   * already shows them (a card dropped on the board), or a change still in flight would have
   * its optimistic edit overwritten (the last one to settle reads them).
   */
  later?: readonly CustomerList[];
}

/**
 * After any change to customers: the board (its first answer, columns, counts, searches),
 * Hoje, Resultados and the changed customer's dialog (the customer, its history, its Pix
 * charges under the same key, its conversation). Every customer mutation calls this once it
 * settles; the promise ends when what is on screen has been read again.
 */
export function refreshCustomers(
  queryClient: QueryClient,
  { saved, id = saved?.id, deleted = false, later = [] }: CustomerChange = {},
): Promise<unknown> {
  // Each customer's own queries: the customer, its history and Pix charges, its conversation.
  const detail = id ? customerKeys.detail(id) : customerKeys.details;
  const messages = id ? conversationKeys.messages(id) : conversationKeys.allMessages;
  const own: Array<Promise<void>> = [];
  if (deleted && id) {
    for (const queryKey of [detail, messages, conversationKeys.customerReplies(id)])
      queryClient.removeQueries({ queryKey });
  } else {
    if (saved) queryClient.setQueryData(detail, saved);
    own.push(
      queryClient.invalidateQueries({
        queryKey: detail,
        // The row just set is the server's: only what hangs under it is read again.
        predicate: saved ? (query) => query.queryKey.length > detail.length : undefined,
      }),
      queryClient.invalidateQueries({ queryKey: messages }),
    );
  }
  return Promise.all([
    ...own,
    // The board's first answer only seeds the columns and counts: never fetched again, but an
    // invalidated one no longer seeds them (seedFromBoard).
    queryClient.invalidateQueries({ queryKey: customerKeys.boards, refetchType: 'none' }),
    ...Object.entries(lists).map(([name, queryKey]) =>
      queryClient.invalidateQueries({
        queryKey,
        refetchType: later.includes(name as CustomerList) ? 'none' : 'active',
      }),
    ),
  ]);
}

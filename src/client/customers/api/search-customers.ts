import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Board, CustomerCard } from '#shared/board.ts';
import { api } from '../../lib/api.ts';
import { boardSearch, customerKeys } from './board-keys.ts';

/**
 * Customers matching a search, found by the server (name, phone digits, email, product; case
 * and accents ignored): the first cards of every column, newest first in each.
 */
export const searchCustomers = (q: string) =>
  api<Board>(`/api/customers/board${boardSearch({ q })}`).then((board) =>
    board.columns.flatMap((column) => column.customers),
  );

export const searchCustomersOptions = (q: string) =>
  queryOptions<CustomerCard[]>({
    queryKey: [...customerKeys.list, q],
    queryFn: () => searchCustomers(q),
    placeholderData: keepPreviousData,
  });

export const useCustomerSearch = (q: string) => useQuery(searchCustomersOptions(q));

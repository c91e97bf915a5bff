import { queryOptions } from '@tanstack/react-query';
import type { Customer } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from './board-keys.ts';

export const getCustomer = (id: string, signal?: AbortSignal) =>
  api<Customer>(`/api/customers/${id}`, { signal });

/** The whole customer, notes included, read afresh each time the edit dialog opens. */
export const customerOptions = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

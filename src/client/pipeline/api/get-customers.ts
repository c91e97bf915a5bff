import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from './board-keys.ts';

// The whole list: the board no longer reads it; the 'Enviar no WhatsApp' picker still does.

export const getCustomers = () => api<Customer[]>('/api/customers');

export const getCustomersQueryOptions = () =>
  queryOptions({ queryKey: customerKeys.list, queryFn: getCustomers });

export const useCustomers = () => useQuery(getCustomersQueryOptions());

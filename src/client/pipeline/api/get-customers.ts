import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';

export const customersQueryKey = ['customers'] as const;

export const getCustomers = () => api<Customer[]>('/api/customers');

export const getCustomersQueryOptions = () =>
  queryOptions({ queryKey: customersQueryKey, queryFn: getCustomers });

export const useCustomers = () => useQuery(getCustomersQueryOptions());

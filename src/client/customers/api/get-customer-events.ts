import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerEvent } from '#shared/customer-events.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from './board-keys.ts';

export const getCustomerEvents = (id: string) =>
  api<CustomerEvent[]>(`/api/customers/${id}/events`);

/** A customer's history, newest first; kept with the customer's details (refreshed together). */
export const customerEventsOptions = (id: string) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), 'events'],
    queryFn: () => getCustomerEvents(id),
  });

export const useCustomerEvents = (id: string) => useQuery(customerEventsOptions(id));

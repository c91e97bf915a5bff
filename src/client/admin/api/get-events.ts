import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEvents } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys, searchOf, type DeliveryFilters } from './admin-keys.ts';

export const getEvents = (filters: DeliveryFilters) =>
  api<AdminEvents>(`/api/admin/events${searchOf({ ...filters })}`);

export const getEventsQueryOptions = (filters: DeliveryFilters) =>
  queryOptions({
    queryKey: adminKeys.events(filters),
    queryFn: () => getEvents(filters),
    placeholderData: keepPreviousData,
  });

/** Checkout: the latest webhook deliveries and the health of each enabled platform. */
export const useEvents = (filters: DeliveryFilters) => useQuery(getEventsQueryOptions(filters));

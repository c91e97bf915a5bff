import { useQuery } from '@tanstack/react-query';
import type { AdminEvents } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys, keptQuery, searchOf, type DeliveryFilters } from './admin-keys.ts';

export const getEventsQueryOptions = (filters: DeliveryFilters) =>
  keptQuery(adminKeys.events(filters), () =>
    api<AdminEvents>(`/api/admin/events${searchOf({ ...filters })}`),
  );

/** Checkout: the latest webhook deliveries and the health of each enabled platform. */
export const useEvents = (filters: DeliveryFilters) => useQuery(getEventsQueryOptions(filters));

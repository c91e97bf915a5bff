import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsage } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

export const getUsage = (days: number) => api<AdminUsage>(`/api/admin/usage?days=${days}`);

export const getUsageQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminKeys.usage(days),
    queryFn: () => getUsage(days),
    placeholderData: keepPreviousData,
  });

/** Uso: members active, scripts and objections per day over the last `days`. */
export const useUsage = (days: number) => useQuery(getUsageQueryOptions(days));

import { useQuery } from '@tanstack/react-query';
import type { AdminUsage } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys, keptQuery } from './admin-keys.ts';

export const getUsageQueryOptions = (days: number) =>
  keptQuery(adminKeys.usage(days), () => api<AdminUsage>(`/api/admin/usage?days=${days}`));

/** Uso: members active, scripts and objections per day over the last `days`. */
export const useUsage = (days: number) => useQuery(getUsageQueryOptions(days));

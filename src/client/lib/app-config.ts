import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/app-config.ts';
import { api } from './api.ts';

export const getConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => api<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });

/** The operator's configuration; the app name falls back to FechaZap while it loads. */
export function useAppConfig() {
  const query = useQuery(getConfigQueryOptions());
  return { ...query, appName: query.data?.appName ?? 'FechaZap' };
}

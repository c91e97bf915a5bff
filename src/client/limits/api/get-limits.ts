import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Limits } from '#shared/ai.ts';
import { api } from '../../lib/api.ts';

export const limitsQueryKey = ['limits'] as const;

export const getLimitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsQueryKey,
    queryFn: () => api<Limits>('/api/limits'),
  });

/**
 * Today's counters; reloaded after each use (the generators invalidate them), so the screen
 * shows what the server counted.
 */
export const useLimits = () => useQuery(getLimitsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayAnswer } from '#shared/today.ts';
import { api } from '../../lib/api.ts';

export const todayKeys = { all: ['today'] as const };

export const getToday = (signal?: AbortSignal) => api<TodayAnswer>('/api/today', { signal });

/** The follow-ups due on the member's own day or before (the server's, in their zone), overdue first. */
export const getTodayQueryOptions = () =>
  queryOptions({ queryKey: todayKeys.all, queryFn: ({ signal }) => getToday(signal) });

export const useToday = () => useQuery(getTodayQueryOptions());

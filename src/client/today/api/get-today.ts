import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayAnswer } from '#shared/today.ts';
import { api } from '../../lib/api.ts';

export const todayKeys = {
  all: ['today'] as const,
  day: (today: string) => ['today', today] as const,
};

export const getToday = (today: string, signal?: AbortSignal) =>
  api<TodayAnswer>(`/api/today?today=${today}`, { signal });

/** The follow-ups due on the member's `today` or before, overdue first. */
export const getTodayQueryOptions = (today: string) =>
  queryOptions({
    queryKey: todayKeys.day(today),
    queryFn: ({ signal }) => getToday(today, signal),
  });

export const useToday = (today: string) => useQuery(getTodayQueryOptions(today));

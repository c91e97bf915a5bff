import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultPeriod, Results } from '#shared/results.ts';
import { api } from '../../lib/api.ts';

export const resultsKeys = {
  all: ['results'] as const,
  period: (period: ResultPeriod, today: string) => ['results', period, today] as const,
};

export const getResults = (period: ResultPeriod, today: string, signal?: AbortSignal) =>
  api<Results>(`/api/results?period=${period}&today=${today}`, { signal });

/** The member's figures for a period ending on their own `today`. */
export const getResultsQueryOptions = (period: ResultPeriod, today: string) =>
  queryOptions({
    queryKey: resultsKeys.period(period, today),
    queryFn: ({ signal }) => getResults(period, today, signal),
  });

/** The previous period's figures stay on screen while another period loads. */
export const useResults = (period: ResultPeriod, today: string) =>
  useQuery({ ...getResultsQueryOptions(period, today), placeholderData: keepPreviousData });

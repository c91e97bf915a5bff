import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultPeriod, Results } from '#shared/results.ts';
import { api } from '../../lib/api.ts';

export const resultsKeys = {
  all: ['results'] as const,
  period: (period: ResultPeriod) => ['results', period] as const,
};

export const getResults = (period: ResultPeriod, signal?: AbortSignal) =>
  api<Results>(`/api/results?period=${period}`, { signal });

/** The member's figures for a period ending on their own day (the server's, in their zone). */
export const getResultsQueryOptions = (period: ResultPeriod) =>
  queryOptions({
    queryKey: resultsKeys.period(period),
    queryFn: ({ signal }) => getResults(period, signal),
  });

/** The previous period's figures stay on screen while another period loads. */
export const useResults = (period: ResultPeriod) =>
  useQuery({ ...getResultsQueryOptions(period), placeholderData: keepPreviousData });

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PhaseSummary } from '#shared/board.ts';
import { api } from '../../lib/api.ts';
import { boardSearch, customerKeys, type BoardFilters } from './board-keys.ts';
import { seedFromBoard, summaryOf } from './get-board.ts';

export const getSummary = (filters: BoardFilters, signal?: AbortSignal) =>
  api<PhaseSummary[]>(`/api/customers/summary${boardSearch(filters)}`, { signal });

/** Counts and value totals per phase, from the board's answer first, then from /summary. */
export const summaryOptions = (queryClient: QueryClient, filters: BoardFilters) =>
  queryOptions({
    queryKey: customerKeys.summary(filters),
    queryFn: ({ signal }) => getSummary(filters, signal),
    ...seedFromBoard(queryClient, filters, summaryOf),
  });

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Board, PhaseSummary } from '#shared/board.ts';
import { api } from '../../lib/api.ts';
import { boardSearch, customerKeys, type BoardFilters } from './board-keys.ts';

/** The board's first load: each column's first cards and every count and total. */
export interface LoadedBoard extends Board {
  /** The filters this answer is for: the columns and counts shown are keyed by them. */
  filters: BoardFilters;
}

export const getBoard = (filters: BoardFilters, signal?: AbortSignal) =>
  api<Board>(`/api/customers/board${boardSearch(filters)}`, { signal }).then(
    (board): LoadedBoard => ({ ...board, filters }),
  );

/**
 * Never refetched by itself: after the first load each column and the summary keep themselves
 * up to date; the board only seeds them (see the initialData of column and summary).
 */
export const boardOptions = (filters: BoardFilters) =>
  queryOptions({
    queryKey: customerKeys.board(filters),
    queryFn: ({ signal }) => getBoard(filters, signal),
    staleTime: Infinity,
  });

/** A column or the summary, seeded or fetched, is trusted this long before it reloads itself. */
export const BOARD_FRESH_MS = 30_000;

/** What the cached board says, for seeding a column or the summary without a request. */
export function seedFromBoard<T>(
  queryClient: QueryClient,
  filters: BoardFilters,
  pick: (board: LoadedBoard) => T,
) {
  const key = customerKeys.board(filters);
  return {
    staleTime: BOARD_FRESH_MS,
    initialData: () => {
      // An answer from before a change the member made would hide it.
      if (queryClient.getQueryState(key)?.isInvalidated) return undefined;
      const board = queryClient.getQueryData<LoadedBoard>(key);
      return board && pick(board);
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(key)?.dataUpdatedAt,
  };
}

export const summaryOf = (board: LoadedBoard): PhaseSummary[] =>
  board.columns.map(({ fase, count, total }) => ({ fase, count, total }));

import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { PhasePage } from '#shared/board.ts';
import type { Phase } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { boardSearch, customerKeys, type BoardFilters } from './board-keys.ts';
import { seedFromBoard } from './get-board.ts';

import { BOARD_FIRST_PAGE, BOARD_PAGE_MAX } from '#shared/board.ts';

export const FIRST_PAGE = BOARD_FIRST_PAGE;
export const PAGE_MAX = BOARD_PAGE_MAX;

export type ColumnData = InfiniteData<PhasePage, string | null>;

/** The first page is as long as the board's, so a refetch gives back the same first cards. */
export const getPhasePage = (
  fase: Phase,
  filters: BoardFilters,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api<PhasePage>(
    `/api/customers/phase/${fase}${boardSearch(filters, {
      cursor: cursor ?? '',
      limit: String(cursor ? PAGE_MAX : FIRST_PAGE),
    })}`,
    { signal },
  );

/** One column's cards, a page at a time, seeded with the board's first page. */
export const columnOptions = (queryClient: QueryClient, fase: Phase, filters: BoardFilters) =>
  infiniteQueryOptions<
    PhasePage,
    Error,
    ColumnData,
    ReturnType<typeof customerKeys.column>,
    string | null
  >({
    queryKey: customerKeys.column(fase, filters),
    queryFn: ({ pageParam, signal }) => getPhasePage(fase, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PhasePage) => last.nextCursor,
    ...seedFromBoard(queryClient, filters, (board): ColumnData | undefined => {
      const column = board.columns.find((c) => c.fase === fase);
      return (
        column && {
          pages: [{ customers: column.customers, nextCursor: column.nextCursor }],
          pageParams: [null],
        }
      );
    }),
  });

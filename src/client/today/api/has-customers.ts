import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhaseSummary } from '#shared/board.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../customers/api/board-keys.ts';

/**
 * The member's customers per phase, all of them: /inicio puts Hoje first for a member with
 * any and keeps the first-day welcome for one with none. Under the board's keys, so a change
 * there reaches it.
 */
export const hasCustomersQueryOptions = () =>
  queryOptions({
    queryKey: [...customerKeys.summaries, 'inicio'],
    queryFn: ({ signal }) => api<PhaseSummary[]>('/api/customers/summary', { signal }),
    staleTime: 60_000,
  });

export function useHasCustomers() {
  const { data } = useQuery(hasCustomersQueryOptions());
  // Until the answer, Hoje first: most members who open /inicio have customers.
  return data ? data.some((phase) => phase.count > 0) : true;
}

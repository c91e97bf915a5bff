import { useQuery } from '@tanstack/react-query';
import type { PhaseSummary } from '#shared/board.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../pipeline/api/board-keys.ts';

/**
 * Whether the member has any customer: /inicio puts Hoje first for them and keeps the
 * first-day welcome for a member who has none. Under the board's keys, so a change there
 * reaches it.
 */
export function useHasCustomers() {
  const query = useQuery({
    queryKey: [...customerKeys.summaries, 'inicio'],
    queryFn: ({ signal }) => api<PhaseSummary[]>('/api/customers/summary', { signal }),
    staleTime: 60_000,
  });
  // Until the answer, Hoje first: most members who open /inicio have customers.
  return query.data ? query.data.some((phase) => phase.count > 0) : true;
}

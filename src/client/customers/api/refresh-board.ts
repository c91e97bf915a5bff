import type { QueryClient } from '@tanstack/react-query';
import { customerKeys } from './board-keys.ts';

/**
 * After a create, an edit, a delete or an import: the columns shown reload every page they
 * hold and the counts are read again; the board's first answer is not fetched again.
 */
export function refreshBoard(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: customerKeys.details });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customerKeys.boards, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: customerKeys.columns }),
    queryClient.invalidateQueries({ queryKey: customerKeys.summaries }),
    queryClient.invalidateQueries({ queryKey: customerKeys.list }),
  ]);
}

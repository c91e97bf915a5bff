import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../customers/api/board-keys.ts';
import type { TodayAnswer } from '#shared/today.ts';
import { todayKeys } from './get-today.ts';

export interface NextContact {
  id: string;
  /** 'YYYY-MM-DD', or null to clear the date. */
  proximo_contato: string | null;
}

const nextContactKey = ['today', 'next-contact'] as const;

export const setNextContact = ({ id, proximo_contato }: NextContact) =>
  api<unknown>(`/api/customers/${id}/next-contact`, {
    method: 'PATCH',
    body: JSON.stringify({ proximo_contato }),
  });

/**
 * 'Próximo contato' from the Hoje panel: the row leaves at once (optimistic) and comes back
 * if the date could not be saved; then the panel and the board read the server again.
 */
export function useSetNextContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: nextContactKey,
    mutationFn: setNextContact,
    onMutate: async ({ id }) => {
      const key = todayKeys.all;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TodayAnswer>(key);
      queryClient.setQueryData<TodayAnswer>(
        key,
        (answer) => answer && { ...answer, followUps: answer.followUps.filter((f) => f.id !== id) },
      );
      return { before };
    },
    onError: (_err, _contact, context) => {
      if (context?.before) queryClient.setQueryData(todayKeys.all, context.before);
    },
    onSettled: async () => {
      // Another change still in flight would bring its row back for a moment.
      if (queryClient.isMutating({ mutationKey: nextContactKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: todayKeys.all });
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

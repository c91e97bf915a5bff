import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { refreshCustomers } from '../../customers/api/refresh.ts';
import type { TodayAnswer } from '#shared/today.ts';
import { todayKeys } from './get-today.ts';

export interface NextContact {
  id: string;
  /** 'YYYY-MM-DD', or null to clear the date. */
  proximo_contato: string | null;
}

const nextContactKey = ['today', 'next-contact'] as const;

/** PATCH /api/customers/:id/next-contact, the one call that sets a customer's next contact. */
export const setNextContact = ({ id, proximo_contato }: NextContact) =>
  api<unknown>(`/api/customers/${encodeURIComponent(id)}/next-contact`, {
    method: 'PATCH',
    body: JSON.stringify({ proximo_contato }),
  });

/**
 * 'Próximo contato' from the Hoje panel: the row leaves at once (optimistic) and comes back
 * if the date could not be saved; then Hoje, the board, Resultados and the customer's dialog
 * read the server again (refreshCustomers).
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
    onSettled: (_, _err, { id }) =>
      refreshCustomers(queryClient, {
        id,
        // Another change still in flight would bring its row back for a moment: the last one
        // to settle reads Hoje.
        later: queryClient.isMutating({ mutationKey: nextContactKey }) > 1 ? ['today'] : [],
      }),
  });
}

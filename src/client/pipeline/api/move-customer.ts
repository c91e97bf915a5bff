import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, LostReason, Phase } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { customersQueryKey } from './get-customers.ts';

export interface Move {
  id: string;
  fase: Phase;
  motivo_perda?: LostReason | null;
}

export const moveCustomer = ({ id, ...body }: Move) =>
  api<Customer>(`/api/customers/${id}`, { method: 'PATCH', body: JSON.stringify(body) });

/**
 * A drop on the board: the card moves at once (optimistic), the phase is saved, and on failure
 * the card snaps back. Then the list reloads, so the board shows what was saved.
 */
export function useMoveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCustomer,
    onMutate: (move) => {
      // The card moves in this same task; a reload in flight is cancelled, not awaited.
      void queryClient.cancelQueries({ queryKey: customersQueryKey });
      const before = queryClient.getQueryData<Customer[]>(customersQueryKey);
      queryClient.setQueryData<Customer[]>(customersQueryKey, (list) =>
        list?.map((c) =>
          c.id === move.id ? { ...c, fase: move.fase, motivo_perda: move.motivo_perda ?? null } : c,
        ),
      );
      return { before };
    },
    onError: (_err, _move, context) => queryClient.setQueryData(customersQueryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}

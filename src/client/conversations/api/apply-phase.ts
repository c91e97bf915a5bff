import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, Phase } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../customers/api/board-keys.ts';

export const applyPhase = ({ customerId, fase }: { customerId: string; fase: Phase }) =>
  api<Customer>(`/api/customers/${encodeURIComponent(customerId)}`, {
    method: 'PATCH',
    body: JSON.stringify({ fase }),
  });

/** The phase a conversation suggests, applied by the member's tap; the board is read again. */
export function useApplyPhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPhase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { refreshBoard } from './refresh-board.ts';

export const deleteCustomer = (id: string) =>
  api<void>(`/api/customers/${id}`, { method: 'DELETE' });

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSettled: () => refreshBoard(queryClient),
  });
}

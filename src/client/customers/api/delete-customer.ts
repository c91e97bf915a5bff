import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { refreshCustomers } from './refresh.ts';

/** DELETE /api/customers/:id: its dialog's queries go, every list of customers is read again. */
export const deleteCustomer = (id: string) =>
  api<void>(`/api/customers/${id}`, { method: 'DELETE' });

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSettled: (_, err, id) => refreshCustomers(queryClient, { id, deleted: !err }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerInput } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { refreshBoard } from './refresh-board.ts';

export const saveCustomer = (input: CustomerInput, id?: string) =>
  api<Customer>(id ? `/api/customers/${id}` : '/api/customers', {
    method: id ? 'PUT' : 'POST',
    body: JSON.stringify(input),
  });

/** Creates (no id) or updates a customer, then reloads the board. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: CustomerInput; id?: string }) => saveCustomer(input, id),
    onSettled: () => refreshBoard(queryClient),
  });
}

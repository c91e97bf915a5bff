import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerInput } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { refreshCustomers } from './refresh.ts';

export const saveCustomer = (input: CustomerInput, id?: string) =>
  api<Customer>(id ? `/api/customers/${id}` : '/api/customers', {
    method: id ? 'PUT' : 'POST',
    body: JSON.stringify(input),
  });

/**
 * POST /api/customers (no id) or PUT /api/customers/:id: creates or updates a customer, then
 * the board, Hoje, Resultados and the customer's dialog are read again.
 */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: CustomerInput; id?: string }) => saveCustomer(input, id),
    onSettled: (saved, _err, { id }) => refreshCustomers(queryClient, { id, saved }),
  });
}

import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers.ts';
import type { PixCharge, PixChargeCreated, PixChargesAnswer } from '#shared/pix.ts';
import { api } from '../../lib/api.ts';
import { conversationKeys } from '../../conversations/api/share-keys.ts';
import { customerKeys } from '../../customers/api/board-keys.ts';

export const pixChargesOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...customerKeys.detail(customerId), 'pix-charges'],
    queryFn: () => api<PixChargesAnswer>(`/api/customers/${customerId}/pix-charges`),
  });

/**
 * The customer moved (phase, next contact, value): the open dialog shows the new row, the
 * board's columns, counts and the customer's history are read again.
 */
function customerMoved(queryClient: QueryClient, customer: Customer) {
  queryClient.setQueryData(customerKeys.detail(customer.id), customer);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...customerKeys.detail(customer.id), 'events'] }),
    queryClient.invalidateQueries({
      queryKey: [...customerKeys.detail(customer.id), 'pix-charges'],
    }),
    queryClient.invalidateQueries({ queryKey: customerKeys.boards, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: customerKeys.columns }),
    queryClient.invalidateQueries({ queryKey: customerKeys.summaries }),
    queryClient.invalidateQueries({ queryKey: ['results'] }),
  ]);
}

export function useCreatePixCharge(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<PixChargeCreated & { customer: Customer }>(`/api/customers/${customerId}/pix-charges`, {
        method: 'POST',
      }),
    onSuccess: ({ customer }) => customerMoved(queryClient, customer),
  });
}

export function useMarkPixPaid(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chargeId: string) =>
      api<{ charge: PixCharge; customer: Customer }>(
        `/api/customers/${customerId}/pix-charges/${chargeId}/paid`,
        { method: 'POST' },
      ),
    onSuccess: ({ customer }) => customerMoved(queryClient, customer),
  });
}

/** The charge's message opened in WhatsApp: the conversation and the history read it again. */
export function useRecordPixSent(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chargeId: string) =>
      api<void>(`/api/customers/${customerId}/pix-charges/${chargeId}/sent`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.messages(customerId) }),
        queryClient.invalidateQueries({ queryKey: [...customerKeys.detail(customerId), 'events'] }),
      ]),
  });
}

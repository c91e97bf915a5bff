import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers.ts';
import type { PixCharge, PixChargeCreated, PixChargesAnswer } from '#shared/pix.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../customers/api/board-keys.ts';
import { refreshCustomers } from '../../customers/api/refresh.ts';

export const pixChargesOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...customerKeys.detail(customerId), 'pix-charges'],
    queryFn: () => api<PixChargesAnswer>(`/api/customers/${customerId}/pix-charges`),
  });

// A charge made or paid moves the customer (phase, next contact, value): the server answers
// the row, which the open dialog shows at once; everything else that shows the customer (the
// board, Hoje, Resultados, its charges and history) is read again (refreshCustomers).

/** A POST under /api/customers/:id/pix-charges (`path` after it), then the refresh above. */
function useChargePost<Variables, Answer extends { customer?: Customer } | undefined>(
  customerId: string,
  path: (variables: Variables) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) =>
      api<Answer>(`/api/customers/${customerId}/pix-charges${path(variables)}`, { method: 'POST' }),
    onSettled: (answer) =>
      refreshCustomers(queryClient, { id: customerId, saved: answer?.customer }),
  });
}

/** POST /api/customers/:id/pix-charges: a charge, and the customer in Proposta. */
export const useCreatePixCharge = (customerId: string) =>
  useChargePost<void, PixChargeCreated & { customer: Customer }>(customerId, () => '');

/** POST /api/customers/:id/pix-charges/:chargeId/paid: the charge paid, the customer Fechado. */
export const useMarkPixPaid = (customerId: string) =>
  useChargePost<string, { charge: PixCharge; customer: Customer }>(
    customerId,
    (chargeId) => `/${chargeId}/paid`,
  );

/**
 * POST /api/customers/:id/pix-charges/:chargeId/sent: the charge's message opened in WhatsApp,
 * kept in the conversation and the history, which are read again with the rest.
 */
export const useRecordPixSent = (customerId: string) =>
  useChargePost<string, undefined>(customerId, (chargeId) => `/${chargeId}/sent`);

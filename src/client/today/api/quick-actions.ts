import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Phase } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { moveCustomer } from '../../customers/api/move-customer.ts';
import { refreshCustomers } from '../../customers/api/refresh.ts';
import type { CadenceStarted, FollowUpSent } from '#shared/today.ts';
import { setNextContact } from './set-next-contact.ts';

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** "Enviou a mensagem?" → Sim: the follow-up was sent; the next contact moves by the cadence. */
export const recordFollowUp = ({ id, text }: { id: string; text: string }) =>
  api<FollowUpSent>(`/api/customers/${id}/follow-ups`, json('POST', { text }));

/** Desfazer of a recorded follow-up: the record goes and the next contact comes back. */
export const undoFollowUp = ({ id, eventId }: { id: string; eventId: string }) =>
  api<unknown>(`/api/customers/${id}/follow-ups/${eventId}`, json('DELETE'));

/** A customer without a next step starts the cadence of its phase. */
export const startCadence = (id: string) =>
  api<CadenceStarted>(`/api/customers/${id}/cadence`, json('POST'));

/** The last attempt went unanswered: Perdido, reason "sem resposta" (PATCH /api/customers/:id). */
export const markLostNoAnswer = (id: string) =>
  moveCustomer(id, { fase: 'lost', motivo_perda: 'sem_resposta' });

/** Desfazer of "Marcar como Perdido": the phase and the next contact it had. */
export async function restoreOpen({
  id,
  fase,
  proximo_contato,
}: {
  id: string;
  fase: Phase;
  proximo_contato: string | null;
}) {
  await moveCustomer(id, { fase, motivo_perda: null });
  await setNextContact({ id, proximo_contato });
}

/**
 * A quick action of /inicio on the customer `customerOf` names: once it settles, Hoje, the
 * board, Resultados and the customer's dialog read the server again (refreshCustomers).
 */
export function useTodayAction<Input, Output>(
  action: (input: Input) => Promise<Output>,
  customerOf: (input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: (_, _err, input) => refreshCustomers(queryClient, { id: customerOf(input) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScriptStageName } from '#shared/today.ts';
import { api } from '../../lib/api.ts';
import { refreshCustomers } from './refresh.ts';

export interface SentMessage {
  id: string;
  stage: ScriptStageName | null;
  /** A reply the app wrote: kept in the conversation too, and it sets the next contact. */
  text?: string;
}

/** POST /api/customers/:id/messages, the one call that records a message sent in WhatsApp. */
export const recordMessage = ({ id, stage, text }: SentMessage) =>
  api<void>(`/api/customers/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: JSON.stringify({ stage, text }),
  });

/** A message sent through the app's WhatsApp buttons, kept in the customer's history. */
export function useRecordMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMessage,
    // A script's stage is a line of history only: the board's cards show nothing of it, so
    // its columns are not reloaded now.
    onSettled: (_, _err, { id, text }) =>
      refreshCustomers(queryClient, { id, later: text ? [] : ['columns'] }),
  });
}

/**
 * A reply sent from the customer's dialog: kept in their conversation and history, and the
 * server sets the next contact; everything that shows the customer is read again.
 */
export function useRecordReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, text }: { customerId: string; text: string }) =>
      recordMessage({ id: customerId, stage: null, text }),
    onSettled: (_, _err, { customerId }) => refreshCustomers(queryClient, { id: customerId }),
  });
}

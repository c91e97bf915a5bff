import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../customers/api/board-keys.ts';
import { conversationKeys } from './share-keys.ts';

export const recordReply = ({ customerId, text }: { customerId: string; text: string }) =>
  api<void>(`/api/customers/${encodeURIComponent(customerId)}/messages`, {
    method: 'POST',
    body: JSON.stringify({ stage: null, text }),
  });

/**
 * A reply sent from the customer's dialog: kept in their conversation and history (the server
 * sets the next contact); both are read again.
 */
export function useRecordReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReply,
    onSuccess: (_, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.messages(customerId) }),
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddContactsRequest, AddContactsResult } from '#shared/conversations.ts';
import { refreshCustomers } from '../../customers/api/refresh.ts';
import { postToShare } from './get-share.ts';
import { conversationKeys } from './share-keys.ts';

export const addContacts = postToShare<AddContactsRequest & { id: string }, AddContactsResult>(
  'contacts',
);

/**
 * The chosen contacts become customers (once each): every list of customers (the board, Hoje,
 * Resultados) and the share are read again.
 */
export function useAddContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContacts,
    onSuccess: (_, { id }) =>
      Promise.all([
        refreshCustomers(queryClient),
        queryClient.invalidateQueries({ queryKey: conversationKeys.share(id) }),
      ]),
  });
}

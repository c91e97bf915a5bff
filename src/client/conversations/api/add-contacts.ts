import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddContactsRequest, AddContactsResult } from '#shared/conversations.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../customers/api/board-keys.ts';
import { conversationKeys } from './share-keys.ts';

export const addContacts = ({ id, ...request }: AddContactsRequest & { id: string }) =>
  api<AddContactsResult>(`/api/shares/${encodeURIComponent(id)}/contacts`, {
    method: 'POST',
    body: JSON.stringify(request),
  });

/** The chosen contacts become customers (once each); the board and the share are read again. */
export function useAddContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContacts,
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.share(id) }),
      ]),
  });
}

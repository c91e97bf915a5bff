import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileShareRequest, FileShareResult } from '#shared/conversations.ts';
import { api } from '../../lib/api.ts';
import { customerKeys } from '../../customers/api/board-keys.ts';
import { conversationKeys } from './share-keys.ts';

export const fileShare = ({ id, ...request }: FileShareRequest & { id: string }) =>
  api<FileShareResult>(`/api/shares/${encodeURIComponent(id)}/file`, {
    method: 'POST',
    body: JSON.stringify(request),
  });

/**
 * Files a shared chat on a customer (and records the reply sent, if any): the board, the
 * customer and their conversation are read again.
 */
export function useFileShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileShare,
    onSuccess: ({ customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.messages(customerId) }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileShareRequest, FileShareResult } from '#shared/conversations.ts';
import { refreshCustomers } from '../../customers/api/refresh.ts';
import { postToShare } from './get-share.ts';

export const fileShare = postToShare<FileShareRequest & { id: string }, FileShareResult>('file');

/**
 * Files a shared chat on a customer, new or not (and records the reply sent, if any): the
 * board, Hoje, Resultados, the customer and their conversation are read again.
 */
export function useFileShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileShare,
    onSuccess: ({ customerId }) => refreshCustomers(queryClient, { id: customerId }),
  });
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReplyResult } from '#shared/conversations.ts';
import { limitsQueryKey } from '../../limits/api/get-limits.ts';
import { api } from '../../lib/api.ts';
import { conversationKeys } from './share-keys.ts';

export const shareReplies = (id: string, customerId: string | null) =>
  api<ReplyResult>(`/api/shares/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    body: JSON.stringify(customerId ? { customerId } : {}),
  });

export const customerReplies = (customerId: string) =>
  api<ReplyResult>(`/api/customers/${encodeURIComponent(customerId)}/replies`, {
    method: 'POST',
    body: JSON.stringify({}),
  });

/**
 * Three replies, written once per share and customer: a POST (a written one takes one of the
 * day's quota; the server keeps a share's replies, so a reload answers them again for free),
 * kept as a query so a re-render or a second mount does not ask again.
 */
const repliesOptions = (queryKey: readonly unknown[], write: () => Promise<ReplyResult>) =>
  queryOptions({ queryKey, queryFn: write, staleTime: Infinity, retry: false });

export const shareRepliesOptions = (id: string, customerId: string | null) =>
  repliesOptions(conversationKeys.shareReplies(id, customerId), () => shareReplies(id, customerId));

export const customerRepliesOptions = (customerId: string) =>
  repliesOptions(conversationKeys.customerReplies(customerId), () => customerReplies(customerId));

/** The replies of a query above; once written, today's counter is read again. */
export function useReplies(options: ReturnType<typeof shareRepliesOptions>, enabled = true) {
  const queryClient = useQueryClient();
  const replies = useQuery({ ...options, enabled });
  const settledAt = replies.dataUpdatedAt || replies.errorUpdatedAt;
  useEffect(() => {
    if (settledAt) void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
  }, [settledAt, queryClient]);
  return replies;
}

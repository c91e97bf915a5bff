import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharePreview } from '#shared/conversations.ts';
import { api } from '../../lib/api.ts';
import { conversationKeys } from './share-keys.ts';

/** `?cliente=` where it was shared from a customer's own page: it is filed on them. */
export const forCustomer = (cliente: string | null) =>
  cliente ? `?cliente=${encodeURIComponent(cliente)}` : '';

export const getShare = (id: string, cliente: string | null = null) =>
  api<SharePreview>(`/api/shares/${encodeURIComponent(id)}${forCustomer(cliente)}`);

/** POST /api/shares/:id/<action>, the rest of the request as its body. */
export const postToShare =
  <Request extends { id: string }, Result>(action: string) =>
  ({ id, ...request }: Request) =>
    api<Result>(`/api/shares/${encodeURIComponent(id)}/${action}`, {
      method: 'POST',
      body: JSON.stringify(request),
    });

/**
 * What was shared, read before it is filed (the route's loader prefetches it, POST /api/shares
 * answers it). It changes only when its contacts are added, which reads it again.
 */
export const shareOptions = (id: string, cliente: string | null = null) =>
  queryOptions({
    queryKey: conversationKeys.share(id, cliente),
    queryFn: () => getShare(id, cliente),
    staleTime: 5 * 60_000,
  });

export const useShare = (id: string, cliente: string | null) => useQuery(shareOptions(id, cliente));

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendTokenCreated, SendTokenStatus } from '#shared/send-token.ts';
import { api } from '../lib/api.ts';

export const sendTokenOptions = queryOptions({
  queryKey: ['account', 'send-token'] as const,
  queryFn: () => api<SendTokenStatus>('/api/account/send-token'),
});

/** A new send token (the one before stops working); the answer holds it, shown once. */
export function useCreateSendToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SendTokenCreated>('/api/account/send-token', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendTokenOptions.queryKey }),
  });
}

export function useRevokeSendToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/account/send-token', { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData(sendTokenOptions.queryKey, {
        active: false,
        createdAt: null,
        lastUsedAt: null,
      }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixKeyAnswer } from '#shared/pix.ts';
import type { PixKeyInput } from '#shared/pix-schema.ts';
import { api } from '../../lib/api.ts';

export const pixKeyOptions = queryOptions({
  queryKey: ['account', 'pix'] as const,
  queryFn: () => api<PixKeyAnswer>('/api/account/pix'),
});

export function useSavePixKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PixKeyInput) =>
      api<PixKeyAnswer>('/api/account/pix', { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: (answer) => queryClient.setQueryData(pixKeyOptions.queryKey, answer),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/auth.ts';
import { api } from '../lib/api.ts';
import { meQueryKey } from '../auth/session.ts';

export const updateDisplayName = (displayName: string) =>
  api<{ displayName: string }>('/api/me', {
    method: 'PATCH',
    body: JSON.stringify({ displayName }),
  });

export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => updateDisplayName(displayName.trim()),
    onSuccess: ({ displayName }) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, displayName } : me));
    },
  });
}

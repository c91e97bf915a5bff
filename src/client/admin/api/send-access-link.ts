import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';
import { memberPath } from './get-member.ts';

export const sendAccessLink = (email: string) =>
  api<{ ok: true }>(`${memberPath(email)}/access-link`, { method: 'POST' });

/** 'Reenviar link de acesso': mails a new link; the send lands in the member's event log. */
export function useSendAccessLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAccessLink,
    onSettled: (_data, _error, email) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.member(email) }),
  });
}

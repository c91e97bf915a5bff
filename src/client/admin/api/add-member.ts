import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMember } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

export interface MemberAddition {
  email: string;
  name?: string;
}

export const addMember = (addition: MemberAddition) =>
  api<AdminMember>('/api/admin/members', { method: 'POST', body: JSON.stringify(addition) });

/** 'Adicionar membro': authorizes the email; the server mails the link if there is no account. */
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMember } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';
import { memberPath } from './get-member.ts';

export interface AdminChange {
  email: string;
  isAdmin: boolean;
}

export const setMemberAdmin = ({ email, isAdmin }: AdminChange) =>
  api<AdminMember>(`${memberPath(email)}/admin`, {
    method: 'PATCH',
    body: JSON.stringify({ isAdmin }),
  });

/** 'Tornar administrador' / 'Remover da administração'; the answer says who is admin now. */
export function useSetMemberAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

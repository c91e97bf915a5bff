import type { AdminMember } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
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
export const useSetMemberAdmin = () => useInvalidatingMutation(setMemberAdmin, adminKeys.all);

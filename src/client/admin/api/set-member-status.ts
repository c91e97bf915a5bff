import type { AdminMember, MemberStatus } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { adminKeys } from './admin-keys.ts';
import { memberPath } from './get-member.ts';

export interface StatusChange {
  email: string;
  status: MemberStatus;
  reason?: string;
}

export const setMemberStatus = ({ email, ...change }: StatusChange) =>
  api<AdminMember>(memberPath(email), { method: 'PATCH', body: JSON.stringify(change) });

/** Ativar / Desativar (with its reason); then the lists, the member and the usage reload. */
export const useSetMemberStatus = () => useInvalidatingMutation(setMemberStatus, adminKeys.all);

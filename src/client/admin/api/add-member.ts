import type { AdminMember } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { adminKeys } from './admin-keys.ts';

export interface MemberAddition {
  email: string;
  name?: string;
}

export const addMember = (addition: MemberAddition) =>
  api<AdminMember>('/api/admin/members', { method: 'POST', body: JSON.stringify(addition) });

/** 'Adicionar membro': authorizes the email; the server mails the link if there is no account. */
export const useAddMember = () => useInvalidatingMutation(addMember, adminKeys.all);

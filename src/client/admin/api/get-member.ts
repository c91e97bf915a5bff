import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberDetail } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

export const memberPath = (email: string) => `/api/admin/members/${encodeURIComponent(email)}`;

export const getMember = (email: string) => api<AdminMemberDetail>(memberPath(email));

export const getMemberQueryOptions = (email: string) =>
  queryOptions({ queryKey: adminKeys.member(email), queryFn: () => getMember(email) });

/** One member's page: the member, the purchases ledger and the event log. */
export const useMember = (email: string) => useQuery(getMemberQueryOptions(email));

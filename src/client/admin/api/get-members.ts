import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminMemberPage } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys, searchOf, type MemberFilters } from './admin-keys.ts';

export const getMembers = (filters: MemberFilters, cursor?: string) =>
  api<AdminMemberPage>(
    `/api/admin/members${searchOf({ q: filters.q, status: filters.status, cursor })}`,
  );

export const getMembersQueryOptions = (filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.members(filters),
    queryFn: ({ pageParam }) => getMembers(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The member list, page by page ('Carregar mais' asks for the next cursor). */
export const useMembers = (filters: MemberFilters) =>
  useInfiniteQuery(getMembersQueryOptions(filters));

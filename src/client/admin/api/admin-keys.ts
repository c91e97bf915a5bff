import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { MemberStatus } from '#shared/admin.ts';

/** Filters of the member list as the screen holds them ('' = no filter). */
export interface MemberFilters {
  q: string;
  status: '' | MemberStatus;
}

/** The member list's filters from the console's URL (?q=, ?status=). */
export function memberFiltersFrom(params: URLSearchParams): MemberFilters {
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    status: status === 'active' || status === 'inactive' ? status : '',
  };
}

export interface DeliveryFilters {
  platform: string;
  result: string;
}

/** What a list's filter bar is given: the filters shown, and where the changed ones go. */
export interface FilterBarProps<Filters> {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Every console query lives under ['admin'], so an action can refresh them all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  members: (filters: MemberFilters) => ['admin', 'members', filters] as const,
  member: (email: string) => ['admin', 'member', email] as const,
  events: (filters: DeliveryFilters) => ['admin', 'events', filters] as const,
  usage: (days: number) => ['admin', 'usage', days] as const,
};

/** A console read whose last answer stays on screen while another filter's or period's loads. */
export const keptQuery = <T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });

/** A query string of the filters that are set, e.g. '?q=ana&status=active', or ''. */
export function searchOf(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

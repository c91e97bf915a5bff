import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getMe } from './api.ts';

export const meQueryKey = ['me'] as const;

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

/** The session as the guard and the screens see it: re-read on every auth state change. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}

/** After sign-in, sign-out, a reset or a 401/403 from any API call. */
export function authStateChanged(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/**
 * Sign-out forgets everything of the user: every cached list (products, customers…) and the
 * per-session markers in sessionStorage (the local-data migration flags).
 */
export function forgetUser(queryClient: QueryClient) {
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
  sessionStorage.clear();
}

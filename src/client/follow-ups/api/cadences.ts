import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cadences } from '#shared/today-cadence.ts';
import { api } from '../../lib/api.ts';

export const cadencesKey = ['account', 'cadences'] as const;

/** The days between follow-ups, per open phase (the member's, or the defaults). */
export const cadencesQueryOptions = () =>
  queryOptions({
    queryKey: cadencesKey,
    queryFn: ({ signal }) => api<Cadences>('/api/account/cadences', { signal }),
  });

export const useCadences = () => useQuery(cadencesQueryOptions());

export function useSaveCadences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cadences: Cadences) =>
      api<Cadences>('/api/account/cadences', { method: 'PUT', body: JSON.stringify(cadences) }),
    onSuccess: (saved) => queryClient.setQueryData(cadencesKey, saved),
  });
}

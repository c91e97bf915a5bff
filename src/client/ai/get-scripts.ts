import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedScript } from '#shared/ai.ts';
import { api } from '../lib/api.ts';

export const scriptsQueryKey = ['scripts'] as const;

export const getScriptsQueryOptions = () =>
  queryOptions({ queryKey: scriptsQueryKey, queryFn: () => api<SavedScript[]>('/api/scripts') });

export const useScripts = () => useQuery(getScriptsQueryOptions());

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/scripts/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scriptsQueryKey }),
  });
}

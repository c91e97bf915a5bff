import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { scriptsQueryKey } from './get-scripts.ts';

export const deleteScript = (id: string) => api<void>(`/api/scripts/${id}`, { method: 'DELETE' });

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScript,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scriptsQueryKey }),
  });
}

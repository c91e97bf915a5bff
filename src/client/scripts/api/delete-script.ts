import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { scriptsQueryKey } from './get-scripts.ts';

export const deleteScript = (id: string) => api<void>(`/api/scripts/${id}`, { method: 'DELETE' });

export const useDeleteScript = () => useInvalidatingMutation(deleteScript, scriptsQueryKey);

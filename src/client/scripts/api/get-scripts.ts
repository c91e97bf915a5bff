import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedScript } from '#shared/ai.ts';
import { api } from '../../lib/api.ts';

export const scriptsQueryKey = ['scripts'] as const;

export const getScripts = () => api<SavedScript[]>('/api/scripts');

export const getScriptsQueryOptions = () =>
  queryOptions({ queryKey: scriptsQueryKey, queryFn: getScripts });

export const useScripts = () => useQuery(getScriptsQueryOptions());

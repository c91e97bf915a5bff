import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SavedScript } from '#shared/ai.ts';
import { api } from '../../lib/api.ts';

export const scriptsQueryKey = ['scripts'] as const;

interface ScriptsPage {
  scripts: SavedScript[];
  nextCursor: string | null;
}

/** A page of saved scripts, newest first: 'Meus Scripts' loads more as asked. */
export const getScriptsPage = (cursor: string | null) =>
  api<ScriptsPage>(`/api/scripts/page${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const getScriptsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: scriptsQueryKey,
    queryFn: ({ pageParam }) => getScriptsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useScripts = () => useInfiniteQuery(getScriptsQueryOptions());

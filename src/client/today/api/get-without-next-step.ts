import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithoutNextStepPage } from '#shared/today.ts';
import { api } from '../../lib/api.ts';
import { todayKeys } from './get-today.ts';

/**
 * 'Mostrar mais' of 'Sem próximo passo': the pages after the one GET /api/today brought, from
 * `offset` on. Under Hoje's key, so what changes Hoje reads them again too.
 */
export const moreWithoutNextStepOptions = (offset: number) =>
  infiniteQueryOptions({
    queryKey: [...todayKeys.all, 'without-next-step', offset],
    queryFn: ({ pageParam, signal }) =>
      api<WithoutNextStepPage>(`/api/today/without-next-step?offset=${pageParam}`, { signal }),
    initialPageParam: offset,
    // Asked for by 'Mostrar mais', never by the page's first render.
    meta: { onDemand: true },
    getNextPageParam: (last, _pages, lastParam) =>
      lastParam + last.customers.length < last.total && last.customers.length > 0
        ? lastParam + last.customers.length
        : undefined,
  });

export const useMoreWithoutNextStep = (offset: number, enabled: boolean) =>
  useInfiniteQuery({ ...moreWithoutNextStepOptions(offset), enabled });

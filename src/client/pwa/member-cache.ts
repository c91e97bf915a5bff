import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Me } from '#shared/auth.ts';
import { meQueryKey } from '../auth/session.ts';
import { MEMBER_DATA_CACHE } from './cache-names.ts';

/**
 * Deletes the member's data kept for offline use. The service worker does it itself when the
 * sign-out request succeeds; sign-out code may call this too (it is harmless twice).
 */
export async function clearMemberData(): Promise<void> {
  if ('caches' in window) await caches.delete(MEMBER_DATA_CACHE);
}

/**
 * The answers a page the server rendered brought with it, by the URL the service worker keeps
 * them under: it never saw them asked, and offline the pages ask it. The keys are written out,
 * not imported: this module is in every page's start, the features' queries load with their
 * pages (member-cache.test.ts checks the keys against them).
 */
export const pageQueries: ReadonlyArray<readonly [QueryKey, string]> = [
  [meQueryKey, '/api/me'],
  [['products'], '/api/products'],
  [['limits'], '/api/limits'],
  [['customers', 'board', {}], '/api/customers/board'],
  [['customers', 'summary', 'inicio'], '/api/customers/summary'],
  [['today'], '/api/today'],
];

/**
 * Keeps what a page the server rendered brought (the session and the page's data) for the app
 * to open offline as after a network answer. Only for the member signed in now.
 */
export function keepPageDataForOffline(queryClient: QueryClient): void {
  if (!('caches' in window) || !queryClient.getQueryData(meQueryKey)) return;
  const answers = pageQueries.flatMap(([key, url]) => {
    const data = queryClient.getQueryData(key);
    return data === undefined ? [] : [[url, data] as const];
  });
  void caches
    .open(MEMBER_DATA_CACHE)
    .then((cache) =>
      Promise.all(
        answers.map(([url, data]) =>
          cache.put(
            url,
            new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }),
          ),
        ),
      ),
    )
    .catch(() => undefined);
}

/**
 * Follows the session query: when it answers nobody (signed out, session expired) or another
 * member, the previous member's offline data is deleted. Answers the unsubscribe function.
 */
export function clearMemberDataOnSignOut(queryClient: QueryClient): () => void {
  let member: string | null | undefined;
  return queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryKey[0] !== meQueryKey[0] || query.state.status !== 'success') return;
    const now = (query.state.data as Me | null | undefined)?.id ?? null;
    if (now === member) return;
    if (now === null || member !== undefined) void clearMemberData();
    member = now;
  });
}

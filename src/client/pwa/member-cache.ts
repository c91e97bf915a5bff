import type { QueryClient } from '@tanstack/react-query';
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
 * A page the server rendered brought the session with it, so the service worker never saw
 * /api/me answered: it is kept here, for the app to open offline as after a network answer.
 */
export function keepSessionForOffline(me: Me): void {
  if (!('caches' in window)) return;
  const answer = new Response(JSON.stringify(me), {
    headers: { 'content-type': 'application/json' },
  });
  void caches
    .open(MEMBER_DATA_CACHE)
    .then((cache) => cache.put('/api/me', answer))
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

import { parse } from 'hono/utils/cookie';
import { LRUCache } from 'lru-cache';

// Better Auth's session lookup (signature check, queries, its endpoint machinery) costs more
// than a whole data query: it was the bottleneck of every data route (bench:load). A session
// found valid is reused for a few seconds, per app instance. Anything that changes sessions
// here (sign-in, sign-out, password reset or change) goes through /api/auth and clears the
// cache at once; a session revoked through another instance lasts at most SESSION_CACHE_MS.

export const SESSION_CACHE_MS = 5_000;

export interface CachedSession {
  user: { id: string; email: string; name: string; sessionExpiresAt: string };
}

const cache = new LRUCache<string, CachedSession>({ max: 10_000, ttl: SESSION_CACHE_MS });

/**
 * Bumped by every clear. A lookup that started before a sign-out may finish after it; it must
 * not put the signed-out session back, so it caches only if no clear happened meanwhile.
 */
let generation = 0;

/**
 * The value of the one cookie Better Auth reads (`cookieName`: with the __Secure- prefix on
 * https), the cache key; undefined without it. Another cookie of a similar name, planted by a
 * sibling site, is never taken for it.
 */
export function sessionToken(headers: Headers, cookieName: string): string | undefined {
  const header = headers.get('cookie');
  return header ? parse(header, cookieName)[cookieName] : undefined;
}

export function cachedSession(token: string): CachedSession | undefined {
  return cache.get(token);
}

/** What a lookup notes before it starts: pass it back to cacheSession. */
export const cacheGeneration = () => generation;

export function cacheSession(token: string, session: CachedSession, startedAt: number): void {
  if (startedAt === generation) cache.set(token, session);
}

export function clearSessionCache(): void {
  generation++;
  cache.clear();
}

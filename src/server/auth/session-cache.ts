// Better Auth's session lookup (signature check, queries, its endpoint machinery) costs more
// than a whole data query: it was the bottleneck of every data route (bench:load). A session
// found valid is reused for a few seconds, per app instance. Anything that changes sessions
// here (sign-in, sign-out, password reset or change) goes through /api/auth and clears the
// cache at once; a session revoked through another instance lasts at most SESSION_CACHE_MS.

export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: { id: string; email: string; name: string };
}

const cache = new Map<string, { session: CachedSession; until: number }>();

/** The session cookie's value (signed token), the cache key; undefined without one. */
export function sessionToken(headers: Headers): string | undefined {
  const cookie = headers.get('cookie') ?? '';
  return /(?:^|;\s*)(?:__Secure-)?fechazap\.session_token=([^;]+)/.exec(cookie)?.[1];
}

export function cachedSession(token: string): CachedSession | undefined {
  const entry = cache.get(token);
  if (entry && entry.until > Date.now()) return entry.session;
  cache.delete(token);
  return undefined;
}

export function cacheSession(token: string, session: CachedSession): void {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(token, { session, until: Date.now() + SESSION_CACHE_MS });
}

export function clearSessionCache(): void {
  cache.clear();
}

import type { MiddlewareHandler } from 'hono';
import { authErrorCodes } from '#shared/auth.ts';
import type { Db } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { AppError, databaseUnavailable } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isActiveMemberCached } from '../members/status-cache.ts';
import type { Auth } from './auth.ts';
import {
  cacheGeneration,
  cacheSession,
  cachedSession,
  sessionToken,
  type CachedSession,
} from './session-cache.ts';

export const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Faça login para continuar.');

export const membershipInactive = () =>
  new AppError(
    403,
    authErrorCodes.membershipInactive,
    'Seu acesso está temporariamente suspenso. Fale com o suporte para reativar.',
  );

/**
 * The session of a request (see session-cache.ts). Better Auth reports a database failure as a bare 500 'Failed to get
 * session'; a probe tells that apart, so a database outage answers 503 like every other route.
 */
export async function getSession(
  auth: Auth,
  db: Db,
  headers: Headers,
): Promise<CachedSession | null> {
  const { authCookies } = await auth.$context;
  const token = sessionToken(headers, authCookies.sessionToken.name);
  if (!token) return null;
  const cached = cachedSession(token);
  if (cached) return cached;
  // When a cached session expires, every request of that member under way misses at once: one
  // lookup answers them all. Keyed by the generation too: a lookup that began before a sign-out
  // is never joined after it.
  const key = `${cacheGeneration()}:${token}`;
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = lookUp(auth, db, headers, token).finally(() => lookups.delete(key));
    lookups.set(key, lookup);
  }
  return lookup;
}

const lookups = new Map<string, Promise<CachedSession | null>>();

async function lookUp(
  auth: Auth,
  db: Db,
  headers: Headers,
  token: string,
): Promise<CachedSession | null> {
  const generation = cacheGeneration();
  try {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const found = {
      user: {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        sessionExpiresAt: new Date(session.session.expiresAt).toISOString(),
      },
    };
    // The cookie holds `token.signature`: cached only under the session it really names.
    if (!token.startsWith(`${session.session.token}.`)) return found;
    cacheSession(token, found, generation);
    return found;
  } catch (err) {
    const reachable = await db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    throw reachable ? err : databaseUnavailable();
  }
}

/** 401 without a valid session; otherwise sets c.var.user. */
export function requireSession(auth: Auth, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await getSession(auth, db, c.req.raw.headers);
    if (!session) throw unauthenticated();
    c.set('user', { ...session.user });
    await next();
  };
}

/**
 * For every data route: a signed-in user whose membership is inactive gets 403. The status is
 * cached per instance and forgotten as soon as it changes anywhere (members/status-cache.ts).
 */
export function requireMember(auth: Auth, db: Db): MiddlewareHandler<AppEnv> {
  const session = requireSession(auth, db);
  return (c, next) =>
    session(c, async () => {
      if (!(await isActiveMemberCached(db, c.get('user').email))) throw membershipInactive();
      await next();
    });
}

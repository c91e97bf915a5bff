import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/** Origins allowed to send unsafe requests: APP_URL, plus the Vite dev server in development. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.APP_URL).origin];
  if (config.NODE_ENV === 'development')
    origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser sent from another site (403). Requests with
 * no Origin (server-to-server, e.g. the checkout webhooks, or curl) are not a browser's.
 */
export function originCheck(config: Config): MiddlewareHandler {
  const allowed = new Set(trustedOrigins(config));
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
      if (
        (origin && origin !== 'null' && !allowed.has(origin)) ||
        origin === 'null' ||
        (!origin && crossSite)
      ) {
        throw new AppError(403, 'FORBIDDEN_ORIGIN', 'Requisição de outra origem recusada.');
      }
    }
    await next();
  };
}

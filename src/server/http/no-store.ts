import type { MiddlewareHandler } from 'hono';

/**
 * API answers carry members' customers, scripts and sessions: no browser or proxy cache may
 * keep them. Set on every /api answer, errors included, unless a route chose otherwise.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.has('cache-control')) return;
  try {
    c.res.headers.set('cache-control', 'no-store');
  } catch {
    c.res = new Response(c.res.body, c.res); // a response with immutable headers
    c.res.headers.set('cache-control', 'no-store');
  }
};

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isAppPath } from '#shared/routes.ts';
import type { AppEnv } from './app-env.ts';

const NOT_BUILT = 'The client is not built yet: run `npm run build`, then reload.';

/**
 * Serves the built SPA: hashed assets with a long cache (pre-compressed .br/.gz when present),
 * and index.html for every page path: 200 for the spec's routes, 404 for any other, where
 * the SPA shows its "page not found" screen.
 */
export function spa(clientDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  const files = serveStatic({ root: clientDir, precompressed: true });
  app.use('/assets/*', async (c, next) => {
    const res = await files(c, next);
    res?.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return res;
  });
  // Other files at the root (favicon.svg, robots.txt); page paths have no extension.
  app.use('*', (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));

  app.get('*', (c) => {
    if (!indexHtml) return c.text(NOT_BUILT, 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPath(c.req.path) ? 200 : 404);
  });
  return app;
}

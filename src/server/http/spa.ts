import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isAppPath } from '#shared/routes.ts';
import type { AppEnv } from './app-env.ts';
import { landingDocument, type RenderLanding } from './landing.ts';

const NOT_BUILT = 'The client is not built yet: run `npm run build`, then reload.';

/**
 * Serves the built SPA and the landing page: hashed assets with a long cache (pre-compressed .br/.gz when present),
 * and index.html for every page path: 200 for the spec's routes, 404 for any other, where
 * the SPA shows its "page not found" screen.
 */
export interface LandingOptions {
  render: RenderLanding | undefined;
  appName: string;
  checkoutUrl: string;
  isSignedIn: (req: Request) => Promise<boolean>;
}

export function spa(clientDir: string, landing: LandingOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  const files = serveStatic({ root: clientDir, precompressed: true });
  app.use('/assets/*', async (c, next) => {
    const res = await files(c, next);
    res?.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return res;
  });
  // A service worker is checked for a new version on each visit: never kept stale in a cache.
  app.use('/sw.js', async (c, next) => {
    const res = await files(c, next);
    res?.headers.set('Cache-Control', 'no-cache');
    return res;
  });
  // Other files at the root (favicon.svg, robots.txt); page paths have no extension.
  app.use('*', (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));

  // '/' is rendered here (no JavaScript to download), and a signed-in visitor goes to /inicio.
  app.get('/', async (c, next) => {
    if (await landing.isSignedIn(c.req.raw)) return c.redirect('/inicio', 302);
    if (!indexHtml || !landing.render) return next();
    const body = landing.render({
      appName: landing.appName,
      checkoutUrl: landing.checkoutUrl,
      signedIn: false,
      year: new Date().getFullYear(),
    });
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(landingDocument(indexHtml, body));
  });

  app.get('*', (c) => {
    if (!indexHtml) return c.text(NOT_BUILT, 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPath(c.req.path) ? 200 : 404);
  });
  return app;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { SessionStart } from '#shared/boot-data.ts';
import { isAppPath, isMemberPath } from '#shared/routes.ts';
import { timeZoneFromCookie } from '#shared/time-zone.ts';
import type { AppEnv, SessionUser } from './app-env.ts';
import { appDocument, landingDocument, memberDocument, withInlineStyles } from './documents.ts';
import { chunkPreloader } from './preloads.ts';
import type { Renderers } from './ssr.ts';

const NOT_BUILT = 'The client is not built yet: run `npm run build`, then reload.';

export interface PageOptions {
  /** The built server renderers; without them the browser renders every page. */
  renderers: Renderers | undefined;
  appName: string;
  checkoutUrl: string;
  /** The checkout's price as shown ('R$ 97,00'); the landing leaves it out when unset. */
  checkoutPrice: string | undefined;
  /** The request's signed-in user, or null; rejects when the session cannot be checked. */
  signedInUser: (req: Request) => Promise<SessionUser | null>;
  sessionStart: (user: SessionUser) => Promise<SessionStart>;
  /** The app itself, for the API calls of a page the server renders. */
  callApi: (request: Request, env: unknown) => Promise<Response>;
}

/**
 * Serves the built SPA and its pages: hashed assets with a long cache (pre-compressed .br/.gz
 * when present); the landing page rendered without JavaScript; member pages rendered with the
 * session (a visitor without one goes to /auth); index.html for the other pages of the SPA,
 * and 404 with it for any other path, where the SPA shows its "page not found" screen.
 */
export function spa(clientDir: string, pages: PageOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const pageChunks = indexHtml ? chunkPreloader(clientDir, indexHtml) : () => [];
  const appHtml = indexHtml && appDocument(indexHtml, pageChunks([]));
  const memberHtml =
    indexHtml &&
    withInlineStyles(indexHtml, (href) => {
      const file = path.join(clientDir, href);
      return file.startsWith(clientDir) && existsSync(file)
        ? readFileSync(file, 'utf8')
        : undefined;
    });

  const files = serveStatic({ root: clientDir, precompressed: true });
  /** The file with its cache rule; a missing one is a plain 404, never the SPA's page. */
  const file =
    (cacheControl: string): MiddlewareHandler<AppEnv> =>
    async (c) => {
      const res = await files(c, async () => {});
      if (!res) {
        c.header('Cache-Control', 'no-cache');
        return c.text('Arquivo não encontrado.', 404);
      }
      res.headers.set('Cache-Control', cacheControl);
      return res;
    };
  app.use('/assets/*', file('public, max-age=31536000, immutable'));
  // A service worker is checked for a new version on each visit: never kept stale in a cache.
  app.use('/sw.js', file('no-cache'));
  // Other files at the root (favicon.svg, robots.txt); page paths have no extension.
  app.use('*', (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));

  // '/' is rendered here (no JavaScript to download), and a signed-in visitor goes to /inicio.
  app.get('/', async (c, next) => {
    const user = await pages.signedInUser(c.req.raw).catch(() => null);
    if (user) return c.redirect('/inicio', 302);
    if (!indexHtml || !pages.renderers) return next();
    const body = pages.renderers.renderLanding({
      appName: pages.appName,
      checkoutUrl: pages.checkoutUrl,
      price: pages.checkoutPrice,
      signedIn: false,
      year: new Date().getFullYear(),
    });
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(landingDocument(indexHtml, body));
  });

  async function memberPage(c: Context<AppEnv>, html: string, renderers: Renderers) {
    let start: SessionStart | null;
    try {
      const user = await pages.signedInUser(c.req.raw);
      // Without a session the route table's guard sends the visitor to /auth.
      start = user && (await pages.sessionStart(user));
    } catch (err) {
      // The database did not answer: the app in the browser says so and offers to retry.
      c.get('log').warn({ err }, 'member page served without its session');
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    }
    const url = new URL(c.req.url);
    const cookie = c.req.header('cookie') ?? '';
    const page = await renderers
      .renderPage({
        url: url.pathname + url.search,
        start,
        cookie,
        timeZone: timeZoneFromCookie(cookie),
        fetchApi: apiAsMember(c, url.origin),
      })
      .catch((err: unknown) => {
        c.get('log').error({ err }, 'member page render failed');
        return undefined;
      });
    if (page?.redirect !== undefined) return c.redirect(page.redirect, 302);
    if (page?.unloaded.length)
      c.get('log').warn({ queries: page.unloaded }, 'member page rendered without some data');
    // It carries the member's data: kept by no cache, the browser's own included.
    c.header('Cache-Control', 'no-store');
    return c.html(
      page
        ? memberDocument(html, {
            html: page.html,
            boot: { state: page.state, router: page.router },
            chunks: pageChunks(page.modules),
          })
        : html,
    );
  }

  /** The page's /api calls, made in-process with the member's cookie and connection. */
  const apiAsMember =
    (c: Context<AppEnv>, origin: string): typeof fetch =>
    (input, init) => {
      const headers = new Headers(init?.headers);
      for (const name of ['cookie', 'x-forwarded-for', 'user-agent']) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const path = input instanceof Request ? input.url : input;
      const request = new Request(new URL(path, origin), { ...init, headers });
      return pages.callApi(request, c.env);
    };

  app.get('*', async (c) => {
    if (!indexHtml || !appHtml) return c.text(NOT_BUILT, 503);
    if (memberHtml && pages.renderers && isMemberPath(c.req.path)) {
      return memberPage(c, memberHtml, pages.renderers);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(appHtml, isAppPath(c.req.path) ? 200 : 404);
  });
  return app;
}

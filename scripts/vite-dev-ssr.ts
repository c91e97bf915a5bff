import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type * as RenderersModule from '../src/client/ssr/render.tsx';
import type * as DocumentsModule from '../src/server/http/documents.ts';
import type * as RoutesModule from '../src/shared/routes.ts';
import type * as TimeZoneModule from '../src/shared/time-zone.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The server's own modules, imported by Node at request time (Vite bundles this file only). */
const serverModule = (file: string) => import(pathToFileURL(path.join(root, file)).href);

type Renderers = typeof RenderersModule;
type Routes = typeof RoutesModule;
type Documents = typeof DocumentsModule;
type TimeZone = typeof TimeZoneModule;

/**
 * `npm run dev` renders member pages on the server as production does (decision 012): the same
 * route table, loaders and renderPage (loaded through Vite, so an edit shows on reload) and the
 * same document, with the API server answering the page's calls as the member. Vite serves the
 * rest, and the browser's app hydrates the page.
 */
export function devMemberPages(apiOrigin: string): Plugin {
  return {
    name: 'fechazap:dev-member-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const cookie = req.headers.cookie ?? '';
        void (async () => {
          const { isMemberPath } = (await serverModule('src/shared/routes.ts')) as Routes;
          if (req.method !== 'GET' || !isMemberPath(url.pathname)) return next();
          const fetchApi: typeof fetch = (input, init) => {
            const headers = new Headers(init?.headers);
            headers.set('cookie', cookie);
            const target = input instanceof Request ? input.url : String(input);
            return fetch(new URL(target, apiOrigin), { ...init, headers });
          };
          const answer = async (p: string) => {
            const res = await fetchApi(p);
            return res.ok ? ((await res.json()) as unknown) : null;
          };
          const [me, config] = await Promise.all([answer('/api/me'), answer('/api/config')]);
          const { renderPage } = (await server.ssrLoadModule('/ssr/render.tsx')) as Renderers;
          const { memberDocument } = (await serverModule(
            'src/server/http/documents.ts',
          )) as Documents;
          const { timeZoneFromCookie } = (await serverModule(
            'src/shared/time-zone.ts',
          )) as TimeZone;
          const page = await renderPage({
            url: url.pathname + url.search,
            start:
              me && config ? ({ me, config } as Parameters<typeof renderPage>[0]['start']) : null,
            cookie,
            timeZone: timeZoneFromCookie(cookie),
            fetchApi,
          });
          if (page.redirect !== undefined) {
            res.writeHead(302, { location: page.redirect }).end();
            return;
          }
          const indexHtml = await server.transformIndexHtml(
            req.url ?? '/',
            readFileSync(path.join(root, 'src/client/index.html'), 'utf8'),
          );
          const html = memberDocument(
            // The stylesheet before the page: the entry's own import of it comes after the paint.
            indexHtml.replace('</head>', '<link rel="stylesheet" href="/styles.css" />\n</head>'),
            { html: page.html, boot: { state: page.state, router: page.router }, chunks: [] },
          );
          res
            .writeHead(200, {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-store',
            })
            .end(html);
        })().catch((err: unknown) => {
          if (err instanceof Error) server.ssrFixStacktrace(err);
          next(err);
        });
      });
    },
  };
}

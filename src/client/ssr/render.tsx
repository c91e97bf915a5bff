import { AsyncLocalStorage } from 'node:async_hooks';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router';
import type { SessionStart } from '#shared/boot-data.ts';
import { seedSession } from '../app/boot-data.ts';
import { createRoutes, loadAllRouteModules, modulesFor } from '../app/router.tsx';
import { ServerCookie } from '../app/shell/sidebar-state.ts';
import { LandingPage, type LandingProps } from '../landing/landing-page.tsx';
import { setApiFetch } from '../lib/api.ts';
import { TimeZone } from '../lib/format.ts';
import { createQueryClient } from '../lib/query-client.ts';

// The server's renderers (built to dist/ssr/render.js).

/** The landing page as HTML: it ships no JavaScript. */
export function renderLanding(props: LandingProps): string {
  return renderToString(<LandingPage {...props} />);
}

export interface PageRequest {
  /** Path and query, e.g. '/dashboard?section=vendas'. */
  url: string;
  /** The signed-in member's session; null for a visitor, whom the guard sends to /auth. */
  start: SessionStart | null;
  /** The request's Cookie header (the sidebar remembers its state in one). */
  cookie: string;
  /** The member's IANA zone (their `tz` cookie's): days and hours as the browser shows them. */
  timeZone: string;
  /** Answers the page's /api calls in-process, as the member. */
  fetchApi: typeof fetch;
}

export type RenderedPage =
  | {
      /** The content of #root, which the browser's app hydrates. */
      html: string;
      /** The code-split modules it rendered (paths from src/client), to preload with the page. */
      modules: string[];
      /** The app's cache: the session and the page's data, for the browser to start from. */
      state: DehydratedState;
      /** The router's state after the loaders, for the browser's router to hydrate with. */
      router: HydrationState;
      /**
       * Queries the page asked for that no loader had prefetched (a page's loader misses one):
       * the browser loads them. Those marked `meta: { browserOnly: true }` are not counted, nor
       * those the member asks for later (`meta: { onDemand: true }`, e.g. 'Mostrar mais').
       */
      unloaded: string[];
      redirect?: undefined;
    }
  | { redirect: string };

/** The fetch of the page being rendered: the app's queries run inside a page's render only. */
const pageFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const fetchApi = pageFetch.getStore();
  if (!fetchApi) return Promise.reject(new Error('An /api call outside a page render.'));
  return fetchApi(input, init);
});

const unloadedQueries = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        !query.meta?.browserOnly &&
        !query.meta?.onDemand,
    )
    .map((query) => query.queryHash);

/**
 * The queries the browser's cache starts from: those the loaders fetched (or the session seeded).
 * A query holding only its `initialData` (never fetched: the board's columns and summary, seeded
 * from the board's answer) is left out: the browser's render seeds it again from the same
 * answer, so its cards would only be in the HTML twice (59 kB of a board's 10,000 customers).
 */
const fetchedHere = (query: Query) =>
  defaultShouldDehydrateQuery(query) && query.state.dataUpdateCount > 0;

/**
 * A member page with its data, as the browser's first render draws it: the route table's
 * loaders run once, in parallel, prefetching the page's queries through the API in-process (as
 * the member, so every rule of the API holds), then the page renders once. A query that fails
 * is left to the browser. The cache and the router's state go with the HTML, so the browser's
 * hydration draws exactly this.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const client = createQueryClient();
  // A query that fails is the browser's to retry: the page does not wait for it here.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  seedSession(client, request.start);
  const url = new URL(request.url, 'http://localhost');
  try {
    return await pageFetch.run(request.fetchApi, async () => {
      const routes = createRoutes(client);
      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        return { redirect: context.headers.get('location') ?? '/auth' };
      }
      if (context.errors) throw Object.values(context.errors)[0];
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = renderToString(
        <StrictMode>
          <ServerCookie.Provider value={request.cookie}>
            <TimeZone.Provider value={request.timeZone}>
              <QueryClientProvider client={client}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </QueryClientProvider>
            </TimeZone.Provider>
          </ServerCookie.Provider>
        </StrictMode>,
      );
      return {
        html,
        modules: modulesFor(routes, url).map((module) => module.id),
        state: dehydrate(client, { shouldDehydrateQuery: fetchedHere }),
        router: { loaderData: context.loaderData, actionData: context.actionData },
        unloaded: unloadedQueries(client),
      };
    });
  } finally {
    client.clear();
  }
}

/**
 * Imports the route table's modules once, so the first member to ask for a page does not wait
 * while the server loads them.
 */
export async function warmUp(): Promise<void> {
  await loadAllRouteModules();
}

import { AsyncLocalStorage } from 'node:async_hooks';
import {
  dehydrate,
  QueryClientProvider,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SessionStart } from '#shared/boot-data.ts';
import { dashboardSections, memberPaths } from '#shared/routes.ts';
import { adminSections } from '../admin/sections.ts';
import { Pages } from '../app/app.tsx';
import { seedSession } from '../app/boot-data.ts';
import { ServerCookie } from '../app/shell/sidebar-state.ts';
import { LandingPage, type LandingProps } from '../landing/landing-page.tsx';
import { setApiFetch } from '../lib/api.ts';
import { TimeZone } from '../lib/format.ts';
import { RenderedModules } from '../lib/lazy-module.tsx';
import { createQueryClient } from '../lib/query-client.ts';

// The server's renderers (built to dist/ssr/render.js).

/** The landing page as HTML: it ships no JavaScript. */
export function renderLanding(props: LandingProps): string {
  return renderToString(<LandingPage {...props} />);
}

export interface PageRequest {
  /** Path and query, e.g. '/dashboard?section=vendas'. */
  url: string;
  start: SessionStart;
  /** The request's Cookie header (the sidebar remembers its state in one). */
  cookie: string;
  /** The member's IANA zone (their `tz` cookie's): days and hours as the browser shows them. */
  timeZone: string;
  /** Answers the page's /api calls in-process, as the member. */
  fetchApi: typeof fetch;
}

export interface RenderedPage {
  /**
   * The content of #root, which the browser's app hydrates. A part that failed, or whose code
   * was not loaded yet, is left to the browser (a '<!--$!-->' Suspense boundary).
   */
  html: string;
  /** The code-split modules it rendered (paths from src/client), to preload with the page. */
  modules: string[];
  /** The app's cache: the session and the page's data, for the browser to start from. */
  state: DehydratedState;
}

/** The fetch of the page being rendered: the app's queries run inside a page's render only. */
const pageFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const fetchApi = pageFetch.getStore();
  if (!fetchApi) return Promise.reject(new Error('An /api call outside a page render.'));
  return fetchApi(input, init);
});

const seeded = (query: Query) => query.options.initialData !== undefined;

/** The queries a render asked for that can be answered now (enabled, never tried). */
function waiting(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      const on =
        typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled;
      return (
        query.state.status === 'pending' &&
        !tried.has(query.queryHash) &&
        !seeded(query) &&
        on !== false &&
        queryFn !== undefined &&
        queryFn !== skipToken
      );
    });
}

/** Renders twice at most after the first: data a second query is seeded from arrives first. */
const MAX_DATA_ROUNDS = 2;

/**
 * A member page with its data, as the browser's first render draws it once the page's queries
 * have answered: the server renders the page, answers the queries it asked for through the API
 * in-process (as the member, so every rule of the API holds), and renders again with the
 * answers. A query that fails, or that another one's answer seeds, is left to the browser. The
 * cache goes with the HTML, so the browser's hydration draws exactly this.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const client = createQueryClient();
  seedSession(client, request.start);
  const modules = new Set<string>();
  const render = () =>
    renderToString(
      <StrictMode>
        <RenderedModules.Provider value={modules}>
          <ServerCookie.Provider value={request.cookie}>
            <TimeZone.Provider value={request.timeZone}>
              <QueryClientProvider client={client}>
                <StaticRouter location={request.url}>
                  <Pages />
                </StaticRouter>
              </QueryClientProvider>
            </TimeZone.Provider>
          </ServerCookie.Provider>
        </RenderedModules.Provider>
      </StrictMode>,
    );
  try {
    return await pageFetch.run(request.fetchApi, async () => {
      let html = render();
      const tried = new Set<string>();
      for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
        const queries = waiting(client, tried);
        if (queries.length === 0) break;
        await Promise.all(
          queries.map((query) => {
            tried.add(query.queryHash);
            return query
              .fetch({ ...query.options, retry: false })
              .catch(() => client.getQueryCache().remove(query));
          }),
        );
        // A query seeded from another's answer (initialData) is built again, with it.
        for (const query of client.getQueryCache().getAll()) {
          if (seeded(query) && query.state.status === 'pending')
            client.getQueryCache().remove(query);
        }
        html = render();
      }
      return { html, modules: [...modules], state: dehydrate(client) };
    });
  } finally {
    client.clear();
  }
}

/**
 * Renders every member page once, so the first member to ask for one does not wait while the
 * server loads the pages' modules (about a second and a half on a small machine).
 */
export async function warmUp(): Promise<void> {
  const start: SessionStart = {
    me: {
      id: 'warm-up',
      email: 'warm-up@localhost',
      displayName: '',
      membershipActive: true,
      isAdmin: true,
    },
    config: {
      appName: '',
      appUrl: '',
      checkoutUrl: '',
      supportWhatsApp: '',
      dailyLimits: { scripts: 0, objections: 0 },
      aiMode: 'offline',
    },
  };
  const noData: typeof fetch = () => Promise.reject(new Error('warm-up'));
  const urls = [
    ...memberPaths.filter((p) => p !== '/dashboard' && p !== '/admin'),
    ...dashboardSections.map((s) => `/dashboard?section=${s}`),
    ...adminSections.map((s) => `/admin?secao=${s}`),
  ];
  for (const url of urls) {
    // A render starts loading the modules it meets (a page, then its section); until they are
    // loaded it leaves their place to the browser (a '<!--$!-->' boundary).
    for (let i = 0; i < 5; i++) {
      const { html } = await renderPage({
        url,
        start,
        cookie: '',
        timeZone: 'UTC',
        fetchApi: noData,
      });
      if (!html.includes('<!--$!-->')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

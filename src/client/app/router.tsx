import type { QueryClient } from '@tanstack/react-query';
import {
  matchRoutes,
  redirect,
  useRouteError,
  type LoaderFunctionArgs,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import type { Me } from '#shared/auth.ts';
import { authPathFor } from '#shared/next-path.ts';
import { getMeQueryOptions } from '../auth/session.ts';
import { RouteError } from './route-error.tsx';
import {
  loaded,
  named,
  sectionFrom,
  type Page,
  type PageLoader,
  type RouteModule,
  type Sections,
} from './route-modules.tsx';
import { admin, guard, memberPages, notFound, publicPages, shell } from './routes.tsx';

// The route table (routes.tsx) as React Router's routes, for the browser and the server's render.

/** A route whose component is its module's default export, loaded when first matched. */
const lazyRoute = (module: RouteModule): NonIndexRouteObject => ({
  handle: { module },
  lazy: async () => ({ Component: (await module.load()).default }),
});

/**
 * The session, for the guard: /auth without one. Undefined when the server could not be asked
 * (the guard's screen says so and offers a retry) or the membership is inactive.
 */
async function activeMember(client: QueryClient, request: Request): Promise<Me | undefined> {
  const me = await client.ensureQueryData(getMeQueryOptions()).catch(() => undefined);
  if (me === null) {
    // Back to where the visitor was going once signed in: a share survives the trip.
    const { pathname, search, origin } = new URL(request.url);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a loader throws its redirect
    throw redirect(authPathFor(pathname + search, origin));
  }
  return me?.membershipActive ? me : undefined;
}

/** A member page's route loader: the session, then the page's loader and its section's. */
function memberLoader(client: QueryClient, page: Page) {
  return async ({ request }: LoaderFunctionArgs) => {
    const me = await activeMember(client, request);
    if (!me) return null;
    const search = new URL(request.url).searchParams;
    const picked = page.sections?.entries[sectionFrom(page.sections, search)];
    // The console's sections only for an admin: anyone else sees 'Área restrita'.
    const shown = picked && (page.sections !== admin || me.isAdmin) ? picked : undefined;
    const load = (loader?: PageLoader) => loader?.(client, search);
    await Promise.allSettled([
      load(page.loader),
      ...(shown ? [shown.module.load(), load(shown.loader)] : []),
    ]);
    return null;
  };
}

function RouteErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}

/** The route objects of the browser's router and of the server's render, over this cache. */
export function createRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      ErrorBoundary: RouteErrorBoundary,
      // A page the browser renders shows nothing while its loaders run (a member page's spinner
      // would flash for the few milliseconds a cached session takes).
      HydrateFallback: () => null,
      children: [
        ...Object.entries(publicPages).map(([path, module]) => ({ path, ...lazyRoute(module) })),
        {
          ...lazyRoute(guard),
          loader: async ({ request }) => (await activeMember(client, request), null),
          children: [
            {
              ...lazyRoute(shell),
              children: Object.entries(memberPages).map(([path, page]) => ({
                path,
                ...lazyRoute(page.module),
                handle: { module: page.module, sections: page.sections },
                loader: memberLoader(client, page),
                // A filter in the URL (?q=, ?email=) is the page's own query, not a new page.
                shouldRevalidate: ({ currentUrl, nextUrl }) =>
                  currentUrl.pathname !== nextUrl.pathname ||
                  (page.sections !== undefined &&
                    sectionFrom(page.sections, currentUrl.searchParams) !==
                      sectionFrom(page.sections, nextUrl.searchParams)),
              })),
            },
          ],
        },
        { path: '*', ...lazyRoute(notFound) },
      ],
    },
  ];
}

interface RouteHandle {
  module?: RouteModule;
  sections?: Sections<string>;
}

/** The modules a URL renders: its routes' and its section's. */
export function modulesFor(routes: RouteObject[], url: URL): RouteModule[] {
  return (matchRoutes(routes, url) ?? []).flatMap(({ route }) => {
    const { module, sections } = (route.handle ?? {}) as RouteHandle;
    const picked = sections?.entries[sectionFrom(sections, url.searchParams)];
    return [...(module ? [module] : []), ...(picked ? [picked.module] : [])];
  });
}

/** Every module of the table, for the server to import once at start. */
export const loadAllRouteModules = (): Promise<unknown> =>
  Promise.all(named.map((module) => module.load()));

/**
 * Gives the routes whose modules are loaded their components, in place of their `lazy`: what
 * React Router asks before hydrating ("lazy routes and hydration").
 */
export function settleLoadedRoutes(routes: RouteObject[]): void {
  for (const route of routes) {
    const { module } = (route.handle ?? {}) as RouteHandle;
    const Component = module && loaded.get(module.id);
    if (Component) Object.assign(route, { Component, lazy: undefined });
    if (route.children) settleLoadedRoutes(route.children);
  }
}

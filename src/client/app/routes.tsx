import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
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
import {
  adminSections,
  dashboardSections,
  type AdminSection,
  type DashboardSection,
  type MemberPath,
} from '#shared/routes.ts';
import { getMeQueryOptions } from '../auth/session.ts';
import { RouteError } from './route-error.tsx';

// The app's one route table: every page and section, its code-split module and the data its
// loader prefetches into the query cache. The server's render runs the loaders once, then
// renders once (src/client/ssr/render.tsx); the browser's router runs them on each navigation.

/** The code-split modules of the table, by their path: the key the build's chunk map uses. */
const modules = import.meta.glob<{ default: ComponentType }>([
  '../pages/*.tsx',
  '!../pages/*.test.tsx',
  '../*/*-section.tsx',
  '../admin/*/*-section.tsx',
  './member-guard.tsx',
  './shell/app-shell.tsx',
]);

/** A module of src/client, by its path from there (e.g. 'pages/welcome.tsx'), and its import. */
export interface RouteModule {
  id: string;
  load: () => Promise<{ default: ComponentType }>;
}

const loaded = new Map<string, ComponentType>();
const named: RouteModule[] = [];

function routeModule(id: string): RouteModule {
  const key = id.startsWith('app/') ? `./${id.slice(4)}` : `../${id}`;
  const load = modules[key];
  // A wrong path fails every test and every start, never silently.
  if (!load) throw new Error(`The route table names ${id}, which is not a route module.`);
  const module: RouteModule = {
    id,
    load: () =>
      load().then((module) => {
        loaded.set(id, module.default);
        return module;
      }),
  };
  named.push(module);
  return module;
}

/**
 * What a page or section prefetches, with the query options its api/ files export. Each is
 * imported when the page is asked for (with the page's own chunk, which imports it too), so no
 * page loads another's. A failed query is the page's to show.
 */
type Prefetch = (client: QueryClient, search: URLSearchParams) => Promise<unknown>;

interface Section {
  module: RouteModule;
  label: string;
  prefetch?: Prefetch;
}

interface Sections<Id extends string> {
  /** The search parameter that picks one, the first section when missing or unknown. */
  param: string;
  ids: readonly Id[];
  entries: Record<Id, Section>;
}

interface Page {
  module: RouteModule;
  prefetch?: Prefetch;
  sections?: Sections<string>;
}

const section = (id: string, label: string, prefetch?: Prefetch): Section => ({
  module: routeModule(id),
  label,
  prefetch,
});

const products: Prefetch = async (client) =>
  client.ensureQueryData(
    (await import('../products/api/get-products.ts')).getProductsQueryOptions(),
  );
const productsAndLimits: Prefetch = async (client) => {
  const limits = (await import('../limits/api/get-limits.ts')).getLimitsQueryOptions();
  return Promise.all([products(client, new URLSearchParams()), client.ensureQueryData(limits)]);
};

/** /dashboard?section=…: the member's tools. */
export const dashboard: Sections<DashboardSection> = {
  param: 'section',
  ids: dashboardSections,
  entries: {
    produtos: section('products/products-section.tsx', 'Meus Produtos/Serviços', products),
    scripts: section('scripts/scripts-section.tsx', 'Gerador de Scripts', productsAndLimits),
    objecoes: section(
      'objections/objections-section.tsx',
      'Quebrador de Objeções',
      productsAndLimits,
    ),
    // The board with no filter: the search box and the follow-up buttons start empty.
    vendas: section('customers/board-section.tsx', 'Minhas Vendas', async (client) => {
      const { boardOptions } = await import('../customers/api/get-board.ts');
      return client.ensureQueryData(boardOptions({}));
    }),
    resultados: section('results/results-section.tsx', 'Resultados', async (client) => {
      const { getResultsQueryOptions } = await import('../results/api/get-results.ts');
      return client.ensureQueryData(getResultsQueryOptions('month'));
    }),
  },
};

/** /admin?secao=…: the operator's console (the API checks the role too). */
export const admin: Sections<AdminSection> = {
  param: 'secao',
  ids: adminSections,
  entries: {
    membros: section('admin/members/members-section.tsx', 'Membros', async (client, search) => {
      const [{ getMembersQueryOptions }, { memberFiltersFrom }, { getMailFailuresQueryOptions }] =
        await Promise.all([
          import('../admin/api/get-members.ts'),
          import('../admin/api/admin-keys.ts'),
          import('../admin/api/mail-failures.ts'),
        ]);
      return Promise.all([
        client.ensureInfiniteQueryData(getMembersQueryOptions(memberFiltersFrom(search))),
        client.ensureQueryData(getMailFailuresQueryOptions()),
      ]);
    }),
    checkout: section('admin/checkout/checkout-section.tsx', 'Checkout', async (client) => {
      const { getEventsQueryOptions } = await import('../admin/api/get-events.ts');
      return client.ensureQueryData(getEventsQueryOptions({ platform: '', result: '' }));
    }),
    uso: section('admin/usage/usage-section.tsx', 'Uso', async (client) => {
      const { getUsageQueryOptions } = await import('../admin/api/get-usage.ts');
      return client.ensureQueryData(getUsageQueryOptions(30));
    }),
  },
};

/** The section a URL's search picks. */
export function sectionFrom<Id extends string>(
  sections: Sections<Id>,
  search: URLSearchParams,
): Id {
  const id = search.get(sections.param);
  return sections.ids.find((s) => s === id) ?? sections.ids[0]!;
}

/**
 * A section, drawn: once its module is in it renders at once, without suspending (a page the
 * server rendered hydrates in one pass); before that, as React.lazy.
 */
export function sectionElement<Id extends string>(sections: Sections<Id>, id: Id) {
  const { module } = sections.entries[id];
  const Section = loaded.get(module.id) ?? lazySections.get(module.id)!;
  return <Section />;
}
const lazySections = new Map<string, ComponentType>(
  [dashboard, admin].flatMap((group) =>
    Object.values<Section>(group.entries).map(({ module }) => [module.id, lazy(module.load)]),
  ),
);

const welcome: Page = {
  module: routeModule('pages/welcome.tsx'),
  prefetch: async (client) => {
    const [{ getTodayQueryOptions }, { hasCustomersQueryOptions }] = await Promise.all([
      import('../today/api/get-today.ts'),
      import('../today/api/has-customers.ts'),
    ]);
    return Promise.all([
      client.ensureQueryData(getTodayQueryOptions()),
      client.ensureQueryData(hasCustomersQueryOptions()),
    ]);
  },
};

/** Every member page, by its path (#shared/routes.ts names them): all behind the guard. */
const memberPages: Record<MemberPath, Page> = {
  '/inicio': welcome,
  '/members': welcome,
  '/orientacoes': { module: routeModule('pages/orientation.tsx') },
  '/dashboard': { module: routeModule('pages/dashboard.tsx'), sections: dashboard },
  '/ajuda': { module: routeModule('pages/help.tsx') },
  '/minha-conta': {
    module: routeModule('pages/account.tsx'),
    prefetch: async (client) => {
      const [{ cadencesQueryOptions }, { pixKeyOptions }] = await Promise.all([
        import('../follow-ups/api/cadences.ts'),
        import('../pix/api/pix-key.ts'),
      ]);
      return Promise.all([
        client.ensureQueryData(cadencesQueryOptions()),
        client.ensureQueryData(pixKeyOptions),
      ]);
    },
  },
  '/admin': { module: routeModule('pages/admin.tsx'), sections: admin },
  '/compartilhar': {
    module: routeModule('pages/share.tsx'),
    prefetch: async (client, search) => {
      const id = search.get('id');
      if (!id) return;
      const { shareOptions } = await import('../conversations/api/get-share.ts');
      return client.ensureQueryData(shareOptions(id));
    },
  },
};

const guard = routeModule('app/member-guard.tsx');
const shell = routeModule('app/shell/app-shell.tsx');

const publicPages = {
  '/': routeModule('pages/landing.tsx'),
  '/auth': routeModule('pages/auth.tsx'),
  '/reset-password': routeModule('pages/reset-password.tsx'),
  '/criar-senha': routeModule('pages/create-password.tsx'),
};
const notFound = routeModule('pages/not-found.tsx');

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

function pageLoader(client: QueryClient, page: Page) {
  return async ({ request }: LoaderFunctionArgs) => {
    const me = await activeMember(client, request);
    if (!me) return null;
    const search = new URL(request.url).searchParams;
    const picked = page.sections?.entries[sectionFrom(page.sections, search)];
    // The console's sections only for an admin: anyone else sees 'Área restrita'.
    const shown = picked && (page.sections !== admin || me.isAdmin) ? picked : undefined;
    const prefetch = (p?: Prefetch) => p?.(client, search);
    await Promise.allSettled([
      prefetch(page.prefetch),
      ...(shown ? [shown.module.load(), prefetch(shown.prefetch)] : []),
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
                loader: pageLoader(client, page),
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

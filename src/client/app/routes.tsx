import {
  adminSections,
  dashboardSections,
  type AdminSection,
  type DashboardSection,
  type MemberPath,
} from '#shared/routes.ts';
import { accountLoader } from '../pages/account.loader.ts';
import { adminLoaders } from '../pages/admin.loader.ts';
import { dashboardLoaders } from '../pages/dashboard.loader.ts';
import { shareLoader } from '../pages/share.loader.ts';
import { welcomeLoader } from '../pages/welcome.loader.ts';
import { routeModule, section, type Page, type Sections } from './route-modules.tsx';

// The app's one route table: every page and section, its code-split module and its loader,
// which prefetches the page's data into the query cache. The server's render runs the loaders
// once, then renders once (src/client/ssr/render.tsx); the browser's router runs them on each
// navigation. router.tsx makes the router's routes of it; route-modules.tsx holds the machinery.

/** /dashboard?section=…: the member's tools. */
export const dashboard: Sections<DashboardSection> = {
  param: 'section',
  ids: dashboardSections,
  entries: {
    produtos: section(
      'products/products-section.tsx',
      'Meus Produtos/Serviços',
      dashboardLoaders.produtos,
    ),
    scripts: section('scripts/scripts-section.tsx', 'Gerador de Scripts', dashboardLoaders.scripts),
    objecoes: section(
      'objections/objections-section.tsx',
      'Quebrador de Objeções',
      dashboardLoaders.objecoes,
    ),
    vendas: section('customers/board-section.tsx', 'Minhas Vendas', dashboardLoaders.vendas),
    campanhas: section('campaigns/campaigns-section.tsx', 'Campanhas', dashboardLoaders.campanhas),
    resultados: section('results/results-section.tsx', 'Resultados', dashboardLoaders.resultados),
  },
};

/** /admin?secao=…: the operator's console (the API checks the role too). */
export const admin: Sections<AdminSection> = {
  param: 'secao',
  ids: adminSections,
  entries: {
    membros: section('admin/members/members-section.tsx', 'Membros', adminLoaders.membros),
    checkout: section('admin/checkout/checkout-section.tsx', 'Checkout', adminLoaders.checkout),
    uso: section('admin/usage/usage-section.tsx', 'Uso', adminLoaders.uso),
  },
};

const welcome: Page = { module: routeModule('pages/welcome.tsx'), loader: welcomeLoader };

/** Every member page, by its path (#shared/routes.ts names them): all behind the guard. */
export const memberPages: Record<MemberPath, Page> = {
  '/inicio': welcome,
  '/members': welcome,
  '/orientacoes': { module: routeModule('pages/orientation.tsx') },
  '/dashboard': { module: routeModule('pages/dashboard.tsx'), sections: dashboard },
  '/ajuda': { module: routeModule('pages/help.tsx') },
  '/minha-conta': { module: routeModule('pages/account.tsx'), loader: accountLoader },
  '/admin': { module: routeModule('pages/admin.tsx'), sections: admin },
  '/compartilhar': { module: routeModule('pages/share.tsx'), loader: shareLoader },
};

export const guard = routeModule('app/member-guard.tsx');
export const shell = routeModule('app/shell/app-shell.tsx');

export const publicPages = {
  '/': routeModule('pages/landing.tsx'),
  '/auth': routeModule('pages/auth.tsx'),
  '/reset-password': routeModule('pages/reset-password.tsx'),
  '/criar-senha': routeModule('pages/create-password.tsx'),
};
export const notFound = routeModule('pages/not-found.tsx');

// The names of the app's pages and sections, as plain data the server and the service worker can
// import (no React, no zod). The route table (src/client/app/routes.tsx) declares each one: it is
// typed by these lists, so a name without its route does not compile.

export const publicPaths = ['/', '/auth', '/reset-password', '/criar-senha'] as const;
export const memberPaths = [
  '/inicio',
  '/members',
  '/orientacoes',
  '/dashboard',
  '/ajuda',
  '/minha-conta',
  '/admin',
  '/compartilhar',
] as const;
export type MemberPath = (typeof memberPaths)[number];

/** /dashboard?section=…, the first one the default. */
export const dashboardSections = [
  'produtos',
  'scripts',
  'objecoes',
  'vendas',
  'campanhas',
  'resultados',
] as const;
export type DashboardSection = (typeof dashboardSections)[number];

/** /admin?secao=…, the first one the default. */
export const adminSections = ['membros', 'checkout', 'uso'] as const;
export type AdminSection = (typeof adminSections)[number];

/** The URL of every member page and dashboard section (/members is /inicio; /admin is apart). */
export const memberPageUrls: readonly string[] = memberPaths.flatMap((path) =>
  path === '/members' || path === '/admin'
    ? []
    : path === '/dashboard'
      ? dashboardSections.map((s) => `/dashboard?section=${s}`)
      : [path],
);

const knownPaths = new Set<string>([...publicPaths, ...memberPaths]);

const member = new Set<string>(memberPaths);
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;

/** True when the SPA has a page for this path (a trailing slash is tolerated). */
export const isAppPath = (pathname: string) => knownPaths.has(withoutTrailingSlash(pathname));

/** True for the pages only a signed-in member sees. */
export const isMemberPath = (pathname: string) => member.has(withoutTrailingSlash(pathname));

/** Every path the SPA has a page for. The server answers 404 for any other non-API path. */
export const publicPaths = ['/', '/auth', '/reset-password', '/criar-senha'] as const;
export const memberPaths = [
  '/inicio',
  '/members',
  '/orientacoes',
  '/dashboard',
  '/minha-conta',
  '/ajuda',
  '/admin',
] as const;

export const dashboardSections = [
  'produtos',
  'scripts',
  'objecoes',
  'vendas',
  'resultados',
] as const;
export type DashboardSection = (typeof dashboardSections)[number];

const knownPaths = new Set<string>([...publicPaths, ...memberPaths]);

const member = new Set<string>(memberPaths);
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** True when the SPA has a page for this path (a trailing slash is tolerated). */
export const isAppPath = (pathname: string) => knownPaths.has(withoutTrailingSlash(pathname));

/** True for the pages only a signed-in member sees. */
export const isMemberPath = (pathname: string) => member.has(withoutTrailingSlash(pathname));

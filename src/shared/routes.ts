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

/** True when the SPA has a page for this path (a trailing slash is tolerated). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(path);
}

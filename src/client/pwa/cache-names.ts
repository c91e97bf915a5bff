/**
 * The one cache that holds a member's data (the session, the saved scripts and what the daily
 * pages show, so the app opens offline with them). Deleted on sign-out and whenever the
 * signed-in member changes.
 */
export const MEMBER_DATA_CACHE = 'member-data';

/**
 * GET answers kept in it, network first, each URL (a page's cursor included) on its own. The
 * guard needs /api/me to open any member page; 'Meus Scripts' reads /api/scripts/page; Gerador
 * and the objection breaker read the products and the day's counters; Minhas Vendas its board
 * without filters; /inicio Hoje and whether there are customers.
 */
export const MEMBER_DATA_PATHS: readonly string[] = [
  '/api/me',
  '/api/scripts',
  '/api/scripts/page',
  '/api/products',
  '/api/limits',
  '/api/customers/board',
  '/api/customers/summary',
  '/api/today',
];

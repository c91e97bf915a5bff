/**
 * The one cache that holds a member's data (the session and the saved scripts, so the app
 * opens offline). Deleted on sign-out and whenever the signed-in member changes.
 */
export const MEMBER_DATA_CACHE = 'member-data';

/**
 * GET answers kept in it, network first, each URL (a page's cursor included) on its own. The
 * guard needs /api/me to open any member page; 'Meus Scripts' reads /api/scripts/page.
 */
export const MEMBER_DATA_PATHS: readonly string[] = [
  '/api/me',
  '/api/scripts',
  '/api/scripts/page',
];

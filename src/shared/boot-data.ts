import type { PublicConfig } from './app-config.ts';
import type { Me } from './auth.ts';

/** The session the server's render of a member page starts the app's cache with. */
export interface SessionStart {
  me: Me;
  config: PublicConfig;
}

/**
 * The id of the element that carries a member page's data into the browser: the app's cache
 * as the server's render left it, as JSON in a script element that never runs.
 */
export const BOOT_DATA_ID = 'boot-data';

/** The id of the element that lists, as JSON, the chunks a member page loads after painting. */
export const PAGE_CHUNKS_ID = 'page-chunks';

/** On #root while the browser's app has not hydrated the server's HTML yet. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

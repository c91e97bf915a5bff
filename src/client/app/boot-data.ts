import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ID, type SessionStart } from '#shared/boot-data.ts';
import { timeZoneCookie } from '#shared/time-zone.ts';
import { meQueryKey } from '../auth/session.ts';
import { getConfigQueryOptions } from '../lib/app-config.ts';
import { browserTimeZone } from '../lib/format.ts';

/** The cache as if /api/me and /api/config had just answered. */
export function seedSession(client: QueryClient, start: SessionStart): void {
  client.setQueryData(meQueryKey, start.me);
  client.setQueryData(getConfigQueryOptions().queryKey, start.config);
}

/** What a member page the server rendered carries for the browser's app. */
interface BootData {
  /** The app's cache as the render left it: the session and the page's data. */
  state: DehydratedState;
  /** The code-split modules it rendered. */
  modules: string[];
}

/**
 * Puts the server's cache into the browser's and answers the modules to load before
 * hydrating; null when the page came without it (the offline shell).
 */
export function hydrateBootData(client: QueryClient): string[] | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as BootData;
    hydrate(client, boot.state);
    return boot.modules;
  } catch {
    return null;
  }
}

/** Tells the server this browser's time zone, for the next page it renders. */
export function rememberTimeZone(): void {
  document.cookie = timeZoneCookie(browserTimeZone());
}

import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { BOOT_DATA_ID, type SessionStart } from '#shared/boot-data.ts';
import { timeZoneCookie } from '#shared/time-zone.ts';
import { meQueryKey } from '../auth/session.ts';
import { getConfigQueryOptions } from '../lib/app-config.ts';
import { browserTimeZone } from '../lib/format.ts';

/** The cache as if /api/me and /api/config had just answered (/api/me with no one: null). */
export function seedSession(client: QueryClient, start: SessionStart | null): void {
  client.setQueryData(meQueryKey, start?.me ?? null);
  if (start) client.setQueryData(getConfigQueryOptions().queryKey, start.config);
}

/** What a member page the server rendered carries for the browser's app. */
export interface BootData {
  /** The app's cache as the render left it: the session and the page's data. */
  state: DehydratedState;
  /** The router's state as the server's loaders left it. */
  router: HydrationState;
}

/**
 * Puts the server's cache into the browser's and answers the router's state to hydrate with;
 * null when the page came without it (the offline shell, a page the browser renders).
 */
export function hydrateBootData(client: QueryClient): HydrationState | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as BootData;
    hydrate(client, boot.state);
    return boot.router;
  } catch {
    return null;
  }
}

/** Tells the server this browser's time zone, for the next page it renders. */
export function rememberTimeZone(): void {
  document.cookie = timeZoneCookie(systemTimeZone() ?? browserTimeZone());
}

/**
 * The zone's name through Temporal where the browser has it: a page's first Intl call costs
 * 12-25 ms of a fast host's main thread (50-100 ms at a phone's 4x, one long task), Temporal's
 * a tenth of a millisecond. The server checks the name the cookie brings either way.
 */
function systemTimeZone(): string | null {
  const { Temporal } = globalThis as { Temporal?: { Now: { timeZoneId(): string } } };
  try {
    return Temporal?.Now.timeZoneId() ?? null;
  } catch {
    return null;
  }
}

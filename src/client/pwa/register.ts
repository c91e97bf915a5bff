/// <reference types="vite-plugin-pwa/vanillajs" />
import type { QueryClient } from '@tanstack/react-query';
import { registerSW } from 'virtual:pwa-register';
import { clearMemberDataOnSignOut } from './member-cache.ts';
import { mountPwaStatus, setPwaState } from './pwa-status.tsx';
import { whenIdle } from '../lib/when-idle.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The installable app: registers the service worker (built by vite-plugin-pwa; none in
 * development), offers a new deploy with 'Nova versão disponível', shows 'Você está offline',
 * and keeps a member's offline data from outliving the session.
 */
export function startPwa(queryClient: QueryClient): void {
  // Offline, queries still ask: the service worker answers the session and the saved scripts.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, networkMode: 'offlineFirst' },
  });
  clearMemberDataOnSignOut(queryClient);
  // The bars and the service worker can wait until the page is interactive.
  whenIdle(() => {
    mountPwaStatus();
    if ('serviceWorker' in navigator) registerUpdates();
  });
}

function registerUpdates(): void {
  const update = registerSW({
    onNeedRefresh: () => setPwaState({ reload: () => void update(true) }),
    // A phone may keep the app open for days: look for a new deploy every hour too.
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), HOUR);
    },
  });
}

/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { ReminderPayload } from '#shared/push.ts';
import { isAppPath } from '#shared/routes.ts';
import { MEMBER_DATA_CACHE, MEMBER_DATA_PATHS } from './cache-names.ts';

declare const self: ServiceWorkerGlobalScope;

// The built app (HTML, JS, CSS): the shell opens without a network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const forgetMember = () => caches.delete(MEMBER_DATA_CACHE);

// Pages come from the server when it answers (redirects, 404s and the landing page stay its
// own); offline, an app page gets the precached shell. '/' is the landing page: never the SPA.
// A route matches GET only: the share sheet's POST to /compartilhar goes to the server as sent.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.pathname !== '/' && isAppPath(url.pathname),
  async ({ request }) => {
    let response: Response;
    try {
      response = await fetch(request);
    } catch {
      return (await matchPrecache('index.html')) ?? Response.error();
    }
    // A member page redirects only a visitor without a session (to /auth): the member's data
    // goes now, before the sign-in screen asks anything (the phone may be offline by then).
    if (response.type === 'opaqueredirect') await forgetMember();
    return response;
  },
);

/**
 * The kept data outlives no session: /api/me carries the session's end, and past it (or when
 * it is not known) the cache is deleted and a kept answer becomes a 401, so the app offline
 * shows the sign-in screen, as the server would.
 */
async function sessionEnded(): Promise<boolean> {
  const me = await caches.match('/api/me', { cacheName: MEMBER_DATA_CACHE });
  const body = (await me?.json().catch(() => null)) as { sessionExpiresAt?: unknown } | null;
  const end = typeof body?.sessionExpiresAt === 'string' ? Date.parse(body.sessionExpiresAt) : NaN;
  return !(end > Date.now());
}

const sessionExpired = () =>
  Response.json(
    {
      error: { code: 'UNAUTHENTICATED', message: 'Sua sessão expirou. Faça login para continuar.' },
    },
    { status: 401 },
  );

registerRoute(
  ({ url }) => sameOrigin(url) && MEMBER_DATA_PATHS.includes(url.pathname),
  new NetworkFirst({
    cacheName: MEMBER_DATA_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        // The session is gone: nothing of that member stays on this device.
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await forgetMember();
          return response;
        },
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse || !(await sessionEnded())) return cachedResponse;
          await forgetMember();
          return sessionExpired();
        },
      },
    ],
  }),
  'GET',
);

/**
 * Sign-out: this browser's follow-up reminder is turned off while the session still exists,
 * then, once the server has ended it, the member's cached data is deleted before the page hears.
 */
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/api/auth/sign-out',
  async ({ request }) => {
    const subscription = await self.registration.pushManager.getSubscription().catch(() => null);
    if (subscription) {
      await fetch('/api/push/subscription', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      }).catch(() => undefined);
    }
    const response = await fetch(request);
    if (response.ok) {
      await forgetMember();
      await subscription?.unsubscribe().catch(() => false);
    }
    return response;
  },
  'POST',
);

/**
 * A new session on this device (a sign-in, or an access or reset link, which signs in without
 * signing out whoever was here): the previous member's cached data goes before the new one's
 * pages ask for theirs.
 */
const SESSION_STARTS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/create-password',
  '/api/auth/reset-password',
]);
registerRoute(
  ({ url }) => sameOrigin(url) && SESSION_STARTS.has(url.pathname),
  async ({ request }) => {
    const response = await fetch(request);
    if (response.ok) await forgetMember();
    return response;
  },
  'POST',
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = (event.data?.json() ?? {}) as Partial<ReminderPayload>;
  event.waitUntil(
    self.registration.showNotification(payload.title ?? 'Clientes para retomar hoje', {
      body: payload.body,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'pt-BR',
      tag: 'follow-ups',
      data: { url: payload.url?.startsWith('/') ? payload.url : '/inicio' },
    }),
  );
});

// A tap opens the app on /inicio: in a window already open if there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url: string }).url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (!open) return void (await self.clients.openWindow(url.href));
      await open.focus();
      await open.navigate(url.href).catch(() => null);
    })(),
  );
});

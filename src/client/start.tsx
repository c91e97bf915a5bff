import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { hydrateBootData, rememberTimeZone } from './app/boot-data.ts';
import { authStateChanged, getMeQueryOptions } from './auth/session.ts';
import { cacheProfile } from './auth/profile-cache.ts';
import { setAuthFailureHandler } from './lib/api.ts';
import { loadModules } from './lib/lazy-module.tsx';
import { queryClient } from './lib/query-client.ts';
import { keepSessionForOffline } from './pwa/member-cache.ts';
import { whenIdle } from './lib/when-idle.ts';
import { startPwa } from './pwa/register.ts';

// The app, loaded by main.tsx once the page has painted.
setAuthFailureHandler(() => void authStateChanged(queryClient));

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const modules = hydrateBootData(queryClient);
const me = queryClient.getQueryData(getMeQueryOptions().queryKey);
whenIdle(() => {
  rememberTimeZone();
  if (me) cacheProfile(me.id, me.displayName);
});

if (modules && root.firstElementChild) {
  // A member page the server rendered: React takes over its HTML once the page's modules are
  // in, in one pass, as a transition that yields to the browser every few milliseconds.
  if (me) whenIdle(() => keepSessionForOffline(me));
  void loadModules(modules).then(() =>
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.warn('Página refeita no navegador:', error),
      });
    }),
  );
} else {
  startTransition(() => createRoot(root).render(app));
}
startPwa(queryClient);

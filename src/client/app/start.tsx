import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { authStateChanged, getMeQueryOptions } from '../auth/session.ts';
import { setAuthFailureHandler } from '../lib/api.ts';
import { nextTask } from '../lib/next-task.ts';
import { queryClient } from '../lib/query-client.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { keepPageDataForOffline } from '../pwa/member-cache.ts';
import { startPwa } from '../pwa/register.ts';
import { App } from './app.tsx';
import { hydrateBootData, rememberTimeZone } from './boot-data.ts';
import { createRoutes, modulesFor, settleLoadedRoutes } from './router.tsx';

// The app, loaded by main.tsx once the page has painted: importing this module starts it.
setAuthFailureHandler(() => void authStateChanged(queryClient));

const root = document.getElementById('root')!;
const routes = createRoutes(queryClient);
const hydrationData = hydrateBootData(queryClient);
const me = queryClient.getQueryData(getMeQueryOptions().queryKey);
whenIdle(rememberTimeZone);

/**
 * Loads the modules the server rendered (the page's routes and its section) before hydrating,
 * so the first render draws the server's HTML whole ("lazy routes and hydration" in React
 * Router's docs): the matched routes get their components, their `lazy` is done.
 */
async function loadRenderedModules(routes: RouteObject[]) {
  // Not in the task that evaluates the app's start: in a Lighthouse trace on the CI machine the
  // two together made one task of about 35 ms (140 at a phone's 4x), the longest of the load.
  await nextTask();
  // One after another, each in a task of its own: their chunks are already on the way (the
  // entry preloads them), and evaluating them together made one long task on a phone.
  for (const module of modulesFor(routes, new URL(window.location.href))) {
    await module.load();
    await nextTask();
  }
  settleLoadedRoutes(routes);
}

if (hydrationData && root.firstElementChild) {
  // A member page the server rendered: React takes over its HTML once the page's modules are
  // in, in one pass, as a transition that yields to the browser every few milliseconds.
  if (me) whenIdle(() => keepPageDataForOffline(queryClient));
  void loadRenderedModules(routes).then(async () => {
    const router = createBrowserRouter(routes, { hydrationData });
    // The router's creation (its history, the table's routes ranked) and the hydration's first
    // work together made one task of 16-25 ms on a fast host (64-100 ms at a phone's 4x).
    await nextTask();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
        { onRecoverableError: (error) => console.warn('Página refeita no navegador:', error) },
      );
    });
  });
} else {
  const router = createBrowserRouter(routes);
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
startPwa(queryClient);

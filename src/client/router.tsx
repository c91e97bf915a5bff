import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './app/route-error.tsx';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    children: [
      { path: '/', ...page(() => import('./pages/landing.tsx')) },
      { path: '/auth', ...page(() => import('./pages/auth.tsx')) },
      { path: '/reset-password', ...page(() => import('./pages/reset-password.tsx')) },
      { path: '/criar-senha', ...page(() => import('./pages/create-password.tsx')) },
      {
        lazy: async () => ({ Component: (await import('./app/member-guard.tsx')).MemberGuard }),
        children: [
          {
            lazy: async () => ({
              Component: (await import('./app/shell/app-shell.tsx')).AppShell,
            }),
            children: [
              { path: '/inicio', ...page(() => import('./pages/welcome.tsx')) },
              { path: '/members', ...page(() => import('./pages/welcome.tsx')) },
              { path: '/orientacoes', ...page(() => import('./pages/orientation.tsx')) },
              { path: '/dashboard', ...page(() => import('./pages/dashboard.tsx')) },
              { path: '/minha-conta', ...page(() => import('./pages/account.tsx')) },
              { path: '/ajuda', ...page(() => import('./pages/help.tsx')) },
              { path: '/admin', ...page(() => import('./pages/admin.tsx')) },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./pages/not-found.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);

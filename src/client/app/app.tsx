import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { HYDRATING_ATTRIBUTE } from '#shared/boot-data.ts';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, useLocation } from 'react-router';
import { ToasterHost } from '../components/ui/toaster-host.tsx';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from '../routes.tsx';
import { RouteError } from './route-error.tsx';

/** The pages under one error boundary, reset when the member goes to another page. */
export function Pages() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}

export function App() {
  // The whole page is hydrated (its modules were loaded first): its controls take taps now.
  useEffect(() => document.getElementById('root')?.removeAttribute(HYDRATING_ATTRIBUTE), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
      <ToasterHost />
    </QueryClientProvider>
  );
}

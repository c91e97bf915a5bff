import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { HYDRATING_ATTRIBUTE } from '#shared/boot-data.ts';
import { ToasterHost } from '../components/ui/toaster-host.tsx';
import { queryClient } from '../lib/query-client.ts';

export function App({ router }: { router: DataRouter }) {
  // The whole page is hydrated (its modules were loaded first): its controls take taps now.
  useEffect(() => document.getElementById('root')?.removeAttribute(HYDRATING_ATTRIBUTE), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  );
}

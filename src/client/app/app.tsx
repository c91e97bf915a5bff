import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { authStateChanged } from '../auth/session.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { setAuthFailureHandler } from '../lib/api.ts';
import { queryClient } from '../lib/query-client.ts';
import { router } from '../router.tsx';

setAuthFailureHandler(() => void authStateChanged(queryClient));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}

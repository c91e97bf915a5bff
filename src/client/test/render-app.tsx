import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';

/** A fresh cache per test that fails a query at once, with no retry. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

export interface RenderAppOptions {
  /** The router's location. */
  path?: string;
  /** Query data already in the cache, as the server's rendering leaves it: [key, data]. */
  data?: Array<[QueryKey, unknown]>;
  /** Mounts sonner's Toaster beside the UI, for tests that read a toast. */
  toaster?: boolean;
  /** A cache of the test's own (the app's settings, say); a fresh test one by default. */
  queryClient?: QueryClient;
}

/**
 * Renders a piece of the app as it runs: a fresh query cache, a memory router and user-event.
 * Answers render's result, plus `user` and the `queryClient`.
 */
export function renderApp(
  ui: ReactElement,
  {
    path = '/',
    data = [],
    toaster = false,
    queryClient = createTestQueryClient(),
  }: RenderAppOptions = {},
) {
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        {toaster && <Toaster />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

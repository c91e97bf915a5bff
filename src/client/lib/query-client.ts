import { QueryClient } from '@tanstack/react-query';

/** The app's cache settings; the server's render of a page makes one per request. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

export const queryClient = createQueryClient();

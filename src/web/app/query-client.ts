import { QueryClient } from '@tanstack/react-query';

/** As specified: no retries, data always stale, no refetch on focus or on a timer. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});

import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

/** Data caching: data never goes stale, no refetch on focus, no polling by default, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

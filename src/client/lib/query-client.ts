import { type InvalidateOptions, type InvalidateQueryFilters, type Query, QueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

/** A query's first load, still on its way: no answer yet to show. */
function firstLoadInFlight(query: Query) {
  return query.state.data === undefined && query.state.fetchStatus === 'fetching';
}

/**
 * After a write, what it changed is invalidated and read again. TanStack Query restarts a fetch in flight
 * only when its query already holds data; a first load still on its way is kept and its answer used. That
 * answer may have been read before the write landed, and the screen would then show the state before it,
 * as if the write were lost (a comment posted while its discussion was still loading never appeared). So
 * an invalidation first cancels such loads, and its refetch reads again, after the write.
 */
class QueryClientThatReadsAfterWrites extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    if (filters?.refetchType !== 'none') {
      await this.cancelQueries({ ...filters, predicate: (query) => firstLoadInFlight(query) && (filters?.predicate?.(query) ?? true) });
    }
    return super.invalidateQueries(filters, options);
  }
}

/**
 * Data caching: data never goes stale, no refetch on focus, no polling by default, no retries; an
 * invalidation never keeps an answer that may predate the write.
 */
export function createQueryClient(): QueryClient {
  return new QueryClientThatReadsAfterWrites({
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

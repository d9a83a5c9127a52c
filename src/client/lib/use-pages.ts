import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Endpoint } from '../../shared/api/contract.ts';
import { type EndpointInput, endpointPages } from './endpoint.ts';

/**
 * A list the server sends a page at a time (docs/decisions/0111-pagination.md): the first page at once,
 * the next when a sentinel near the end comes within 800 px of the viewport, or when 'Show more' is
 * pressed (keyboard users, and browsers without IntersectionObserver).
 */
export function usePages<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {},
  options: { staleTime?: number; enabled?: boolean; placeholderData?: typeof keepPreviousData } = {},
) {
  const query = useInfiniteQuery({ ...endpointPages(endpoint, input), ...options });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    items,
    isLoading: query.isLoading,
    /** The previous filter's rows stand in while this one's first page is on its way (placeholderData). */
    isPlaceholderData: query.isPlaceholderData,
    isError: query.isError && items.length === 0,
    /** Why the first page, or the next, could not be read. */
    error: query.error,
    /** A next page failed while the rows already read stay on screen. */
    isMoreError: query.isFetchNextPageError,
    hasMore: hasNextPage,
    isFetchingMore: isFetchingNextPage,
    showMore: () => void fetchNextPage(),
    sentinel,
  };
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { search as searchEndpoint } from '../../../shared/api/search.ts';
import { endpointQuery } from '../../lib/endpoint.ts';

/** Long enough that typing a word sends one request, short enough to feel immediate. */
const DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * GET /api/search for the text typed, once typing pauses. The text is in the query key, so a newer text
 * leaves the older request without observers and TanStack Query aborts it through `signal`. While a new
 * answer loads, the previous one stays on screen (`keepPreviousData`).
 */
export function useSearch(text: string) {
  const typed = text.trim();
  const q = useDebounced(typed, DEBOUNCE_MS);
  const search = useQuery({
    ...endpointQuery(searchEndpoint, { query: { q } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  return {
    /** The latest answer, possibly for an earlier text while the current one loads. */
    results: search.data,
    /** True until the answer for exactly the text typed is in. */
    searching: typed !== q || search.isFetching,
    failed: search.isError,
  };
}

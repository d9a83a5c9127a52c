import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { compareOfficials } from '../../../shared/api/compare.ts';
import { getOfficial, listOfficials } from '../../../shared/api/officials.ts';
import { COMPARE_MIN } from '../../../shared/constants.ts';
import { endpointQuery } from '../../lib/endpoint.ts';

/** The comparison of the officials chosen, once there are at least two. */
export function useComparison(ids: readonly number[]) {
  return useQuery({
    ...endpointQuery(compareOfficials, { query: { officials: ids.join(',') } }),
    enabled: ids.length >= COMPARE_MIN,
    placeholderData: keepPreviousData,
  });
}

/** The one official chosen while the comparison waits for a second. */
export const useChosenOfficial = (id: number) => useQuery(endpointQuery(getOfficial, { params: { id } }));

/** Officials whose name holds the text typed, asked of the server (the list's own name filter). */
export function useOfficialSearch(name: string) {
  const typed = name.trim();
  return useQuery({
    ...endpointQuery(listOfficials, { query: { chamber: 'all', sort: 'az', name: typed } }),
    enabled: typed.length >= 2,
    placeholderData: keepPreviousData,
  });
}

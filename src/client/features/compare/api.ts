import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { compareOfficials } from '../../../shared/api/compare.ts';
import { getOfficial, listOfficialPages, listOfficials } from '../../../shared/api/officials.ts';
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

/** How many state legislators a name search offers beside the members of Congress it matches. */
const STATE_MATCHES = 8;

/**
 * Officials whose name holds the text typed, asked of the server (the lists' own name filter): members of
 * Congress first, then state legislators (every state's, a page of them), so a statehouse reporter can set
 * two of one chamber side by side.
 */
export function useOfficialSearch(name: string) {
  const typed = name.trim();
  const enabled = typed.length >= 2;
  const federal = useQuery({
    ...endpointQuery(listOfficials, { query: { chamber: 'all', sort: 'az', name: typed } }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const state = useQuery({
    ...endpointQuery(listOfficialPages, { query: { level: 'state', chamber: 'all', sort: 'az', name: typed, limit: STATE_MATCHES } }),
    enabled,
    placeholderData: keepPreviousData,
  });
  // Legislators only (a governor casts no vote to compare), and as soon as Congress's answer is in.
  const found = federal.data ? [...federal.data, ...(state.data ?? []).filter((o) => o.chamber !== null)] : undefined;
  return { data: found, isFetching: federal.isFetching || state.isFetching };
}

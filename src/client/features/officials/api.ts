import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../../shared/api/officials.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

/** Every officials query (the list in each filter and sort, one official, an official's votes) sits under this key. */
const OFFICIALS_KEY = endpointKey(api.listOfficials);
/** Import Votes creates bills too, so every bill list and detail is refetched. */
const BILLS_KEY = ['/api/bills'] as const;

/**
 * The list with each official's score and vote counts, filtered and sorted by the server. While a new
 * filter or sort loads, the previous list stays on screen rather than 'Loading officials...'.
 */
export function useOfficials(query: { chamber: api.Chamber; sort: api.OfficialSort; state?: string; district?: number }, enabled = true) {
  return useQuery({ ...endpointQuery(api.listOfficials, { query }), placeholderData: keepPreviousData, enabled });
}

/** The Officials tab's list, a page at a time; the previous filter's cards stay while a new one loads. */
export function useOfficialPages(
  query: { chamber: api.Chamber; sort: api.OfficialSort; state?: string; district?: number },
  enabled = true,
) {
  return usePages(api.listOfficialPages, { query }, { enabled, placeholderData: keepPreviousData });
}

export function useOfficial(id: number) {
  return useQuery(endpointQuery(api.getOfficial, { params: { id } }));
}

/** One official's Voting History, newest first, a page at a time, only when their detail is open. */
export function useOfficialVotePages(id: number) {
  return usePages(api.listOfficialVotes, { params: { id } });
}

/** How the official's score is made, vote by vote; under OFFICIALS_KEY, so a rescored bill refetches it. */
export function useOfficialReceipt(id: number) {
  return useQuery(endpointQuery(api.getOfficialReceipt, { params: { id } }));
}

// The client reads votes only through an official (under OFFICIALS_KEY), never GET /api/votes, so
// refetching "officials and votes" is one invalidation.
export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.refreshMembers),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OFFICIALS_KEY }),
  });
}

export function useImportVotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.importVotes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OFFICIALS_KEY });
      void queryClient.invalidateQueries({ queryKey: BILLS_KEY });
    },
  });
}

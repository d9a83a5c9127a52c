import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../../shared/api/officials.ts';
import type { OfficialLevel } from '../../../shared/schemas/officials.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

/** Every officials query (the list in each filter and sort, one official, an official's votes) sits under this key. */
const OFFICIALS_KEY = endpointKey(api.listOfficials);
/** Import Votes creates bills too, so every bill list and detail is refetched. */
const BILLS_KEY = ['/api/bills'] as const;

/**
 * What the lists are asked: Congress's unless a level is given, so the federal list's query (and the key
 * the first data are seeded under) is what it was before state officials came.
 */
type OfficialsQuery = { level?: OfficialLevel; chamber: api.Chamber; sort: api.OfficialSort; state?: string; district?: number };

/**
 * The list with each official's score and vote counts, filtered and sorted by the server. While a new
 * filter or sort loads, the previous list stays on screen rather than 'Loading officials...'.
 */
export function useOfficials(query: OfficialsQuery, enabled = true) {
  return useQuery({ ...endpointQuery(api.listOfficials, { query }), placeholderData: keepPreviousData, enabled });
}

/** The Officials tab's list, a page at a time; the previous filter's cards stay while a new one loads. */
export function useOfficialPages(query: OfficialsQuery, enabled = true) {
  return usePages(api.listOfficialPages, { query }, { enabled, placeholderData: keepPreviousData });
}

/** The State view's dropdown: the states with state officials, only once the view is chosen. */
export function useOfficialStates(enabled: boolean) {
  return useQuery({ ...endpointQuery(api.listOfficialStates, { query: { level: 'state' } }), enabled });
}

/** A state's chambers as the scaling left them: for a state legislator's chart, which may have too few roll calls to place. */
export function useChamberScales(state: string, enabled: boolean) {
  return useQuery({ ...endpointQuery(api.listChamberScales, { query: { state } }), enabled });
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

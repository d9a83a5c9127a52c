import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CandidateOffice,
  type CandidateSort,
  createCandidate,
  getCandidate,
  listCandidates,
  refreshCandidates,
} from '../../../shared/api/candidates.ts';
import type { NewCandidate } from '../../../shared/schemas/candidates.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

/** Every candidate query (each filter and sort's pages, single candidates) sits under this key. */
export const CANDIDATES_KEY = endpointKey(listCandidates);

export function useCandidatePages(office: CandidateOffice, sort: CandidateSort, place: { state?: string; race?: string } = {}) {
  return usePages(listCandidates, { query: { office, sort, ...place } });
}

export function useCandidate(id: number) {
  return useQuery(endpointQuery(getCandidate, { params: { id } }));
}

export function useRefreshCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(refreshCandidates),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY }),
  });
}

export function useAddCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewCandidate) => callEndpoint(createCandidate, { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY }),
  });
}

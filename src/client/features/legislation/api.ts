import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BillSort,
  createBill,
  getBill,
  listBillRollCalls,
  listBillStates,
  listBills,
  refreshBills,
  setBillScore,
  setBillScoreExclusion,
} from '../../../shared/api/bills.ts';
import { listCandidates } from '../../../shared/api/candidates.ts';
import { listOfficials } from '../../../shared/api/officials.ts';
import { listRollCallPositions } from '../../../shared/api/roll-calls.ts';
import type { BillScoreExclusion, BillScoreUpdate, NewBill } from '../../../shared/schemas/bills.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';
import type { BillFilter } from './filters.ts';

/** Every bill query (list pages per filter and sort, the states, single bills, their roll calls) sits under this key. */
export const BILLS_KEY = endpointKey(listBills);

/** The Legislative Tracker's list: the server filters and sorts; each filter and sort is its own cached list. */
export function useBillPages(filter: BillFilter, sort: BillSort) {
  return usePages(listBills, {
    query: { level: filter.level, state: filter.level === 'state' ? (filter.state ?? undefined) : undefined, sort },
  });
}

export function useBillStates() {
  return useQuery(endpointQuery(listBillStates));
}

export function useBill(id: number) {
  return useQuery(endpointQuery(getBill, { params: { id } }));
}

export function useBillRollCalls(id: number) {
  return useQuery(endpointQuery(listBillRollCalls, { params: { id } }));
}

export function useRollCallPositions(id: number) {
  return useQuery(endpointQuery(listRollCallPositions, { params: { id } }));
}

export function useRefreshBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(refreshBills),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLS_KEY }),
  });
}

export function useAddBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewBill) => callEndpoint(createBill, { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLS_KEY }),
  });
}

/** A bill's score or standing changed: the bills, and every official's and candidate's score, are read again. */
const refetchRescored = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    [BILLS_KEY, endpointKey(listOfficials), endpointKey(listCandidates)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/**
 * Staff: a bill's new score moves every official who voted on it (their score, lean and receipt) and every
 * candidate matched to one, so all of those are refetched with the bills.
 */
export function useSetBillScore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BillScoreUpdate) => callEndpoint(setBillScore, { params: { id }, body: payload }),
    onSuccess: () => refetchRescored(queryClient),
  });
}

/** Staff: exclude the bill from officials' scores, or include it again. */
export function useSetBillExclusion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BillScoreExclusion) => callEndpoint(setBillScoreExclusion, { params: { id }, body: payload }),
    onSuccess: () => refetchRescored(queryClient),
  });
}

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
} from '../../../shared/api/bills.ts';
import { listCandidates } from '../../../shared/api/candidates.ts';
import { clearStance, listStances, setStance } from '../../../shared/api/match.ts';
import { listOfficials } from '../../../shared/api/officials.ts';
import { listRollCallPositions } from '../../../shared/api/roll-calls.ts';
import type { Stance } from '../../../shared/match.ts';
import type { BillScoreUpdate, NewBill } from '../../../shared/schemas/bills.ts';
import type { BillStance } from '../../../shared/schemas/match.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { MATCHES_KEY } from '../../lib/my-match.ts';
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

/**
 * Staff: a bill's new score moves every official who voted on it (their score, lean and receipt) and every
 * candidate matched to one, so all of those are refetched with the bills.
 */
export function useSetBillScore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BillScoreUpdate) => callEndpoint(setBillScore, { params: { id }, body: payload }),
    onSuccess: () =>
      Promise.all(
        [BILLS_KEY, endpointKey(listOfficials), endpointKey(listCandidates)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** Marks (a stance) or clears (null) the reader's stance on a bill; the stances and the match follow. */
export function useSetStance(billId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stance: Stance | null) => {
      if (stance === null) await callEndpoint(clearStance, { params: { id: billId } });
      else await callEndpoint(setStance, { params: { id: billId }, body: { stance } });
      return stance;
    },
    onSuccess: (stance) => {
      queryClient.setQueryData<BillStance[]>(endpointKey(listStances), (old = []) => [
        ...old.filter((s) => s.billId !== billId),
        ...(stance ? [{ billId, stance }] : []),
      ]);
      void queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
    },
  });
}

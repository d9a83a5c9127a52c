import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBill, getBill, listBills, listBillStates, refreshBills, type BillSort } from '../../../shared/api/bills.ts';
import type { NewBill } from '../../../shared/schemas/bills.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';
import type { BillFilter } from './filters.ts';

/** Every bill query (list pages per filter and sort, the states, single bills) sits under this key. */
export const BILLS_KEY = endpointKey(listBills);

/** The Legislative Tracker's list: the server filters and sorts; each filter and sort is its own cached list. */
export function useBillPages(filter: BillFilter, sort: BillSort) {
  return usePages(listBills, { query: { level: filter.level, state: filter.level === 'state' ? (filter.state ?? undefined) : undefined, sort } });
}

export function useBillStates() {
  return useQuery(endpointQuery(listBillStates));
}

export function useBill(id: number) {
  return useQuery(endpointQuery(getBill, { params: { id } }));
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

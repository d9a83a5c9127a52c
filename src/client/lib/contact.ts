// Contacting one's officials (docs/decisions/0280-contact-your-officials.md): calls of the contact contracts.
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCallCounts,
  getCommittee,
  getOfficialContact,
  listMyCalls,
  listOfficialCommittees,
  listWrongNumbers,
  logCall,
  reportWrongNumber,
  resolveWrongNumber,
} from '../../shared/api/contact.ts';
import type { CallOutcome, WrongNumberReport } from '../../shared/schemas/contact.ts';
import { callEndpoint, endpointKey, endpointQuery, type ListPage } from './endpoint.ts';
import { usePages } from './use-pages.ts';

export const useOfficialContact = (id: number) => useQuery(endpointQuery(getOfficialContact, { params: { id } }));

export const useOfficialCommittees = (id: number) => useQuery(endpointQuery(listOfficialCommittees, { params: { id } }));

export const useCommittee = (id: string) => useQuery(endpointQuery(getCommittee, { params: { id } }));

export const useCallCounts = (query: { bill?: number; official?: number }) => useQuery(endpointQuery(getCallCounts, { query }));

export const useMyCalls = (enabled: boolean) => useQuery({ ...endpointQuery(listMyCalls), enabled });

/** Logs a call; the counts shown anywhere and the reader's own log follow. */
export function useLogCall(billId: number, officialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: CallOutcome) => callEndpoint(logCall, { body: { billId, officialId, outcome } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(getCallCounts) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(listMyCalls) });
    },
  });
}

export const useReportWrongNumber = () =>
  useMutation({ mutationFn: (body: { officeId: string; note: string }) => callEndpoint(reportWrongNumber, { body }) });

/** Staff's list a page at a time, open reports first (docs/decisions/0315-one-open-wrong-number-report.md). */
export const useWrongNumbers = () => usePages(listWrongNumbers);

/** Resolves a report; it stays where staff saw it, marked resolved, on whichever page it came. */
export function useResolveWrongNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(resolveWrongNumber, { params: { id } }),
    onSuccess: (resolved) =>
      queryClient.setQueriesData<InfiniteData<ListPage<WrongNumberReport>>>(
        { queryKey: endpointKey(listWrongNumbers) },
        (old) =>
          old && {
            ...old,
            pages: old.pages.map((page) => ({ ...page, items: page.items.map((r) => (r.id === resolved.id ? resolved : r)) })),
          },
      ),
  });
}

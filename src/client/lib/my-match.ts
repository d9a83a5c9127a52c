// The signed-in reader's positions on bills and their match with officials and candidates, read by the profile,
// an official's page and a bill's page (docs/decisions/0162-your-match.md). Private: asked only when signed in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearStance, listMatches, listStances, setStance } from '../../shared/api/match.ts';
import type { Stance } from '../../shared/match.ts';
import type { BillStance, Match } from '../../shared/schemas/match.ts';
import { useAuth } from './auth.ts';
import { callEndpoint, endpointKey, endpointQuery } from './endpoint.ts';

/** Marking or clearing a stance refetches the match under this key. */
const MATCHES_KEY = endpointKey(listMatches);

export function useMyMatches() {
  const { user } = useAuth();
  return useQuery({ ...endpointQuery(listMatches), enabled: user !== null });
}

/** The signed-in reader's stances, whole (a reader marks tens of bills, not thousands). */
function useStances(enabled: boolean) {
  return useQuery({ ...endpointQuery(listStances), enabled });
}

/** Marks (a stance) or clears (null) the reader's stance on a bill; the stances and the match follow. */
function useSetStance(billId: number) {
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

/**
 * The signed-in reader's one position on a bill and the way to change it: the bill's 'Your position' and its
 * call script both show and set this, so they never disagree (docs/decisions/0332-one-position-per-bill.md).
 */
export function useBillStance(billId: number) {
  const { user } = useAuth();
  const stances = useStances(user !== null);
  const set = useSetStance(billId);
  const current = stances.data?.find((s) => s.billId === billId)?.stance ?? null;
  return { current, isLoading: stances.isLoading, set };
}

/** '67% agreement (2 of 3 votes)'; without an agreement or a disagreement, that none counts yet. */
export function matchText(match: Pick<Match, 'agree' | 'disagree' | 'notCounted' | 'percent'>): string {
  const counted = match.agree + match.disagree;
  const apart = match.notCounted > 0 ? `; ${match.notCounted} not voting or present, not counted` : '';
  if (match.percent === null) return `No match yet: no Yes or No votes on your bills${apart}`;
  return `${match.percent}% agreement (${match.agree} of ${counted} ${counted === 1 ? 'vote' : 'votes'}${apart})`;
}

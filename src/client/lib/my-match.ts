// The signed-in reader's match with officials and candidates, read by the profile and an official's page
// (docs/decisions/0162-your-match.md). Private: asked only when signed in.
import { useQuery } from '@tanstack/react-query';
import { listMatches, listStances } from '../../shared/api/match.ts';
import type { Match } from '../../shared/schemas/match.ts';
import { useAuth } from './auth.ts';
import { endpointKey, endpointQuery } from './endpoint.ts';

/** Marking or clearing a stance refetches the match under this key. */
export const MATCHES_KEY = endpointKey(listMatches);

export function useMyMatches() {
  const { user } = useAuth();
  return useQuery({ ...endpointQuery(listMatches), enabled: user !== null });
}

/** The signed-in reader's stances, whole (a reader marks tens of bills, not thousands); the bill page and its call script read them. */
export function useStances(enabled: boolean) {
  return useQuery({ ...endpointQuery(listStances), enabled });
}

/** '67% agreement (2 of 3 votes)'; without an agreement or a disagreement, that none counts yet. */
export function matchText(match: Pick<Match, 'agree' | 'disagree' | 'notCounted' | 'percent'>): string {
  const counted = match.agree + match.disagree;
  const apart = match.notCounted > 0 ? `; ${match.notCounted} not voting or present, not counted` : '';
  if (match.percent === null) return `No match yet: no Yes or No votes on your bills${apart}`;
  return `${match.percent}% agreement (${match.agree} of ${counted} ${counted === 1 ? 'vote' : 'votes'}${apart})`;
}

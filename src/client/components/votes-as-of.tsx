import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { getVotesFreshness } from '../../shared/api/votes.ts';
import { endpointQuery } from '../lib/endpoint.ts';
import { dateTime } from '../lib/time.ts';

/**
 * 'Votes as of …': shown only while the votes sync has fallen behind (docs/decisions/0243-votes-as-of.md),
 * so a reader knows the records and scores are from that time, not the latest floor votes.
 */
export function VotesAsOf() {
  const { data } = useQuery({ ...endpointQuery(getVotesFreshness), staleTime: 5 * 60_000 });
  if (!data?.staleSince || !data.votesAsOf) return null;
  return (
    <p role="note" className="mb-4 inline-flex items-center gap-1.5 rounded-sm bg-chip px-2 py-1 font-sans text-sm text-muted">
      <Clock aria-hidden="true" className="size-4" />
      Votes as of {dateTime(data.votesAsOf)}
    </p>
  );
}

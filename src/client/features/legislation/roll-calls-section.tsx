import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { listBillRollCalls } from '../../../shared/api/bills.ts';
import { rollCallName } from '../../../shared/page-texts/roll-call-texts.ts';
import type { RollCall } from '../../../shared/schemas/roll-calls.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { WhenNearView } from '../../components/when-near-view.tsx';
import { cn } from '../../lib/cn.ts';
import { endpointQuery } from '../../lib/endpoint.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { shortDate } from '../../lib/time.ts';
import { useBillRollCalls } from './api.ts';
import { MemberPositions } from './member-positions.tsx';
import { PartyTallyTable } from './party-tally-table.tsx';
import { countsInScoresText, rollCallSession, sourceRecordLabel } from './score-texts.ts';

// The split chart is its own chunk, loaded only where a roll call with its members shows it.
const loadRollCallSplit = () => import('./roll-call-split.tsx');
const RollCallSplit = lazyNamed(loadRollCallSplit, 'RollCallSplit');

/**
 * The roll calls, the split chart's code and its first charts' data, fetched while the reader is still above
 * them: drawn only when near, they are then in place at once (issue 41, item 12). A failure here is left for
 * the part to meet and say when it is drawn.
 */
function usePrefetchRollCalls(billId: number) {
  const queryClient = useQueryClient();
  return () => {
    const rollCalls = queryClient.fetchQuery(endpointQuery(listBillRollCalls, { params: { id: billId } }));
    Promise.all([rollCalls, loadRollCallSplit()])
      .then(([list, split]) => split.prefetchRollCallSplits(queryClient, list))
      .catch(() => undefined);
  };
}

type OnOpenOfficial = { onOpenOfficial: (id: number) => void };

/** 'How every member voted': a disclosure of the list, by name, that the split chart above it draws. */
function HowEveryMemberVoted({ rollCall, onOpenOfficial }: { rollCall: RollCall } & OnOpenOfficial) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!rollCall.membersRecorded) {
    return (
      <p className="font-sans text-sm text-muted italic">
        The source recorded only the totals for this roll call, not how each member voted, so there is no list of names.
      </p>
    );
  }
  return (
    <div>
      <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        How every member voted
      </Button>
      <div id={panelId} className="mt-3">
        {open ? <MemberPositions rollCallId={rollCall.id} onOpenOfficial={onOpenOfficial} /> : null}
      </div>
    </div>
  );
}

/** Whether staff have excluded the bill from scores: its passage votes then say so. */
type Excluded = { excludedFromScores: boolean };

function RollCallEntry({ rollCall, excludedFromScores, onOpenOfficial }: { rollCall: RollCall } & Excluded & OnOpenOfficial) {
  const name = rollCallName(rollCall);
  return (
    <li className="border border-rule bg-raised p-4">
      <h3 className="font-sans text-base font-bold text-ink">
        {name} <span className="font-normal text-muted">· {shortDate(rollCall.votedAt)}</span>
        {rollCall.level === 'state' ? (
          <Badge variant={rollCall.floor ? 'secondary' : 'outline'} className="ml-2 align-middle">
            {rollCall.floor ? 'Floor' : 'Committee'}
          </Badge>
        ) : null}
      </h3>
      <p className="font-sans text-xs text-muted">{rollCallSession(rollCall)}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 font-sans text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">Question</dt>
        <dd className="text-ink">{rollCall.question}</dd>
        <dt className="font-semibold text-muted">Result</dt>
        <dd className="text-ink">{rollCall.result}</dd>
      </dl>
      <p className={cn('mt-2 font-sans text-sm', rollCall.countsInScores ? 'font-semibold text-ink' : 'text-muted')}>
        {countsInScoresText(rollCall, excludedFromScores)}
      </p>
      {rollCall.sourceUrl ? (
        <a
          href={rollCall.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 font-sans text-sm font-semibold text-ink underline underline-offset-4"
        >
          {sourceRecordLabel(rollCall)} <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      {rollCall.partyTally.length > 0 ? (
        <div className="mt-4">
          <PartyTallyTable caption={`Tally by party, ${name}`} rows={rollCall.partyTally} />
        </div>
      ) : null}
      {rollCall.membersRecorded && rollCall.floor ? (
        <div className="mt-4">
          <Suspense fallback={<Skeleton className="h-48" />}>
            <RollCallSplit rollCall={rollCall} />
          </Suspense>
        </div>
      ) : null}
      <div className="mt-4">
        <HowEveryMemberVoted rollCall={rollCall} onOpenOfficial={onOpenOfficial} />
      </div>
    </li>
  );
}

function RollCallsLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading roll calls">
      <Skeleton className="h-48" />
    </div>
  );
}

function RollCallList({ billId, excludedFromScores, onOpenOfficial }: { billId: number } & Excluded & OnOpenOfficial) {
  const { data: rollCalls, isLoading, isError } = useBillRollCalls(billId);
  if (isLoading) return <RollCallsLoading />;
  if (isError || !rollCalls) return <p className="text-sm text-muted">Could not load the roll calls. Please try again.</p>;
  if (rollCalls.length === 0) return <p className="text-sm text-muted">No roll calls are recorded for this bill.</p>;
  return (
    <ol className="grid gap-4">
      {rollCalls.map((rollCall) => (
        <RollCallEntry key={rollCall.id} rollCall={rollCall} excludedFromScores={excludedFromScores} onOpenOfficial={onOpenOfficial} />
      ))}
    </ol>
  );
}

/** The bill's 'Roll calls': every recorded vote on it, oldest first, with its tally and members, loaded as the reader nears them. */
export function RollCallsSection({ billId, excludedFromScores, onOpenOfficial }: { billId: number } & Excluded & OnOpenOfficial) {
  const prefetch = usePrefetchRollCalls(billId);
  return (
    <section aria-labelledby={`roll-calls-${billId}`} className="mt-10">
      <h2 id={`roll-calls-${billId}`} className="mb-4 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
        Roll calls
      </h2>
      <WhenNearView part="Roll calls" fallback={<RollCallsLoading />} prefetch={prefetch}>
        <RollCallList billId={billId} excludedFromScores={excludedFromScores} onOpenOfficial={onOpenOfficial} />
      </WhenNearView>
    </section>
  );
}

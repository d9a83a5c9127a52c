import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listOfficials } from '../../../shared/api/officials.ts';
import { listRollCallPositions } from '../../../shared/api/roll-calls.ts';
import { formatScalePosition } from '../../../shared/inferred-score.ts';
import { rollCallName } from '../../../shared/page-texts/roll-call-texts.ts';
import type { RollCall, RollCallPosition } from '../../../shared/schemas/roll-calls.ts';
import { ChartTable } from '../../components/charts/chart-table.tsx';
import { DotPlot, type Tick } from '../../components/charts/dot-plot.tsx';
import { PARTY_PLURAL, type PartyKind, PartyLegend, partyKind } from '../../components/charts/party-dot.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { endpointQuery } from '../../lib/endpoint.ts';
import { useRollCallPositions } from './api.ts';

// How a roll call split: its Yes voters above the axis and its No voters below, each at their place on
// the chamber's scale (docs/decisions/0205-roll-call-scaling.md), those who voted against their party's
// majority outlined and counted. Positions carry no scale position: it is joined from the officials
// list (cached, the one the Officials tab reads). Its own chunk, loaded where a roll call shows it.

const TICKS: readonly Tick[] = [-1, -0.5, 0, 0.5, 1].map((v) => ({ value: v, label: formatScalePosition(v) }));
const PARTY_ORDER: readonly PartyKind[] = ['dem', 'ind', 'other', 'rep'];

export type SplitMember = RollCallPosition & { kind: PartyKind; scale: number | null; brokeRanks: boolean };

/** Each Yes or No voter with their party and scale position, and whether they voted against their party's majority. */
export function splitMembers(positions: readonly RollCallPosition[], scaleOf: ReadonlyMap<number, number | null>): SplitMember[] {
  const tally = new Map<PartyKind, { Yes: number; No: number }>();
  const voters = positions.filter((p) => p.position === 'Yes' || p.position === 'No');
  for (const p of voters) {
    const t = tally.get(partyKind(p.party)) ?? { Yes: 0, No: 0 };
    t[p.position as 'Yes' | 'No'] += 1;
    tally.set(partyKind(p.party), t);
  }
  // A party split evenly has no majority to break from.
  const majority = (kind: PartyKind) => {
    const t = tally.get(kind)!;
    return t.Yes === t.No ? null : t.Yes > t.No ? 'Yes' : 'No';
  };
  return voters.map((p) => {
    const kind = partyKind(p.party);
    const m = majority(kind);
    return {
      ...p,
      kind,
      scale: p.officialId === null ? null : (scaleOf.get(p.officialId) ?? null),
      brokeRanks: m !== null && p.position !== m,
    };
  });
}

/** '3 Republicans voted Yes; 1 Democrat voted No.', or that nobody broke ranks. */
export function brokeRanksText(members: readonly SplitMember[]): string {
  const parts = PARTY_ORDER.flatMap((kind) =>
    (['Yes', 'No'] as const).flatMap((vote) => {
      const n = members.filter((m) => m.brokeRanks && m.kind === kind && m.position === vote).length;
      if (n === 0) return [];
      const who = n === 1 ? PARTY_PLURAL[kind].replace(/s$/, '') : PARTY_PLURAL[kind];
      return [`${n} ${who} voted ${vote}`];
    }),
  );
  return parts.length === 0 ? "No member voted against their party's majority." : `Broke ranks: ${parts.join('; ')}.`;
}

/** The officials list of the roll call's chamber: Congress's, or its state's (a joint committee's members sit in both). */
function chamberListQuery(rollCall: Pick<RollCall, 'level' | 'state' | 'chamber'>) {
  const chamber = rollCall.chamber === 'joint' ? 'all' : rollCall.chamber;
  return rollCall.level === 'state' && rollCall.state
    ? ({ level: 'state', state: rollCall.state, chamber, sort: 'highest' } as const)
    : ({ chamber, sort: 'highest' } as const);
}

const byParty = (a: SplitMember, b: SplitMember) => PARTY_ORDER.indexOf(a.kind) - PARTY_ORDER.indexOf(b.kind);

/** The split charts a bill's page draws first: a bill with many roll calls fetches the rest as they are drawn. */
const PREFETCHED_SPLITS = 3;

/** What the first split charts of a bill's roll calls read, fetched ahead into the cache they read it from. */
export function prefetchRollCallSplits(queryClient: QueryClient, rollCalls: readonly RollCall[]) {
  for (const rollCall of rollCalls.filter((r) => r.membersRecorded && r.floor).slice(0, PREFETCHED_SPLITS)) {
    void queryClient.prefetchQuery(endpointQuery(listRollCallPositions, { params: { id: rollCall.id } }));
    void queryClient.prefetchQuery(endpointQuery(listOfficials, { query: chamberListQuery(rollCall) }));
  }
}

export function RollCallSplit({ rollCall }: { rollCall: RollCall }) {
  const positions = useRollCallPositions(rollCall.id);
  // The very query (and cache entry) of the Officials tab's list of that chamber; here, not in api.ts, which the first screen loads.
  const officials = useQuery(endpointQuery(listOfficials, { query: chamberListQuery(rollCall) }));
  if (positions.isLoading || officials.isLoading) return <Skeleton className="h-48" />;
  if (!positions.data || !officials.data)
    return <p className="text-sm text-muted">Could not load how this roll call split. Please try again.</p>;
  const scaleOf = new Map(officials.data.map((o) => [o.id, o.scalePosition]));
  const members = splitMembers(positions.data, scaleOf).sort(byParty);
  const placed = members.filter((m) => m.scale !== null);
  const yes = placed.filter((m) => m.position === 'Yes');
  const no = placed.filter((m) => m.position === 'No');
  const name = rollCallName(rollCall);
  const ranks = brokeRanksText(members);
  const unplaced = members.length - placed.length;
  const summary = `${name} by position on the scale: ${yes.length} Yes above the line, ${no.length} No below. ${ranks}`;
  const kinds = PARTY_ORDER.filter((k) => members.some((m) => m.kind === k));
  return (
    <figure>
      <figcaption className="font-sans text-sm font-bold text-ink">How it split, by position on the scale</figcaption>
      {/* For the eye: a screen reader hears it once, at the end of the picture's name. */}
      <p className="mt-1 font-sans text-sm text-ink" aria-hidden="true">
        {ranks}
      </p>
      <p className="mt-2 font-sans text-xs font-semibold text-muted" aria-hidden="true">
        ▲ Yes ({yes.length})
      </p>
      <DotPlot
        summary={summary}
        bands={[{ items: yes }, { items: no }]}
        value={(m) => m.scale ?? 0}
        party={(m) => m.kind}
        name={(m) => `${m.name} (${m.party}-${m.state})`}
        domain={[-1, 1]}
        bins="fit"
        ticks={TICKS}
        outlined={(m) => m.brokeRanks}
      />
      <p className="font-sans text-xs font-semibold text-muted" aria-hidden="true">
        ▼ No ({no.length})
      </p>
      <p className="flex justify-between font-sans text-xs text-muted" aria-hidden="true">
        <span>← More conservative</span>
        <span>More progressive →</span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <PartyLegend kinds={kinds} />
        <span className="font-sans text-xs text-muted" aria-hidden="true">
          Outlined: broke ranks
        </span>
      </div>
      {unplaced > 0 ? (
        <p className="mt-1 font-sans text-xs text-muted">
          {unplaced} of the {members.length} who voted Yes or No {unplaced === 1 ? 'is' : 'are'} not on the chart: not placed on the scale.
        </p>
      ) : null}
      <ChartTable
        summary="Table of the Yes and No votes"
        caption={`${name}: each Yes and No vote, with the member's position on the scale`}
        rows={[...members].sort((a, b) => a.position.localeCompare(b.position) * -1 || (b.scale ?? -2) - (a.scale ?? -2))}
        rowKey={(m) => m.memberKey}
        columns={[
          { header: 'Member', cell: (m) => `${m.name} (${m.party}-${m.state})` },
          { header: 'Vote', cell: (m) => m.position },
          { header: 'Scale', cell: (m) => (m.scale === null ? 'Not placed' : formatScalePosition(m.scale)) },
          { header: 'Broke ranks', cell: (m) => (m.brokeRanks ? 'Yes' : '') },
        ]}
      />
    </figure>
  );
}

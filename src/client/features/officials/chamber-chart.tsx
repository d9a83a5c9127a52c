import type { QueryClient } from '@tanstack/react-query';
import { listOfficials } from '../../../shared/api/officials.ts';
import { formatScalePosition } from '../../../shared/inferred-score.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { partyBaseline } from '../../../shared/scoring.ts';
import { ChartTable } from '../../components/charts/chart-table.tsx';
import { DotPlot, type Tick } from '../../components/charts/dot-plot.tsx';
import { type PartyKind, PartyLegend, partyKind } from '../../components/charts/party-dot.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { endpointQuery } from '../../lib/endpoint.ts';
import { useChamberScales, useOfficials } from './api.ts';
import { hasVotes } from './filters.ts';

// "Where they stand": every member of the official's chamber placed by score and by position on the
// chamber's scale, the official ringed (issue 21; docs/decisions/0205-roll-call-scaling.md). It reads the
// list the Officials tab loads (one cached request), and is its own chunk, loaded when a page shows it.

const SCORE_TICKS: readonly Tick[] = [0, 2, 4, 6, 8, 10].map((v) => ({ value: v, label: String(v) }));
const SCALE_TICKS: readonly Tick[] = [-1, -0.5, 0, 0.5, 1].map((v) => ({ value: v, label: formatScalePosition(v) }));
const BASELINES = (['Democratic', 'Republican', 'Independent'] as const).map((p) => ({
  value: partyBaseline(p),
  label: `${p.slice(0, 3)}. ${partyBaseline(p)}`,
}));
const PARTY_ORDER: readonly PartyKind[] = ['dem', 'ind', 'other', 'rep'];

const isSenate = (o: Pick<Official, 'office'>) => /senat/i.test(o.office);

/**
 * The chamber the chart compares with, and what its members are called: Congress's Senate or House, or
 * the statehouse chamber the official sits in, by its own name ('members of the Minnesota Senate').
 */
function chamberOf(official: Official) {
  if (official.level === 'federal') {
    const senate = isSenate(official);
    return {
      query: { chamber: senate ? 'senate' : 'house', sort: 'highest' } as const,
      members: senate ? 'senators' : 'House members',
      member: senate ? 'senator' : 'House member',
      scale: senate ? 'Senate' : 'House',
      place: { header: 'State', cell: (o: Official) => o.state },
    };
  }
  const name = official.chamberName ?? official.state;
  return {
    query: { level: 'state', state: official.state, chamber: official.chamber ?? 'all', sort: 'highest' } as const,
    members: `members of the ${name}`,
    member: `member of the ${name}`,
    scale: name,
    place: { header: 'District', cell: (o: Official) => o.district ?? '' },
  };
}
const byParty = (a: Official, b: Official) => PARTY_ORDER.indexOf(partyKind(a.party)) - PARTY_ORDER.indexOf(partyKind(b.party));

/** The chamber's list the chart reads, fetched ahead into the cache it reads it from (issue 41, item 12). */
export function prefetchChamber(queryClient: QueryClient, official: Official) {
  return queryClient.prefetchQuery(endpointQuery(listOfficials, { query: chamberOf(official).query }));
}

/**
 * 'lower than 18, higher than 62 and level with 19 of the 99 other senators' for a value among the others',
 * naming only the groups that have members (never 'lower than 0').
 */
function rank(value: number, others: readonly number[], higher: string, lower: string, members: string): string {
  const above = others.filter((v) => v > value).length;
  const below = others.filter((v) => v < value).length;
  const level = others.length - above - below;
  const groups = [
    above > 0 ? `${lower} than ${above}` : null,
    below > 0 ? `${higher} than ${below}` : null,
    level > 0 ? `level with ${level}` : null,
  ].filter((group) => group !== null);
  if (groups.length === 0) return `no other ${members} to compare with`;
  const named = groups.length > 1 ? `${groups.slice(0, -1).join(', ')} and ${groups.at(-1)}` : groups[0];
  return `${named} of the ${others.length} other ${members}`;
}

export function chamberChartSummaries(official: Official, chamber: readonly Official[]) {
  const { members } = chamberOf(official);
  const others = chamber.filter((o) => o.id !== official.id);
  const scored = others.filter(hasVotes).map((o) => o.votingScore);
  const placed = others.flatMap((o) => (o.scalePosition === null ? [] : [o.scalePosition]));
  return {
    score: hasVotes(official)
      ? `${official.name} scores ${official.votingScore}: ${rank(official.votingScore, scored, 'higher', 'lower', `${members} with a score`)}.`
      : `${official.name} has no score yet; ${scored.length} ${members} have one.`,
    scale:
      official.scalePosition === null
        ? `${official.name} is not placed on the scale; ${placed.length} ${members} are.`
        : `${official.name} is at ${formatScalePosition(official.scalePosition)}: ${rank(official.scalePosition, placed, 'more progressive', 'more conservative', `${members} placed`)}.`,
  };
}

function ChartHeading({ children }: { children: string }) {
  return <h3 className="mt-5 mb-1 font-sans text-sm font-bold text-ink">{children}</h3>;
}

/** The chart's summary for the eye: a screen reader hears it once, as the picture's name. */
function Summary({ text }: { text: string }) {
  return (
    <p className="font-sans text-xs text-muted" aria-hidden="true">
      {text}
    </p>
  );
}

function AxisEnds({ left, right }: { left: string; right: string }) {
  return (
    <p className="flex justify-between font-sans text-xs text-muted" aria-hidden="true">
      <span>← {left}</span>
      <span>{right} →</span>
    </p>
  );
}

/** 'Too few roll calls to place the members of the Minnesota Senate on a scale: …', when the scaling found so. */
function useTooFewRollCalls(official: Official, members: string): string | null {
  const statehouse = official.level === 'state' && official.chamber !== null;
  const { data: scales } = useChamberScales(official.state, statehouse);
  const scale = scales?.find((s) => s.chamber === official.chamber);
  if (scale?.status !== 'too few roll calls') return null;
  return `Too few roll calls to place the ${members} on a scale: ${scale.rollCallsKept} of its floor roll calls here divide its members, fewer than a scale needs.`;
}

export function ChamberChart({ official }: { official: Official }) {
  const words = chamberOf(official);
  const { members, member } = words;
  const { data, isLoading, isError } = useOfficials(words.query);
  const tooFew = useTooFewRollCalls(official, members);
  if (isLoading) return <Skeleton className="h-64" />;
  if (isError || !data) return <p className="text-sm text-muted">Could not load the chamber's members. Please try again.</p>;
  // The list is cached and may be from before this official's own record was refreshed: theirs is the page's.
  const chamber = [official, ...data.filter((o) => o.id !== official.id)].sort(byParty);
  const summaries = chamberChartSummaries(official, chamber);
  const scored = chamber.filter(hasVotes);
  const placed = chamber.filter((o) => o.scalePosition !== null);
  const kinds = PARTY_ORDER.filter((k) => chamber.some((o) => partyKind(o.party) === k));
  const common = {
    party: (o: Official) => partyKind(o.party),
    name: (o: Official) => o.name,
    marked: (o: Official) => o.id === official.id,
  };
  const unshown = (n: number, why: string) => (n > 0 ? ` ${n} ${n === 1 ? 'is' : 'are'} not shown: ${why}.` : '');
  const scoreSummary = summaries.score + unshown(chamber.length - scored.length, 'no counted votes');
  const scaleSummary = summaries.scale + unshown(chamber.length - placed.length, 'not placed on the scale');
  return (
    <section aria-labelledby="where-they-stand" className="mt-10">
      <h2 id="where-they-stand" className="mb-2 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
        Where they stand
      </h2>
      <p className="font-sans text-sm text-muted">
        {official.former
          ? `The ${chamber.length - 1} ${members} in office and ${official.name}, no longer in office, one mark each; ${official.name} is ringed.`
          : `Every one of the ${chamber.length} ${members}, one mark each; ${official.name} is ringed.`}
      </p>
      <ChartHeading>Progressive score, 0 to 10, with each party's baseline</ChartHeading>
      <DotPlot
        {...common}
        summary={scoreSummary}
        bands={[{ items: scored }]}
        value={(o) => o.votingScore}
        domain={[0, 10]}
        bins={11}
        ticks={SCORE_TICKS}
        rules={BASELINES}
      />
      <Summary text={scoreSummary} />
      <ChartHeading>{`Position on the ${words.scale}'s scale, from the roll calls`}</ChartHeading>
      {tooFew ? (
        <p className="font-sans text-sm text-muted">{tooFew}</p>
      ) : (
        <>
          <DotPlot
            {...common}
            summary={scaleSummary}
            bands={[{ items: placed }]}
            value={(o) => o.scalePosition ?? 0}
            domain={[-1, 1]}
            bins="fit"
            ticks={SCALE_TICKS}
          />
          <AxisEnds left="More conservative" right="More progressive" />
          <Summary text={scaleSummary} />
        </>
      )}
      <div className="mt-3">
        <PartyLegend kinds={kinds} />
      </div>
      <ChartTable
        summary={`Table of every ${member}'s score and position`}
        caption={`Every ${member} by score and position on the scale`}
        rows={[...chamber].sort(
          (a, b) => (hasVotes(b) ? b.votingScore : -1) - (hasVotes(a) ? a.votingScore : -1) || a.name.localeCompare(b.name),
        )}
        rowKey={(o) => String(o.id)}
        current={(o) => o.id === official.id}
        columns={[
          { header: 'Member', cell: (o) => (o.id === official.id ? `${o.name} (this page)` : o.name) },
          { header: 'Party', cell: (o) => o.party },
          words.place,
          { header: 'Score', cell: (o) => (hasVotes(o) ? o.votingScore : 'No votes') },
          { header: 'Scale', cell: (o) => (o.scalePosition === null ? 'Not placed' : formatScalePosition(o.scalePosition)) },
        ]}
      />
    </section>
  );
}

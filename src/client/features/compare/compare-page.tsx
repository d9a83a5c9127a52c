import { Download, Plus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { COMPARE_MAX, COMPARE_MIN } from '../../../shared/constants.ts';
import { billHeadline, formalTitleApart } from '../../../shared/page-titles.ts';
import type { Comparison } from '../../../shared/schemas/compare.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { SideScroll } from '../../components/side-scroll.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useIncremental } from '../../lib/incremental.ts';
import { comparedIds, paths } from '../../lib/paths.ts';
import { useChosenOfficial, useComparison, useOfficialSearch } from './api.ts';
import { CompareMoney } from './compare-money.tsx';
import { differText, missedText, notVotedByAllText, noVoteText, OTHER_OFFICIALS_CUE, signedLean } from './compare-texts.ts';
import { comparisonCsv } from './comparison-csv.ts';

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function Picker({ ids, onAdd }: { ids: readonly number[]; onAdd: (id: number) => void }) {
  const [name, setName] = useState('');
  const { data: found, isFetching } = useOfficialSearch(name);
  const full = ids.length >= COMPARE_MAX;
  const choices = (found ?? []).filter((o) => !ids.includes(o.id)).slice(0, 8);
  return (
    <div className="grid gap-2">
      <div className="max-w-sm">
        <Field
          label="Add an official"
          hint={full ? `At most ${COMPARE_MAX} at a time: remove one to add another.` : 'Type two or more letters of a name.'}
        >
          <Input type="search" value={name} disabled={full} onChange={(e) => setName(e.target.value)} placeholder="e.g. Sanders" />
        </Field>
      </div>
      {!full && name.trim().length >= 2 ? (
        isFetching && !found ? (
          <p className="text-sm text-muted">Searching...</p>
        ) : choices.length === 0 ? (
          <p className="text-sm text-muted">No official matches “{name.trim()}”.</p>
        ) : (
          <ul aria-label="Matching officials" className="flex flex-wrap gap-2">
            {choices.map((o) => (
              <li key={o.id}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    // The box empties once its official is added: its text no longer names anyone left to add.
                    setName('');
                    onAdd(o.id);
                  }}
                >
                  <Plus aria-hidden="true" /> {o.name} ({o.level === 'federal' ? o.state : `${o.office}, ${o.state}`})
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/** Who the one official chosen so far is, so the reader knows whom they are comparing with. */
function OneChosen({ id }: { id: number }) {
  const { data: official } = useChosenOfficial(id);
  return (
    <>
      {official
        ? `One chosen so far: ${official.name} (${official.office}, ${official.state}). Add another above.`
        : 'One chosen so far: add another above.'}
    </>
  );
}

const cell = 'border-b border-rule px-2 py-2 text-left align-top sm:px-3';

function RecordTable({ comparison, onRemove }: { comparison: Comparison; onRemove: (id: number) => void }) {
  const { officials } = comparison;
  const row = (label: string, render: (o: Comparison['officials'][number]) => ReactNode) => (
    <tr>
      <th scope="row" className={cn(cell, 'font-semibold text-muted')}>
        {label}
      </th>
      {officials.map((o) => (
        <td key={o.id} className={cell}>
          {render(o)}
        </td>
      ))}
    </tr>
  );
  return (
    <SideScroll label="Records side by side" cue={OTHER_OFFICIALS_CUE}>
      <table className="w-full border-collapse font-sans text-sm" style={{ minWidth: tableMinWidth(officials.length) }}>
        <caption className="sr-only">Records side by side</caption>
        <thead>
          <tr>
            <td className={cell} />
            {officials.map((o) => (
              <th key={o.id} scope="col" className={cell}>
                <a href={paths.official(o.id)} className="font-display text-base font-bold text-ink underline underline-offset-4">
                  {o.name}
                </a>
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-1 align-middle"
                  aria-label={`Remove ${o.name}`}
                  onClick={() => onRemove(o.id)}
                >
                  <X aria-hidden="true" />
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('Party', (o) => (
            <PartyBadge party={o.party} />
          ))}
          {row('Office', (o) => `${o.office}, ${o.state}${o.district ? `-${o.district}` : ''}`)}
          {row('Progressive score', (o) => (o.score === null ? 'No score yet' : <ScoreBadge score={o.score} />))}
          {row('Counted votes', (o) => o.scoredVoteCount)}
          {row('Lean', (o) => (o.lean === null ? 'No lean' : signedLean(o.lean)))}
          {row('Missed votes', (o) => missedText(o))}
        </tbody>
      </table>
    </SideScroll>
  );
}

/**
 * Each compared official's column and the row labels' keep a readable width: two officials fit a 390 px
 * phone whole; three or four scroll sideways, with the cue saying so.
 */
const tableMinWidth = (officials: number) => `${6 + 7 * officials}rem`;

/** How many bill rows are drawn at first (the differing ones come first), and how many more each time. */
const BILL_ROWS_STEP = 40;

type BillRowsProps = { officials: Comparison['officials']; bills: readonly Comparison['bills'][number][] };

function BillRows({ officials, bills }: BillRowsProps) {
  return bills.map((b) => (
    <tr key={b.billId} className={b.differ ? 'bg-chip/60' : undefined}>
      <th scope="row" className={cn(cell, 'font-normal')}>
        <a href={paths.bill(b.billId)} title={formalTitleApart(b)} className="font-semibold text-ink underline underline-offset-4">
          {b.billNumber}
        </a>{' '}
        {b.differ ? <span className="ml-1 rounded-sm bg-ink px-1.5 py-0.5 text-xs font-semibold text-paper">Differ</span> : null}
        <span className="mt-0.5 line-clamp-2 block text-muted">{billHeadline(b)}</span>
      </th>
      {b.votes.map((vote, i) => (
        <td key={officials[i]!.id} className={cn(cell, 'font-semibold')}>
          {vote ?? <span className="font-normal text-muted">{noVoteText(officials[i]!, b)}</span>}
        </td>
      ))}
    </tr>
  ));
}

function BillsTable({ comparison }: { comparison: Comparison }) {
  const { officials, bills } = comparison;
  // Two long-serving officials share hundreds of bills: a phone draws a slice at a time, more as the reader scrolls.
  const { visible, hasMore, showMore, sentinel } = useIncremental(bills, BILL_ROWS_STEP);
  if (bills.length === 0) return <p className="text-sm text-muted">None of them has a recorded vote on a bill yet.</p>;
  // The server lists the bills all of them voted on first: the rest, under a heading of their own, are outside the count.
  const notVotedByAll = bills.filter((b) => !b.votedByAll).length;
  const visibleRest = visible.filter((b) => !b.votedByAll);
  return (
    <div className="grid gap-2">
      <p className="font-sans text-sm text-muted">{differText(officials.length, bills)}</p>
      <SideScroll label="Votes on each bill" cue={OTHER_OFFICIALS_CUE}>
        <table className="w-full border-collapse font-sans text-sm" style={{ minWidth: tableMinWidth(officials.length) }}>
          <caption className="sr-only">Votes on each bill, the bills where they differ first</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Bill
              </th>
              {officials.map((o) => (
                <th key={o.id} scope="col" className={cell}>
                  {o.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <BillRows officials={officials} bills={visible.filter((b) => b.votedByAll)} />
          </tbody>
          {visibleRest.length > 0 ? (
            <tbody>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={officials.length + 1}
                  className={cn(cell, 'pt-4 text-xs font-semibold tracking-wide text-muted uppercase')}
                >
                  {notVotedByAllText(officials.length, notVotedByAll)}
                </th>
              </tr>
              <BillRows officials={officials} bills={visibleRest} />
            </tbody>
          ) : null}
        </table>
      </SideScroll>
      <ShowMore hasMore={hasMore} sentinel={sentinel} onMore={showMore} label={`Show more of the ${bills.length} bills`} />
    </div>
  );
}

/** /compare?officials=1,2: two to four officials side by side; the address is the shareable comparison. */
export function ComparePage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const ids = comparedIds(search);
  const { data: comparison, isLoading, isError, error } = useComparison(ids);
  const show = (next: number[]) => navigate(paths.compare(next), { replace: true });

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">Compare officials</h1>
      <p className="mt-1 font-serif text-base text-muted italic">
        Scores, lean and missed votes side by side, with the bills where they voted differently first.
      </p>
      <div className="mt-6">
        <Picker ids={ids} onAdd={(id) => show([...ids, id])} />
      </div>
      <div className="mt-8">
        {ids.length < COMPARE_MIN ? (
          <EmptyState title={`Pick ${COMPARE_MIN} to ${COMPARE_MAX} officials to compare.`}>
            {ids.length === 1 ? <OneChosen id={ids[0]!} /> : 'Find them by name above, or use Compare on an official’s page.'}
          </EmptyState>
        ) : isLoading ? (
          <div aria-busy="true" aria-label="Loading the comparison" className="grid gap-3">
            <Skeleton className="h-40" />
            <Skeleton className="h-64" />
          </div>
        ) : isError || !comparison ? (
          <p className="text-sm text-muted">
            {String(error?.message ?? '').startsWith('404')
              ? 'One of these officials is not recorded here.'
              : 'Could not load the comparison. Please try again.'}
          </p>
        ) : (
          <div className="grid gap-8">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-display text-2xl font-bold text-ink">Records</h2>
              <Button variant="outline" size="sm" onClick={() => download(comparisonCsv(comparison), 'comparison.csv')}>
                <Download aria-hidden="true" /> Download CSV
              </Button>
            </div>
            <RecordTable comparison={comparison} onRemove={(id) => show(ids.filter((i) => i !== id))} />
            <section aria-labelledby="compare-bills" className="grid gap-2">
              <h2 id="compare-bills" className="font-display text-2xl font-bold text-ink">
                Votes on bills
              </h2>
              <BillsTable comparison={comparison} />
            </section>
            <CompareMoney officials={comparison.officials} />
          </div>
        )}
      </div>
    </main>
  );
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedCompareFirstData as seedFirstData } from './first-data.ts';

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { officialDetailLean, receiptMissedFigure, receiptScoreFigure } from '../../../shared/page-texts/official-texts.ts';
import { billHeadline, formalTitleApart } from '../../../shared/page-titles.ts';
import type { ScoreReceipt as Receipt } from '../../../shared/schemas/receipts.ts';
import { formatLean } from '../../../shared/scoring.ts';
import { VOTE_KIND_LABELS, type VoteKind } from '../../../shared/vote-kinds.ts';
import { FirstOfMany } from '../../components/first-of-many.tsx';
import { ItemLink } from '../../components/item-link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { WhenNearView } from '../../components/when-near-view.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { shortDate } from '../../lib/time.ts';
import { useOfficialReceipt } from './api.ts';
import { absencesArithmetic, attendanceText, inferredScoresText, missedRate, NOT_COUNTED_TEXT, scoreArithmetic } from './receipt-texts.ts';

/** Lines shown before 'Show all N votes'. */
const FIRST_LINES = 20;

type OnOpenBill = { onOpenBill: (id: number) => void };
type ReceiptBill = Receipt['notCounted'][number]['bill'];

function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="border border-rule bg-raised p-4">
      <dt className="font-sans text-xs font-bold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold text-ink tabular-nums">{value}</dd>
      <dd className="mt-1 font-sans text-xs text-muted">{children}</dd>
    </div>
  );
}

function BillCell({ bill, votedAt, onOpenBill }: { bill: ReceiptBill; votedAt: string } & OnOpenBill) {
  return (
    <th scope="row" className="py-2 pr-3 text-left align-top font-normal">
      {bill ? (
        <ItemLink
          href={paths.bill(bill.id)}
          onOpen={() => onOpenBill(bill.id)}
          title={formalTitleApart(bill)}
          className="font-serif text-sm"
        >
          <span className="font-sans font-bold">{bill.billNumber}</span>
          {/* A bill known only from a roll call is titled by its number: no need to say it twice. */}
          {billHeadline(bill) === bill.billNumber ? null : ` ${billHeadline(bill)}`}
        </ItemLink>
      ) : (
        <span className="font-serif text-sm text-muted italic">Bill information not available</span>
      )}
      <span className="block font-sans text-xs text-muted">{shortDate(votedAt)}</span>
    </th>
  );
}

const th = 'py-2 pr-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const num = 'py-2 pr-3 text-right align-top tabular-nums';

type Vote = { voteId: number; vote: string; votedAt: string; voteKind: VoteKind; bill: ReceiptBill };

type VoteTableProps<V extends Vote> = {
  caption: string;
  votes: readonly V[];
  /** The columns after Bill and Vote: their headings, and each row's cells. */
  columns: readonly { heading: string; numeric?: boolean }[];
  cells: (vote: V) => ReactNode;
  foot?: ReactNode;
} & OnOpenBill;

/**
 * A receipt's list of votes as a table: the first lines, then all on 'Show all N votes'. Each vote names its
 * kind under it rather than in a column of its own, so on a 390 px phone the columns that make it a receipt
 * (the vote, the bill's score, the points) all stay in view without scrolling sideways (issue 41, item 11).
 */
function VoteTable<V extends Vote>({ caption, votes, columns, cells, foot, onOpenBill }: VoteTableProps<V>) {
  const headings: VoteTableProps<V>['columns'] = [{ heading: 'Bill' }, { heading: 'Vote' }, ...columns];
  return (
    <FirstOfMany items={votes} limit={FIRST_LINES} noun="votes">
      {(visible) => (
        <div className="overflow-x-auto">
          <table className="w-full font-sans text-sm text-ink">
            <caption className="mb-2 text-left font-sans text-base font-bold text-ink">
              {caption} ({votes.length})
            </caption>
            <thead>
              <tr className="border-b border-rule-strong/60">
                {headings.map((c) => (
                  <th key={c.heading} scope="col" className={cn(th, c.numeric && 'text-right')}>
                    {c.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {visible.map((v) => (
                <tr key={v.voteId} className="border-b border-rule">
                  <BillCell bill={v.bill} votedAt={v.votedAt} onOpenBill={onOpenBill} />
                  <td className="py-2 pr-3 align-top font-semibold">
                    {v.vote}
                    <span className="block text-xs font-normal text-muted">{VOTE_KIND_LABELS[v.voteKind]}</span>
                  </td>
                  {cells(v)}
                </tr>
              ))}
            </tbody>
            {foot ? <tfoot>{foot}</tfoot> : null}
          </table>
        </div>
      )}
    </FirstOfMany>
  );
}

function CountedVotes({ receipt, onOpenBill }: { receipt: Receipt } & OnOpenBill) {
  return (
    <VoteTable
      caption="Counted votes"
      votes={receipt.counted}
      columns={[
        { heading: 'Bill score', numeric: true },
        { heading: 'Points', numeric: true },
      ]}
      cells={(c) => (
        <>
          <td className={num}>
            {c.bill.progressiveScore}
            {c.bill.scoreSource === 'inferred' ? <span className="block text-xs text-muted">inferred from its roll call</span> : null}
          </td>
          <td className={num}>
            <span className="font-bold">{c.points}</span>
            <span className="block text-xs text-muted">{c.vote === 'Yes' ? 'the bill score' : `10 minus ${c.bill.progressiveScore}`}</span>
          </td>
        </>
      )}
      foot={
        <tr className="font-bold">
          <th scope="row" colSpan={3} className="py-2 pr-3 text-left">
            Total points
          </th>
          <td className={num}>{receipt.points}</td>
        </tr>
      }
      onOpenBill={onOpenBill}
    />
  );
}

function UncountedVotes({ receipt, onOpenBill }: { receipt: Receipt } & OnOpenBill) {
  return (
    <VoteTable
      caption="Votes not counted"
      votes={receipt.notCounted}
      columns={[{ heading: 'Why not counted' }]}
      cells={(v) => <td className="py-2 pr-3 align-top">{NOT_COUNTED_TEXT[v.reason]}</td>}
      onOpenBill={onOpenBill}
    />
  );
}

/** The figures, the arithmetic in words, and every vote: what an official's score is made of. */
function ReceiptBody({ receipt, onOpenBill }: { receipt: Receipt } & OnOpenBill) {
  const arithmetic = scoreArithmetic(receipt);
  const withAbsences = absencesArithmetic(receipt);
  const attendance = attendanceText(receipt.attendance);
  const inferred = inferredScoresText(receipt.counted);
  const { lean, votingScore, partyBaseline } = receipt;
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label="Score" value={receiptScoreFigure(votingScore)}>
          The average of the points of every counted vote, rounded to a whole number.
        </Figure>
        <Figure label="Score counting missed votes" value={receiptScoreFigure(receipt.withAbsences.score)}>
          Missed votes on scored bills count as 0 points: the method of the League of Conservation Voters&apos; scorecard.
        </Figure>
        <Figure label="Missed votes" value={receiptMissedFigure(receipt.attendance.rate, missedRate)}>
          {attendance ? `${attendance}. ` : 'No roll calls recorded. '}Every roll call the official was recorded in counts here, procedural
          ones included.
        </Figure>
      </dl>

      <h3 className="mt-6 font-sans text-base font-bold text-ink">The arithmetic</h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5 font-serif text-base text-ink">
        {arithmetic ? (
          <li>Score: {arithmetic}.</li>
        ) : (
          <li>
            No counted votes yet, so there is no score. A vote counts when it is a Yes or No on passing a scored bill, budgets included;
            nomination and procedure votes do not.
          </li>
        )}
        <li>
          Party baseline ({receipt.party}): {partyBaseline}.
          {lean !== null && votingScore !== null
            ? ` Lean: score ${votingScore} minus baseline ${partyBaseline} = ${formatLean(lean)}, ${officialDetailLean(lean).toLowerCase()}.`
            : ' Without counted votes there is no lean.'}
        </li>
        {withAbsences ? <li>Score counting missed votes: {withAbsences}.</li> : null}
        {inferred ? (
          <li>
            {inferred}{' '}
            <Link href={`${paths.aboutScores}#inferred`} className="font-sans text-sm font-semibold text-ink underline underline-offset-4">
              How scores are inferred
            </Link>
          </li>
        ) : null}
      </ul>

      {/* Block, not grid: a grid item would widen to the table's minimum width, past a phone's screen. */}
      {receipt.counted.length > 0 ? (
        <div className="mt-6">
          <CountedVotes receipt={receipt} onOpenBill={onOpenBill} />
        </div>
      ) : null}
      {receipt.notCounted.length > 0 ? (
        <div className="mt-6">
          <UncountedVotes receipt={receipt} onOpenBill={onOpenBill} />
        </div>
      ) : null}
    </>
  );
}

function ReceiptLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading how this score is calculated" className="grid gap-3">
      <Skeleton className="h-28" />
      <Skeleton className="h-48" />
    </div>
  );
}

function ReceiptContent({ officialId, onOpenBill }: { officialId: number } & OnOpenBill) {
  const { data: receipt, isLoading, isError } = useOfficialReceipt(officialId);
  if (isLoading) return <ReceiptLoading />;
  if (isError || !receipt) return <p className="text-sm text-muted">Could not load how this score is calculated. Please try again.</p>;
  return <ReceiptBody receipt={receipt} onOpenBill={onOpenBill} />;
}

/**
 * 'How this score is calculated' on an official's detail (GET /api/officials/{id}/receipt): its heading at
 * once (the score card links to it), the receipt once the reader nears it.
 */
export function ScoreReceipt({ officialId, onOpenBill }: { officialId: number } & OnOpenBill) {
  return (
    <section id="score-receipt" aria-labelledby="score-receipt-heading" className="mt-10">
      <h2 id="score-receipt-heading" className="mb-4 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
        How this score is calculated
      </h2>
      <WhenNearView part="How this score is calculated" fallback={<ReceiptLoading />}>
        <ReceiptContent officialId={officialId} onOpenBill={onOpenBill} />
      </WhenNearView>
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { MoveRight, TrendingDown, TrendingUp } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { NOT_YET_SCORED } from '../../../shared/page-texts/bill-texts.ts';
import {
  COUNTS_NOTE,
  executiveRecordNote,
  isExecutive,
  type LeanDirection,
  leanFigure,
  officialScoreCard,
  votingRecordLines,
} from '../../../shared/page-texts/official-texts.ts';
import { STATE_OFFICIAL_CREDITS } from '../../../shared/page-texts/source-credits.ts';
import { billHeadline, formalTitleApart, officialName } from '../../../shared/page-titles.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { BackLink } from '../../components/back-link.tsx';
import { CommitteesSection } from '../../components/contact/committees-section.tsx';
import { OfficialContactSection } from '../../components/contact/official-contact-section.tsx';
import { EmbedButton } from '../../components/embed-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FollowButton } from '../../components/follow-button.tsx';
import { HowScoresWorkLink } from '../../components/how-scores-work-link.tsx';
import { ItemLink } from '../../components/item-link.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { SourceCredit } from '../../components/source-credit.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { WhenNearView } from '../../components/when-near-view.tsx';
import { ApiError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useItemHeading } from '../../lib/item-focus.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { matchText, useMyMatches } from '../../lib/my-match.ts';
import { paths } from '../../lib/paths.ts';
import { scoreTextClass } from '../../lib/score.ts';
import { longCalendarDate, shortDate } from '../../lib/time.ts';
import { useOfficial, useOfficialVotePages } from './api.ts';
import { officialPlace } from './filters.ts';
import { OfficialAvatar } from './official-avatar.tsx';
import { OfficialMoney } from './official-money.tsx';
import { FEW_VOTES, scalePositionText } from './scale-texts.ts';
import { ScoreReceipt } from './score-receipt.tsx';

// The chamber chart is its own chunk: only an official's page shows it (docs/decisions/0041-first-screen-budget.md),
// loaded and drawn as the reader nears it, like the receipt and the voting history below it
// (docs/decisions/0225-below-the-fold-when-near.md).
const loadChamberChart = () => import('./chamber-chart.tsx');
const ChamberChart = lazyNamed(loadChamberChart, 'ChamberChart');

/** The chart's code and its chamber's list, fetched while the reader is still above it (issue 41, item 12). */
function usePrefetchChamberChart(official: Official) {
  const queryClient = useQueryClient();
  return () => {
    loadChamberChart()
      .then((chart) => chart.prefetchChamber(queryClient, official))
      .catch(() => undefined);
  };
}

type OnOpenBill = { onOpenBill: (id: number) => void };

function StatCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border border-rule bg-raised p-4">
      <h2 className="font-sans text-xs font-bold tracking-wider text-muted uppercase">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** A bill's score in a history row: the number in its band's colour, or the words when unscored. */
function BillScore({ score }: { score: number | null }) {
  if (score === null) {
    return (
      <span>
        <span className="sr-only">Bill score: </span>
        {NOT_YET_SCORED}
      </span>
    );
  }
  return <span className={scoreTextClass(score)}>Score {score}/10</span>;
}

function VotingHistoryLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading voting history" className="grid gap-2">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}

function VotingHistory({ officialId, onOpenBill }: { officialId: number } & OnOpenBill) {
  const { items: votes, isLoading, hasMore, isFetchingMore, showMore, sentinel } = useOfficialVotePages(officialId);
  if (isLoading) return <VotingHistoryLoading />;
  if (votes.length === 0) return <p className="text-sm text-muted">No voting history available</p>;
  return (
    <>
      <ul aria-label="Voting history" className="grid gap-2">
        {votes.map((v) => (
          <li key={v.id} className="list-row flex gap-3 border border-rule bg-raised p-3 [contain-intrinsic-size:auto_88px]">
            <Badge variant={v.vote === 'Yes' ? 'dem' : v.vote === 'No' ? 'rep' : 'secondary'} className="h-6 self-start">
              {v.vote}
            </Badge>
            <div className="min-w-0 flex-1">
              {v.bill ? (
                <>
                  <p className="flex flex-wrap items-center gap-x-3 font-sans text-xs text-muted">
                    <span className="font-bold text-ink">{v.bill.billNumber}</span>
                    <span>{shortDate(v.votedAt)}</span>
                    <BillScore score={v.bill.progressiveScore} />
                  </p>
                  <p className="mt-1 line-clamp-2 font-serif text-sm">
                    <ItemLink href={paths.bill(v.bill.id)} onOpen={() => onOpenBill(v.bill!.id)} title={formalTitleApart(v.bill)}>
                      {billHeadline(v.bill)}
                    </ItemLink>
                  </p>
                </>
              ) : (
                <>
                  <p className="font-sans text-xs text-muted">{shortDate(v.votedAt)}</p>
                  <p className="mt-1 font-serif text-sm text-muted italic">Bill information not available</p>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ShowMore hasMore={hasMore} sentinel={sentinel} onMore={showMore} loading={isFetchingMore} label="Show more votes" />
    </>
  );
}

/**
 * An official by id (a card, a search result or a shared /officials/{id} link): a skeleton while loading,
 * 'Official Not Found' when there is no such official, so the detail never needs the list.
 */
export function OfficialPage({ id, onBack, onOpenBill }: { id: number; onBack: () => void } & OnOpenBill) {
  const { data: official, isLoading, error } = useOfficial(id);
  const missing = !error || (error instanceof ApiError && error.status === 404);
  useDocumentTitle(official ? officialName(official) : isLoading ? null : missing ? 'Official Not Found' : 'Could not load the official');
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading official">
        <Skeleton className="mb-6 h-9 w-40" />
        <Skeleton className="h-24 w-2/3" />
        <Skeleton className="mt-8 h-28 w-full" />
      </div>
    );
  }
  if (!official) {
    return (
      <div>
        <BackLink label="Back to Officials" href={paths.officials} onBack={onBack} />
        <EmptyState title={missing ? 'Official Not Found' : 'Could not load the official'}>
          {missing ? "The official you're looking for doesn't exist." : 'Please check your connection and try again.'}
        </EmptyState>
      </div>
    );
  }
  return <OfficialDetail official={official} onBack={onBack} onOpenBill={onOpenBill} />;
}

const LEAN_ICONS: Record<LeanDirection, typeof MoveRight> = { up: TrendingUp, down: TrendingDown, level: MoveRight };

/** The lean beside the score; none without counted votes, since no lean can be read from no votes. */
function LeanFigure({ lean }: { lean: number | null }) {
  if (lean === null) {
    return (
      <>
        <p className="font-display text-2xl font-bold text-ink">No lean</p>
        <p className="font-sans text-xs text-muted">No lean without counted votes</p>
      </>
    );
  }
  const { figure, direction, words } = leanFigure(lean);
  const LeanIcon = LEAN_ICONS[direction];
  return (
    <>
      <p className="flex items-center gap-2 font-display text-4xl font-bold text-ink">
        {figure} <LeanIcon className="size-7" aria-hidden="true" />
      </p>
      <p className="font-sans text-xs text-muted">{words}</p>
    </>
  );
}

/** The Progressive Score card's figure and what it rests on (or why there is none yet). */
function ScoreCardFigure({ official }: { official: Official }) {
  const card = officialScoreCard(official);
  if (!card.scored) {
    return (
      <>
        <p className="font-display text-2xl font-bold text-ink">{card.figure}</p>
        <p className="font-sans text-xs text-muted">{card.line}</p>
      </>
    );
  }
  return (
    <>
      <p className={`font-display text-4xl font-bold ${scoreTextClass(official.votingScore)}`}>{card.figure}</p>
      <p className="font-sans text-xs text-muted">{card.line}</p>
      {official.scoredVoteCount < FEW_VOTES ? <p className="font-sans text-xs text-muted">Few votes: read it with care</p> : null}
    </>
  );
}

/**
 * The term on record: 'Term: January 7, 2025 to January 4, 2027', either end alone when the other is unknown;
 * one that has ended says they are no longer in office (their record stays).
 */
function TermLine({ termStart, termEnd, former }: Pick<Official, 'termStart' | 'termEnd' | 'former'>) {
  const words =
    termStart && termEnd
      ? `${longCalendarDate(termStart)} to ${longCalendarDate(termEnd)}`
      : termStart
        ? `since ${longCalendarDate(termStart)}`
        : termEnd
          ? `${former ? 'ended' : 'ends'} ${longCalendarDate(termEnd)}`
          : null;
  if (words === null) return null;
  return <p className="mt-1 font-sans text-sm text-muted">{`Term: ${words}${former ? '. No longer in office.' : ''}`}</p>;
}

/** A governor's, statewide officer's or mayor's page: no roll calls, said once in place of the record. */
function ExecutiveRecord({ official }: { official: Official }) {
  return (
    <section aria-labelledby="voting-record" className="mt-8 border border-rule bg-raised p-4">
      <h2 id="voting-record" className="font-sans text-xs font-bold tracking-wider text-muted uppercase">
        Voting Record
      </h2>
      <p className="mt-2 font-serif text-ink">{executiveRecordNote(official)}</p>
    </section>
  );
}

/** For a signed-in reader who marked bills this official voted on: how well they match (private to the reader). */
function YourMatchLine({ officialId }: { officialId: number }) {
  const { data: matches } = useMyMatches();
  const match = matches?.find((m) => m.kind === 'official' && m.id === officialId);
  if (!match) return null;
  return (
    <p className="mt-4 font-sans text-sm text-ink">
      <span className="font-bold">Your match: </span>
      {matchText(match)}, from the bills you marked.
    </p>
  );
}

/** A legislator's record: score, lean and votes, where they stand in their chamber, and how the score is made. */
function LegislativeRecord({ official, onOpenBill }: { official: Official } & OnOpenBill) {
  const prefetchChart = usePrefetchChamberChart(official);
  return (
    <>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard title="Progressive Score">
          <ScoreCardFigure official={official} />
          <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
            <a href="#score-receipt" className="font-sans text-sm font-semibold text-ink underline underline-offset-4">
              See the calculation
            </a>
            <HowScoresWorkLink />
          </div>
        </StatCard>
        <StatCard title="Ideological Lean">
          <LeanFigure lean={official.ideologicalLean} />
          {scalePositionText(official) ? (
            <p className="mt-2 font-sans text-xs text-muted">Inferred from the votes: {scalePositionText(official)}</p>
          ) : null}
        </StatCard>
        <StatCard title="Voting Record">
          <p className="font-display text-4xl font-bold text-ink">{official.voteCount}</p>
          {votingRecordLines(official).map((line) => (
            <p key={line} className="font-sans text-xs text-muted">
              {line}
            </p>
          ))}
        </StatCard>
      </div>
      {official.voteCount > 0 ? <p className="mt-3 font-sans text-xs text-muted">{COUNTS_NOTE}</p> : null}

      <WhenNearView part="Where they stand" fallback={<Skeleton className="mt-10 h-64" />} prefetch={prefetchChart}>
        <Suspense fallback={<Skeleton className="mt-10 h-64" />}>
          <ChamberChart official={official} />
        </Suspense>
      </WhenNearView>

      <ScoreReceipt officialId={official.id} onOpenBill={onOpenBill} />
    </>
  );
}

function VotingHistorySection({ officialId, onOpenBill }: { officialId: number } & OnOpenBill) {
  return (
    <section className="mt-10">
      <h2 className="mb-4 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">Voting History</h2>
      <WhenNearView part="Voting History" fallback={<VotingHistoryLoading />}>
        <VotingHistory officialId={officialId} onOpenBill={onOpenBill} />
      </WhenNearView>
    </section>
  );
}

/** An official's detail: score, lean, how the score is calculated, and voting history; an executive's office alone. */
function OfficialDetail({ official, onBack, onOpenBill }: { official: Official; onBack: () => void } & OnOpenBill) {
  const heading = useItemHeading<HTMLHeadingElement>();
  return (
    <article>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2">
        <BackLink label="Back to Officials" href={paths.officials} onBack={onBack} />
        <div className="flex flex-wrap items-center gap-2">
          <Link href={paths.compare([official.id])} className="font-sans text-sm font-semibold text-ink underline underline-offset-4">
            Compare
          </Link>
          <EmbedButton kind="official" id={official.id} title={officialName(official)} />
          <FollowButton kind="official" target={String(official.id)} name={official.name} />
          <ShareButton path={paths.official(official.id)} title={official.name} />
        </div>
      </div>
      <div className="flex items-start gap-4">
        <OfficialAvatar name={official.name} party={official.party} imageUrl={official.imageUrl} className="size-20 sm:size-24" />
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="font-display text-3xl leading-tight font-bold text-ink sm:text-4xl">
            {official.name}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <PartyBadge party={official.party} />
            <span className="font-sans text-sm text-muted">{officialPlace(official)}</span>
          </div>
          <TermLine termStart={official.termStart} termEnd={official.termEnd} former={official.former} />
        </div>
      </div>
      {official.bio ? <p className="prose-news mt-5 text-ink">{official.bio}</p> : null}
      <YourMatchLine officialId={official.id} />
      <OfficialContactSection official={official} />

      {isExecutive(official) ? <ExecutiveRecord official={official} /> : <LegislativeRecord official={official} onOpenBill={onOpenBill} />}

      <CommitteesSection officialId={official.id} />
      <OfficialMoney officialId={official.id} />

      {isExecutive(official) ? null : <VotingHistorySection officialId={official.id} onOpenBill={onOpenBill} />}
      {official.level === 'federal' ? null : <SourceCredit credits={STATE_OFFICIAL_CREDITS} className="mt-10 border-t border-rule pt-3" />}
    </article>
  );
}

import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Candidate } from '../../../shared/schemas/candidates.ts';
import { formatLean } from '../../../shared/scoring.ts';
import { BackLink } from '../../components/back-link.tsx';
import { FollowButton } from '../../components/follow-button.tsx';
import { HowScoresWorkLink } from '../../components/how-scores-work-link.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { dollars } from '../../lib/campaign-money.ts';
import { useItemHeading } from '../../lib/item-focus.ts';
import { paths } from '../../lib/paths.ts';
import { FecSummary } from './fec-summary.tsx';
import { candidateDetailLean, candidateLocation, candidateScore, candidateScoreLine, totalRaised } from './filters.ts';
import { StateCandidacy } from './state-candidacy.tsx';

type CandidateDetailProps = { candidate: Candidate; onBack: () => void; discussion: ReactNode };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t-2 border-rule-strong pt-3">
      <h2 className="font-sans text-sm font-bold tracking-wider text-ink uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A candidate's detail page, with its voting record when matched to an official. */
export function CandidateDetail({ candidate, onBack, discussion }: CandidateDetailProps) {
  const lean = candidate.ideologicalLean;
  const score = candidateScore(candidate);
  const heading = useItemHeading<HTMLHeadingElement>();
  return (
    <article className="mx-auto max-w-3xl">
      <div className="mb-6 flex items-center justify-between gap-2">
        <BackLink label="Back to candidates" href={paths.candidates} onBack={onBack} />
        <div className="flex items-center gap-2">
          <FollowButton kind="candidate" target={String(candidate.id)} name={candidate.name} />
          <ShareButton path={paths.candidate(candidate.id)} title={candidate.name} />
        </div>
      </div>
      <h1 ref={heading} tabIndex={-1} className="font-display text-4xl leading-tight font-bold text-ink">
        {candidate.name}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <PartyBadge party={candidate.party} />
        <Badge variant="outline">{candidate.office}</Badge>
        <span className="font-sans text-sm text-muted">{candidateLocation(candidate)}</span>
      </div>
      {candidate.website ? (
        <a
          href={candidate.website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1.5 font-sans text-sm font-semibold text-ink underline underline-offset-4"
        >
          Visit Website <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}

      <div className="mt-8 grid gap-8">
        <StateCandidacy candidate={candidate} />
        <Panel title="Progressive Score">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <ScoreBadge score={score} size="large" />
            {score === null ? null : <span className="font-sans text-sm text-muted">out of 10</span>}
            <HowScoresWorkLink className="sm:ml-auto" />
          </div>
          <p className="mt-2 font-sans text-sm text-ink">{candidateScoreLine(candidate)}</p>
        </Panel>
        <Panel title="Progressive Analysis">
          <p className="prose-news whitespace-pre-line text-ink">{candidate.progressiveAnalysis}</p>
        </Panel>
        {candidate.hasOfficialRecord ? (
          <section className="border border-rule bg-raised p-4">
            <h2 className="font-sans text-sm font-bold tracking-wider text-ink uppercase">Voting Record Available</h2>
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="font-sans text-xs text-muted uppercase">Voting Score</dt>
                <dd className="font-display text-2xl font-bold text-ink">
                  {lean === null ? 'No Votes' : `${candidate.votingScore ?? 0}/10`}
                </dd>
              </div>
              <div>
                <dt className="font-sans text-xs text-muted uppercase">Ideological Lean</dt>
                {lean === null ? (
                  <dd className="font-sans text-sm text-muted">No lean without counted votes</dd>
                ) : (
                  <>
                    <dd className="font-display text-2xl font-bold text-ink">{formatLean(lean)}</dd>
                    <dd className="font-sans text-sm text-muted">{candidateDetailLean(lean)}</dd>
                  </>
                )}
              </div>
            </dl>
            {candidate.officialId === null ? null : (
              <Link
                href={paths.compare([candidate.officialId])}
                className="mt-3 inline-block font-sans text-sm font-semibold text-ink underline underline-offset-4"
              >
                Compare this record with other officials
              </Link>
            )}
          </section>
        ) : null}
        <Panel title="Legislation Backed">
          {candidate.legislationBacked.length === 0 ? (
            <p className="text-sm text-muted">No legislation listed.</p>
          ) : (
            <ul className="list-disc pl-5 font-serif text-base text-ink">
              {candidate.legislationBacked.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </Panel>
        {candidate.raceKey ? null : (
          <Panel title="Campaign Finance">
            {candidate.donations.length === 0 ? (
              <p className="text-sm text-muted">No donations recorded.</p>
            ) : (
              <table className="w-full font-sans text-sm">
                <caption className="sr-only">Campaign finance</caption>
                <thead className="sr-only">
                  <tr>
                    <th>Type</th>
                    <th>Source</th>
                    <th>Date</th>
                    <th>Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {candidate.donations.map((d, i) => (
                    <tr key={i} className="border-b border-rule">
                      <td className="py-2 pr-2 align-top text-muted">{d.type || 'Donation'}</td>
                      <td className="py-2 pr-2 align-top text-ink">{d.source}</td>
                      <td className="py-2 pr-2 align-top whitespace-nowrap text-muted">{d.date ?? ''}</td>
                      <td className="py-2 text-right align-top font-semibold tabular-nums text-ink">{dollars(d.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3} className="pt-3 text-left font-bold text-ink">
                      Total Raised
                    </th>
                    <td className="pt-3 text-right font-bold tabular-nums text-ink">{dollars(totalRaised(candidate))}</td>
                  </tr>
                </tfoot>
              </table>
            )}
            <FecSummary candidate={candidate} />
          </Panel>
        )}
      </div>
      <div className="mt-12">{discussion}</div>
    </article>
  );
}

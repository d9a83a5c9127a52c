import { BadgeCheck, HandCoins } from 'lucide-react';
import { scoreSource } from '../../../shared/page-texts/candidate-texts.ts';
import { stateCandidateStatus } from '../../../shared/page-texts/state-race-texts.ts';
import type { Candidate } from '../../../shared/schemas/candidates.ts';
import { InAppLink } from '../../components/item-link.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { paths } from '../../lib/paths.ts';
import { candidateCardLean, candidateLocation, candidateScore } from './filters.ts';

export function CandidateCard({ candidate, onOpen }: { candidate: Candidate; onOpen: (id: number) => void }) {
  const sources = candidate.donations.length;
  // Said under the number, so a score from the voting record does not read as the staff's.
  const scoredBy = scoreSource({ staffScore: candidate.progressiveScore, votingScore: candidate.votingScore });
  const status = stateCandidateStatus(candidate);
  return (
    <article className="list-row flex border border-rule bg-raised transition-colors hover:border-rule-strong/60">
      <InAppLink href={paths.candidate(candidate.id)} onOpen={() => onOpen(candidate.id)} className="flex w-full flex-col p-5 text-left">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-xl leading-tight font-bold text-ink">{candidate.name}</h3>
          <ScoreBadge score={candidateScore(candidate)} />
        </div>
        {scoredBy ? <p className="mt-1 text-right font-sans text-xs text-muted">{scoredBy}</p> : null}
        <div className="mt-2 flex flex-wrap gap-1.5">
          <PartyBadge party={candidate.party} />
          <Badge variant="outline">{candidate.office}</Badge>
        </div>
        <p className="mt-2 flex items-center gap-2 font-sans text-sm text-muted">
          {candidateLocation(candidate)}
          {candidate.hasOfficialRecord ? (
            <span className="inline-flex items-center gap-1 font-semibold text-score-high">
              <BadgeCheck className="size-4" aria-hidden="true" /> Verified
            </span>
          ) : null}
        </p>
        {status ? <p className="mt-2 font-sans text-sm font-semibold text-ink">{status}</p> : null}
        <p className="mt-3 line-clamp-2 font-serif text-sm text-ink">{candidate.progressiveAnalysis}</p>
        <div className="mt-auto pt-3 font-sans text-xs text-muted">
          {candidate.hasOfficialRecord && candidate.ideologicalLean !== null ? (
            <p>Ideological lean: {candidateCardLean(candidate.ideologicalLean)}</p>
          ) : null}
          {/* A state or local candidate's money is in no data we hold: no count of sources that reads as none. */}
          {candidate.raceKey ? null : (
            <p className="mt-1 inline-flex items-center gap-1">
              <HandCoins className="size-3.5" aria-hidden="true" />
              {sources} donation {sources === 1 ? 'source' : 'sources'}
            </p>
          )}
        </div>
      </InAppLink>
    </article>
  );
}

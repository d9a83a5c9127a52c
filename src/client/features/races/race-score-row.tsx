import { Link } from 'wouter';
import { scoreSource } from '../../../shared/page-texts/candidate-texts.ts';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { paths } from '../../lib/paths.ts';

type Scored = { score: number | null; staffScore: number | null; votingScore: number | null; officialId: number | null };

/** A race card's last row: the score, what it is made of, and the voting record it comes from, where there is one. */
export function RaceScoreRow({ candidate }: { candidate: Scored }) {
  const source = scoreSource(candidate);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <ScoreBadge score={candidate.score} />
      {source ? <span className="font-sans text-xs text-muted">{source}</span> : null}
      {candidate.officialId === null ? null : (
        <Link href={paths.official(candidate.officialId)} className="font-sans text-sm font-semibold text-ink underline underline-offset-4">
          Voting record
        </Link>
      )}
    </div>
  );
}

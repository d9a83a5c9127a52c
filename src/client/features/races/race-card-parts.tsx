// The parts every race card has, a House or Senate race's and a state race's alike.
import { Link } from 'wouter';
import { scoreSource } from '../../../shared/page-texts/candidate-texts.ts';
import { PartyBadge } from '../../components/party-badge.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { paths } from '../../lib/paths.ts';

/** A race card's head: the candidate's name, linking their page, and their party beside `status` (none: nothing). */
export function RaceCardHead({ candidate, status }: { candidate: { id: number; name: string; party: string }; status: string | null }) {
  return (
    <>
      <h3 className="font-display text-xl font-bold text-ink">
        <Link href={paths.candidate(candidate.id)} className="underline-offset-4 hover:underline">
          {candidate.name}
        </Link>
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <PartyBadge party={candidate.party} />
        {status ? <span className="font-sans text-sm text-muted">{status}</span> : null}
      </div>
    </>
  );
}

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

import { Link } from 'wouter';
import { STATE_CANDIDATE_CREDITS } from '../../../shared/page-texts/source-credits.ts';
import { filingLine, primaryLine, stateRaceNote } from '../../../shared/page-texts/state-race-texts.ts';
import type { StateRace, StateRaceCandidate } from '../../../shared/schemas/races.ts';
import { CampaignContacts } from '../../components/campaign-contacts.tsx';
import { SourceCredit } from '../../components/source-credit.tsx';
import { paths } from '../../lib/paths.ts';
import { RaceCardHead, RaceScoreRow } from './race-card-parts.tsx';

/**
 * /race/{state race}: a 2026 state or local race's candidates as their list gives them — the primary's
 * winners first with their votes, or the filings in the order they came — who holds the seat, and whose list
 * it is (docs/decisions/0337-state-and-local-races.md).
 */
export function StateRaceView({ race, held }: { race: StateRace; held: boolean }) {
  const fromPrimary = race.candidates.some((candidate) => candidate.primary);
  return (
    <main className="mx-auto max-w-5xl px-4 pt-8 pb-16">
      <p className="font-sans text-xs font-bold tracking-wider text-muted uppercase">2026 race</p>
      <h1 className="mt-1 font-display text-4xl leading-tight font-bold text-ink">{race.name}</h1>
      <p className="mt-3 border-l-4 border-rule-strong pl-3 font-sans text-sm font-semibold text-ink">{stateRaceNote(race, held)}</p>
      {race.holders.length > 0 ? (
        <p className="mt-3 font-sans text-sm text-ink">
          Holds the seat now:{' '}
          {race.holders.map((holder, i) => (
            <span key={holder.officialId}>
              {i > 0 ? '; ' : ''}
              <Link href={paths.official(holder.officialId)} className="font-semibold underline underline-offset-4">
                {holder.name}
              </Link>{' '}
              ({holder.party})
            </span>
          ))}
        </p>
      ) : null}
      <h2 className="mt-8 border-t-2 border-rule-strong pt-3 font-sans text-sm font-bold tracking-wider text-ink uppercase">
        Candidates ({race.candidates.length}), {fromPrimary ? 'primary winners first' : 'in the order they filed'}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {race.candidates.map((candidate) => (
          <li key={candidate.id}>
            <StateRaceCandidateCard candidate={candidate} />
          </li>
        ))}
      </ul>
      <p className="mt-6 font-sans text-xs text-muted">
        A score comes from our staff and from a voting record in office; a candidate with neither has none yet.
      </p>
      <SourceCredit credits={race.sources.map((source) => STATE_CANDIDATE_CREDITS[source])} className="mt-3 border-t border-rule pt-3" />
    </main>
  );
}

function StateRaceCandidateCard({ candidate }: { candidate: StateRaceCandidate }) {
  const status = candidate.primary ? primaryLine(candidate.primary) : candidate.filingDate ? filingLine(candidate.filingDate) : null;
  return (
    <article className="h-full border border-rule bg-raised p-4">
      <RaceCardHead candidate={candidate} status={candidate.holdsSeat ? 'Holds the seat now' : null} />
      {status ? (
        <p className={`mt-2 font-sans text-sm ${candidate.primary?.outcome === 'lost' ? 'text-muted' : 'font-semibold text-ink'}`}>
          {status}
        </p>
      ) : null}
      <CampaignContacts candidate={candidate} />
      <RaceScoreRow candidate={candidate} />
    </article>
  );
}

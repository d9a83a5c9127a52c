import { Link } from 'wouter';
import { US_STATES } from '../../../shared/constants.ts';
import { electionHeldNote, raceMoneyNote, raceStatus, resultLines } from '../../../shared/page-texts/race-texts.ts';
import { raceTitle } from '../../../shared/page-titles.ts';
import { generalElectionHeld, incumbencyName, NOT_THE_INCUMBENT, notUpIn2026, parseRace } from '../../../shared/races.ts';
import type { Race, RaceCandidate, StateRace } from '../../../shared/schemas/races.ts';
import { parseStateRace } from '../../../shared/state-races.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FiguresList } from '../../components/figures-list.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { dollars } from '../../lib/campaign-money.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useNow } from '../../lib/now.ts';
import { paths } from '../../lib/paths.ts';
import { useRace, useStateRace } from '../../lib/races.ts';
import { RaceCardHead, RaceScoreRow } from './race-card-parts.tsx';
import { StateRaceView } from './state-race-view.tsx';

/**
 * /race/{race}: a 2026 race's candidates side by side and who holds the seat — a House or Senate race most
 * money raised first, a state or local race as its list gives them — held or still to come as of `now` (the
 * page's clock when absent; tests pass one).
 */
export function RacePage({ segment, now }: { segment: string; now?: Date }) {
  const clock = useNow();
  const held = generalElectionHeld(now ?? clock);
  const federal = parseRace(segment) !== undefined;
  const state = !federal && parseStateRace(segment) !== undefined;
  const valid = federal || state;
  const federalRace = useRace(segment, federal);
  const stateRace = useStateRace(segment, state);
  const { data: race, isLoading, error } = state ? stateRace : federalRace;
  const missing = !valid || (error instanceof ApiError && error.status === 404);
  useDocumentTitle(race ? raceTitle(race) : isLoading && valid ? null : missing ? 'Race Not Found' : 'Could not load the race');
  if (isLoading && valid) {
    return (
      <main aria-busy="true" aria-label="Loading race" className="mx-auto max-w-5xl px-4 pt-8">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-8 h-60 w-full" />
      </main>
    );
  }
  if (!race) {
    return (
      <main className="mx-auto max-w-5xl px-4 pt-8">
        <EmptyState title={missing ? 'Race Not Found' : 'Could not load the race'}>
          <p>{missing ? 'No 2026 race is filed under this address.' : 'Please check your connection and try again.'}</p>
        </EmptyState>
      </main>
    );
  }
  return state ? <StateRaceView race={race as StateRace} held={held} /> : <RaceView race={race as Race} held={held} />;
}

function RaceView({ race, held }: { race: Race; held: boolean }) {
  const heldNote = electionHeldNote(race.candidates, held);
  return (
    <main className="mx-auto max-w-5xl px-4 pt-8 pb-16">
      <p className="font-sans text-xs font-bold tracking-wider text-muted uppercase">2026 race</p>
      <h1 className="mt-1 font-display text-4xl leading-tight font-bold text-ink">{race.name}</h1>
      {heldNote ? <p className="mt-3 border-l-4 border-rule-strong pl-3 font-sans text-sm font-semibold text-ink">{heldNote}</p> : null}
      <SeatHolders race={race} />
      <h2 className="mt-8 border-t-2 border-rule-strong pt-3 font-sans text-sm font-bold tracking-wider text-ink uppercase">
        Candidates ({race.candidates.length}), most money raised first
      </h2>
      {race.candidates.length === 0 ? (
        <p className="mt-3 font-sans text-sm text-muted">No candidate has filed with the FEC for this race yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {race.candidates.map((candidate) => (
            <li key={candidate.id}>
              <RaceCandidateCard candidate={candidate} held={held} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 font-sans text-xs text-muted">
        {raceMoneyNote(held)} A score comes from our staff and from a voting record in Congress; a candidate with neither has none yet.
        <StatusNote candidates={race.candidates} />
      </p>
    </main>
  );
}

const STATUS_NOTES = {
  [NOT_THE_INCUMBENT.former]: 'the FEC still lists them as the incumbent, but they are no longer in Congress; their campaign still files.',
  [NOT_THE_INCUMBENT.elsewhere]:
    'the FEC lists them as the incumbent here, but the seat they hold now is another (see their voting record).',
};

/** What the statuses that differ from the FEC's word mean, for those the race shows. */
function StatusNote({ candidates }: { candidates: RaceCandidate[] }) {
  const shown = new Set(candidates.map(incumbencyName));
  return Object.entries(STATUS_NOTES)
    .filter(([status]) => shown.has(status))
    .map(([status, note]) => ` ${status}: ${note}`)
    .join('');
}

function SeatHolders({ race }: { race: Race }) {
  if (race.holders.length === 0) return null;
  const senate = race.office === 'Senate';
  return (
    <>
      <p className="mt-3 font-sans text-sm text-ink">
        {senate ? 'Senators now: ' : 'Holds the seat now: '}
        {race.holders.map((holder, i) => (
          <span key={holder.officialId}>
            {i > 0 ? '; ' : ''}
            <Link href={paths.official(holder.officialId)} className="font-semibold underline underline-offset-4">
              {holder.name}
            </Link>{' '}
            ({holder.party}
            {holder.termEnd ? `, term ends ${holder.termEnd}` : ''}
            {senate && notUpIn2026(holder) ? ', not up in 2026' : ''})
          </span>
        ))}
      </p>
      {senate && race.holders.every(notUpIn2026) ? (
        <p className="mt-2 font-sans text-sm text-muted">
          No Senate seat of {US_STATES[race.state] ?? race.state} is up in 2026. The candidates below have filed with the FEC for a later
          Senate election.
        </p>
      ) : null}
    </>
  );
}

function RaceCandidateCard({ candidate, held }: { candidate: RaceCandidate; held: boolean }) {
  const figures: [string, string][] = [
    ['Raised', dollars(candidate.raised)],
    ['Cash on hand', candidate.cashOnHand === null ? 'Not filed' : dollars(candidate.cashOnHand)],
  ];
  // After the election the figures say when they stop, so they do not read as the campaign's last word.
  if (held) figures.push(['Reported to', candidate.coverageEnd ?? 'Not filed']);
  const results = resultLines(candidate.results);
  return (
    <article className="h-full border border-rule bg-raised p-4">
      <RaceCardHead candidate={candidate} status={raceStatus(incumbencyName(candidate), held)} />
      {results.length > 0 ? <p className="mt-2 font-sans text-sm font-semibold text-ink">{results.join('; ')}</p> : null}
      <FiguresList figures={figures} className="mt-3 gap-2 font-sans text-sm" />
      <RaceScoreRow candidate={candidate} />
    </article>
  );
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedRaceFirstData as seedFirstData } from './first-data.ts';

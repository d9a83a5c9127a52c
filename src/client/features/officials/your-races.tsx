import { Link } from 'wouter';
import { ELECTION_DAY_2026_TEXT, heldPrefix } from '../../../shared/page-texts/race-texts.ts';
import { generalElectionHeld, notUpIn2026, type RaceKey, raceName, raceSegment } from '../../../shared/races.ts';
import type { ReaderPlace } from '../../../shared/schemas/districts.ts';
import { onTheReadersBallot } from '../../../shared/state-races.ts';
import { dollars } from '../../lib/campaign-money.ts';
import { useNow } from '../../lib/now.ts';
import { paths } from '../../lib/paths.ts';
import { useRace, useStateRaces } from '../../lib/races.ts';

// DC and the territories elect a delegate to the House and no senators.
const NO_SENATORS = new Set(['DC', 'PR', 'GU', 'VI', 'AS', 'MP']);

/**
 * 'Your 2026 races' of the reader's place: their House seat and their state's Senate seats, then the state's
 * statewide races and their own statehouse districts' where our data have candidates, held or still to come
 * as of `now` (the page's clock when absent; tests pass one).
 */
export function YourRaces({
  place,
  now,
}: {
  place: Pick<ReaderPlace, 'state' | 'district'> & Partial<Pick<ReaderPlace, 'upperDistrict' | 'lowerDistrict'>>;
  now?: Date;
}) {
  const clock = useNow();
  const held = generalElectionHeld(now ?? clock);
  const races: RaceKey[] = [{ state: place.state, office: 'House', district: place.district }];
  if (!NO_SENATORS.has(place.state)) races.push({ state: place.state, office: 'Senate', district: null });
  return (
    <section aria-labelledby="your-races-heading" className="grid gap-2">
      <h3 id="your-races-heading" className="font-sans text-sm font-bold tracking-wider text-ink uppercase">
        Your 2026 races
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {races.map((race) => (
          <RaceLine key={raceSegment(race)} race={race} held={held} />
        ))}
        <StateRaceLines place={place} held={held} />
      </ul>
    </section>
  );
}

function RaceLine({ race, held }: { race: RaceKey; held: boolean }) {
  const segment = raceSegment(race);
  const { data, isError } = useRace(segment);
  // A state whose senators' terms all run past the election has no 2026 Senate race, as its race page says
  // (docs/decisions/0302-senators-not-up-in-2026.md): the Senate line shows once its answer says a seat is up.
  const senate = race.office === 'Senate';
  const noSeatUp = data !== undefined && data.holders.length > 0 && data.holders.every(notUpIn2026);
  if (senate && (noSeatUp || (!data && !isError))) return null;
  const leader = data?.candidates[0];
  return (
    <li className="border border-rule p-3 font-sans text-sm">
      <Link href={paths.race(segment)} className="font-display font-bold text-ink underline underline-offset-4">
        {raceName(race)}
      </Link>
      <p className="mt-1 text-xs text-muted">
        {data
          ? `${heldPrefix(data.candidates, held)}${data.candidates.length} ${data.candidates.length === 1 ? 'candidate' : 'candidates'}${leader ? `; most raised: ${leader.name}, ${dollars(leader.raised)}` : ''}`
          : isError
            ? 'No candidates filed yet.'
            : 'Loading…'}
      </p>
    </li>
  );
}

/** The state's statewide races and the reader's own statehouse districts' (docs/decisions/0337-state-and-local-races.md). */
function StateRaceLines({ place, held }: { place: Parameters<typeof onTheReadersBallot>[1] & { state: string }; held: boolean }) {
  const { data } = useStateRaces(place.state);
  const races = (data ?? []).filter((race) => race.group !== 'federal' && onTheReadersBallot(race, place));
  return races.map((race) => (
    <li key={race.key} className="border border-rule p-3 font-sans text-sm">
      <Link href={paths.race(race.key)} className="font-display font-bold text-ink underline underline-offset-4">
        {race.name}
      </Link>
      <p className="mt-1 text-xs text-muted">
        {held ? `Held ${ELECTION_DAY_2026_TEXT}; results not in our data. ` : ''}
        {race.candidates} {race.candidates === 1 ? 'candidate' : 'candidates'}
      </p>
    </li>
  ));
}

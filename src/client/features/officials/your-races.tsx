import { Link } from 'wouter';
import { type RaceKey, raceName, raceSegment } from '../../../shared/races.ts';
import type { ReaderPlace } from '../../../shared/schemas/districts.ts';
import { dollars } from '../../lib/campaign-money.ts';
import { paths } from '../../lib/paths.ts';
import { useRace } from '../../lib/races.ts';

// DC and the territories elect a delegate to the House and no senators.
const NO_SENATORS = new Set(['DC', 'PR', 'GU', 'VI', 'AS', 'MP']);

/** 'Your 2026 races' of the reader's place: their House seat and their state's Senate seats. */
export function YourRaces({ place }: { place: Pick<ReaderPlace, 'state' | 'district'> }) {
  const races: RaceKey[] = [{ state: place.state, office: 'House', district: place.district }];
  if (!NO_SENATORS.has(place.state)) races.push({ state: place.state, office: 'Senate', district: null });
  return (
    <section aria-labelledby="your-races-heading" className="grid gap-2">
      <h3 id="your-races-heading" className="font-sans text-sm font-bold tracking-wider text-ink uppercase">
        Your 2026 races
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {races.map((race) => (
          <RaceLine key={raceSegment(race)} race={race} />
        ))}
      </ul>
    </section>
  );
}

function RaceLine({ race }: { race: RaceKey }) {
  const segment = raceSegment(race);
  const { data, isError } = useRace(segment);
  const leader = data?.candidates[0];
  return (
    <li className="border border-rule p-3 font-sans text-sm">
      <Link href={paths.race(segment)} className="font-display font-bold text-ink underline underline-offset-4">
        {raceName(race)}
      </Link>
      <p className="mt-1 text-xs text-muted">
        {data
          ? `${data.candidates.length} ${data.candidates.length === 1 ? 'candidate' : 'candidates'}${leader ? `; most raised: ${leader.name}, ${dollars(leader.raised)}` : ''}`
          : isError
            ? 'No candidates filed yet.'
            : 'Loading…'}
      </p>
    </li>
  );
}

import { Link } from 'wouter';
import { US_STATES } from '../../../shared/constants.ts';
import { Select } from '../../components/ui/select.tsx';
import { paths } from '../../lib/paths.ts';
import { useStateRaces } from '../../lib/races.ts';

/** The list's place: every state, one state, or one race of it ('NY-14', 'VT-senate'). */
export type CandidatePlace = { state?: string; race?: string };

const ALL = 'all';
const STATE_OPTIONS = [{ value: ALL, label: 'All states' }, ...Object.entries(US_STATES).map(([value, label]) => ({ value, label }))];

export function PlaceFilters({ place, onChange }: { place: CandidatePlace; onChange: (place: CandidatePlace) => void }) {
  const { data: races } = useStateRaces(place.state);
  const raceOptions = [
    { value: ALL, label: 'All races' },
    ...(races ?? []).map((r) => ({ value: r.key, label: `${r.name} (${r.candidates})` })),
  ];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Select
        ariaLabel="State"
        value={place.state ?? ALL}
        options={STATE_OPTIONS}
        onValueChange={(v) => onChange(v === ALL ? {} : { state: v })}
      />
      {place.state ? (
        <Select
          ariaLabel="Race"
          value={place.race ?? ALL}
          options={raceOptions}
          onValueChange={(v) => onChange(v === ALL ? { state: place.state } : { state: place.state, race: v })}
        />
      ) : null}
      {/* The race's own page puts its candidates side by side, a primary's winners first. */}
      {place.race ? (
        <Link
          href={paths.race(place.race)}
          className="font-sans text-sm font-semibold whitespace-nowrap text-ink underline underline-offset-4"
        >
          Race page
        </Link>
      ) : null}
    </div>
  );
}

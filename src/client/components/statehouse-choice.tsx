// Which statehouse districts are the reader's, where their ZIP touches several of a chamber: the Census
// lists every district a ZIP touches, however little, so the reader is asked rather than guessed for
// (docs/decisions/0333-state-districts-by-zip.md).
import { useQuery } from '@tanstack/react-query';
import { lookupZip } from '../../shared/api/districts.ts';
import { countOf } from '../../shared/page-texts/count.ts';
import type { ReaderPlace } from '../../shared/schemas/districts.ts';
import { endpointQuery } from '../lib/endpoint.ts';
import { useMyPlace } from '../lib/my-place.ts';
import { type StatehouseChamber, statehouseOptions } from '../lib/statehouse-districts.ts';
import { Button } from './ui/button.tsx';

const CHAMBER_WORDS: Record<StatehouseChamber, string> = { upper: 'state Senate', lower: 'state House' };
const FIELD: Record<StatehouseChamber, 'upperDistrict' | 'lowerDistrict'> = { upper: 'upperDistrict', lower: 'lowerDistrict' };

/** Nothing once each chamber's district is known (or the ZIP has none); else one question per chamber still open. */
export function StatehouseChoice({ place }: { place: ReaderPlace }) {
  const { save, saving } = useMyPlace();
  const { data } = useQuery({ ...endpointQuery(lookupZip, { query: { zip: place.zip ?? '' } }), enabled: place.zip !== null });
  if (!data || place.zip === null) return null;
  const options = statehouseOptions(data, place.state);
  const open = (['upper', 'lower'] as const).filter((chamber) => (place[FIELD[chamber]] ?? null) === null && options[chamber].length > 0);
  if (open.length === 0) return null;
  return (
    <div className="grid gap-3">
      {open.map((chamber) => (
        <fieldset key={chamber} className="grid gap-2">
          <legend className="font-sans text-sm font-semibold text-ink">
            ZIP code {place.zip} touches{' '}
            {countOf(options[chamber].length, `${CHAMBER_WORDS[chamber]} district`, `${CHAMBER_WORDS[chamber]} districts`)}. Which one is
            yours?
          </legend>
          <div className="flex flex-wrap gap-2">
            {options[chamber].map((d) => (
              <Button
                key={d.district}
                variant="outline"
                size="sm"
                disabled={saving}
                onClick={() => void save({ ...place, [FIELD[chamber]]: d.district })}
              >
                {d.label}
              </Button>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="font-sans text-xs text-muted">
        Not sure? Your state’s legislature has a “find my legislator” page; your voter registration card may name your districts too.
      </p>
    </div>
  );
}

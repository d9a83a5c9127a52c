// The reader's place, given once: a ZIP code (asked which district when it spans several; its statehouse
// districts kept where it lies in one, else asked by StatehouseChoice) or a state and district. The 'Your officials' panel and a bill's 'Call your officials' both ask with it.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { lookupZip } from '../../shared/api/districts.ts';
import { US_STATES } from '../../shared/constants.ts';
import type { ReaderPlace, ZipLookup } from '../../shared/schemas/districts.ts';
import { endpointQuery } from '../lib/endpoint.ts';
import { useMyPlace } from '../lib/my-place.ts';
import { placeOfZip } from '../lib/statehouse-districts.ts';
import { Button } from './ui/button.tsx';
import { Field } from './ui/field.tsx';
import { fieldClass, Input } from './ui/input.tsx';

export function ZipForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const { save, saving } = useMyPlace();
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [looking, setLooking] = useState(false);
  const [choices, setChoices] = useState<ZipLookup | null>(null);

  async function keep(place: ReaderPlace) {
    try {
      await save(place);
      onDone();
    } catch {
      setError('Could not save your ZIP code. Please try again.');
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = zip.trim();
    setChoices(null);
    if (!/^\d{5}$/.test(typed)) return setError('Enter a 5-digit ZIP code.');
    setError(undefined);
    setLooking(true);
    try {
      const found = await queryClient.fetchQuery(endpointQuery(lookupZip, { query: { zip: typed } }));
      if (found.districts.length === 0)
        setError(
          `ZIP code ${typed} is not in the Census table of congressional districts. Check the number, or choose your state and district.`,
        );
      else if (found.districts.length === 1) await keep(placeOfZip(found, found.districts[0]!.state, found.districts[0]!.district));
      else setChoices(found);
    } catch {
      setError('Could not look up that ZIP code. Please try again.');
    } finally {
      setLooking(false);
    }
  }

  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="sm:w-48">
          <Field label="ZIP code" error={error}>
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={zip}
              onChange={(e) => setZip(e.target.value)}
              placeholder="e.g. 05401"
            />
          </Field>
        </div>
        <Button type="submit" disabled={looking || saving}>
          {looking ? 'Looking up...' : 'Find my officials'}
        </Button>
      </form>
      {choices ? (
        <fieldset className="grid gap-2">
          <legend className="font-sans text-sm font-semibold text-ink">
            ZIP code {choices.zip} spans {choices.districts.length} districts. Which one is yours?
          </legend>
          <div className="flex flex-wrap gap-2">
            {choices.districts.map((d) => (
              <Button
                key={d.label}
                variant="outline"
                size="sm"
                disabled={saving}
                onClick={() => void keep(placeOfZip(choices, d.state, d.district))}
              >
                {d.label}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <DistrictForm onKeep={(place) => void keep(place)} saving={saving} />
    </div>
  );
}

/** For a reader who knows their district, or whose ZIP the table does not have. */
function DistrictForm({ onKeep, saving }: { onKeep: (place: ReaderPlace) => void; saving: boolean }) {
  const [state, setState] = useState('');
  const [district, setDistrict] = useState('');
  const [error, setError] = useState<string | undefined>();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const n = district.trim() === '' ? 0 : Number(district);
    if (!state) return setError('Choose a state.');
    if (!Number.isInteger(n) || n < 0 || n > 99)
      return setError('The district is a number from 1 to 99, or 0 (or blank) for an at-large seat.');
    setError(undefined);
    onKeep({ zip: null, state, district: n });
  }
  return (
    <details className="font-sans text-sm">
      <summary className="cursor-pointer font-semibold text-ink">Choose state and district instead</summary>
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="grid gap-1.5">
          <label htmlFor="place-state" className="font-sans text-sm font-semibold text-ink">
            State
          </label>
          <select id="place-state" value={state} onChange={(e) => setState(e.target.value)} className={`${fieldClass} h-10`}>
            <option value="">Choose…</option>
            {Object.entries(US_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-40">
          <Field label="District" error={error} hint="Blank for at-large">
            <Input inputMode="numeric" value={district} onChange={(e) => setDistrict(e.target.value)} />
          </Field>
        </div>
        <Button type="submit" variant="outline" disabled={saving}>
          Use this district
        </Button>
      </form>
    </details>
  );
}

import { Link } from 'wouter';
import { COMPARE_MAX } from '../../../shared/schemas/compare.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { lookupZip } from '../../../shared/api/districts.ts';
import { US_STATES } from '../../../shared/constants.ts';
import { districtLabel, type District, type ReaderPlace } from '../../../shared/schemas/districts.ts';
import { ItemLink } from '../../components/item-link.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, fieldClass } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { endpointQuery } from '../../lib/endpoint.ts';
import { useMyOfficials } from '../../lib/my-officials.ts';
import { placeText, useMyPlace } from '../../lib/my-place.ts';
import { paths } from '../../lib/paths.ts';
import { YourRaces } from '../races/your-races.tsx';

type Lookup = { zip: string; districts: District[] } | null;

export function ZipForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const { save, saving } = useMyPlace();
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [looking, setLooking] = useState(false);
  const [choices, setChoices] = useState<Lookup>(null);

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
      if (found.districts.length === 0) setError(`ZIP code ${typed} is not in the Census table of congressional districts. Check the number, or choose your state and district.`);
      else if (found.districts.length === 1) await keep({ zip: typed, state: found.districts[0]!.state, district: found.districts[0]!.district });
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
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} value={zip} onChange={(e) => setZip(e.target.value)} placeholder="e.g. 05401" />
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
              <Button key={d.label} variant="outline" size="sm" disabled={saving} onClick={() => void keep({ zip: choices.zip, state: d.state, district: d.district })}>
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
    if (!Number.isInteger(n) || n < 0 || n > 99) return setError('The district is a number from 1 to 99, or 0 (or blank) for an at-large seat.');
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

/** The 'Your officials' panel of the officials tab: give a ZIP once, see your House member and senators. */
export function YourOfficialsPanel({ onSelect }: { onSelect: (id: number) => void }) {
  const { place, officials, isLoading, isError } = useMyOfficials();
  const { clear } = useMyPlace();
  const [editing, setEditing] = useState(false);

  return (
    <section aria-labelledby="your-officials-heading" className="mb-8 border border-rule bg-raised p-5">
      <h2 id="your-officials-heading" className="flex items-center gap-2 font-display text-xl font-bold text-ink">
        <MapPin className="size-5" aria-hidden="true" /> Your officials
      </h2>
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading your officials" className="mt-3 grid gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-16" />
        </div>
      ) : place === null || editing ? (
        <div className="mt-3 grid gap-3">
          <p className="font-serif text-sm text-muted">Give your ZIP code to see your House member and your two senators, how they voted on each bill, and to filter the list to them under Mine.</p>
          <ZipForm onDone={() => setEditing(false)} />
          {editing ? (
            <div>
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="mt-3 grid gap-3">
          <div className="flex flex-wrap items-center gap-2 font-sans text-sm">
            <span className="font-semibold text-ink">{placeText(place)}</span>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Change
            </Button>
            <Button variant="ghost" size="sm" onClick={() => clear()}>
              Forget
            </Button>
            {officials.length >= 2 ? (
              <Link href={paths.compare(officials.slice(0, COMPARE_MAX).map((o) => o.id))} className="font-semibold text-ink underline underline-offset-4">
                Compare your officials
              </Link>
            ) : null}
          </div>
          {isError ? (
            <p className="text-sm text-muted">Could not load your officials. Please try again.</p>
          ) : officials.length === 0 ? (
            <p className="text-sm text-muted">No officials are recorded for {districtLabel(place.state, place.district)} yet.</p>
          ) : (
            <ul aria-label="Your officials" className="grid gap-2 sm:grid-cols-3">
              {officials.map((o) => (
                <li key={o.id} className="border border-rule p-3">
                  <ItemLink href={paths.official(o.id)} onOpen={() => onSelect(o.id)} className="font-display font-bold">
                    {o.name}
                  </ItemLink>
                  <p className="mt-1 font-sans text-xs text-muted">
                    {o.office} · {o.state}
                    {o.district ? `-${o.district}` : ''}
                  </p>
                  <div className="mt-1.5">
                    <PartyBadge party={o.party} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <YourRaces place={place} />
        </div>
      )}
    </section>
  );
}

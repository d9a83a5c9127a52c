import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { COMPARE_MAX } from '../../../shared/constants.ts';
import { districtLabel } from '../../../shared/schemas/districts.ts';
import { ItemLink } from '../../components/item-link.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ZipForm } from '../../components/zip-form.tsx';
import { useMyOfficials } from '../../lib/my-officials.ts';
import { placeText, useMyPlace } from '../../lib/my-place.ts';
import { paths } from '../../lib/paths.ts';
import { YourRaces } from './your-races.tsx';

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
          <p className="font-serif text-sm text-muted">
            Give your ZIP code to see your House member and your two senators, how they voted on each bill, and to filter the list to them
            under Mine.
          </p>
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
              <Link
                href={paths.compare(officials.slice(0, COMPARE_MAX).map((o) => o.id))}
                className="font-semibold text-ink underline underline-offset-4"
              >
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

import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { COMPARE_MAX } from '../../../shared/constants.ts';
import type { StateChamberName } from '../../../shared/legislatures.ts';
import { isExecutive, officialScoreCard } from '../../../shared/page-texts/official-texts.ts';
import { YOUR_OFFICIALS_CREDITS } from '../../../shared/page-texts/source-credits.ts';
import { districtLabel } from '../../../shared/schemas/districts.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { stateDistrictLabel } from '../../../shared/state-districts.ts';
import { ItemLink } from '../../components/item-link.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { SourceCredit } from '../../components/source-credit.tsx';
import { StatehouseChoice } from '../../components/statehouse-choice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ZipForm } from '../../components/zip-form.tsx';
import { useMyOfficials } from '../../lib/my-officials.ts';
import { placeText, useMyPlace } from '../../lib/my-place.ts';
import { paths } from '../../lib/paths.ts';
import { YourRaces } from './your-races.tsx';

/** Congress's members first, then the state's, each in the server's order (by name). */
const congressFirst = (list: readonly Official[]) =>
  [...list].sort((a, b) => Number(a.level !== 'federal') - Number(b.level !== 'federal'));

/** 'Senator · WA', 'Representative · WA-7', 'State Representative · State House District 59A', 'Governor · MN'. */
function seatLine(o: Official): string {
  if (o.level !== 'federal' && o.chamber !== null && o.district)
    return `${o.office} · ${stateDistrictLabel(o.state, o.chamber as StateChamberName, o.district)}`;
  return `${o.office} · ${o.state}${o.level === 'federal' && o.district ? `-${o.district}` : ''}`;
}

/** The score where there is a voting record; a legislator without one here says so; an executive casts no roll calls. */
function RecordFigure({ official }: { official: Official }) {
  if (isExecutive(official)) return null;
  const card = officialScoreCard(official);
  return card.scored ? (
    <ScoreBadge score={official.votingScore} />
  ) : (
    <span className="font-sans text-xs font-semibold text-muted">{card.figure}</span>
  );
}

/** The 'Your officials' panel of the officials tab: give a ZIP once, see every one of your officials, Congress's and your state's. */
export function YourOfficialsPanel({ onSelect }: { onSelect: (id: number) => void }) {
  const { place, officials, isLoading, isError } = useMyOfficials();
  const { clear } = useMyPlace();
  const [editing, setEditing] = useState(false);
  // Compare is for legislators' records: the reader's members of Congress, and apart from them their state
  // legislators, who vote on their own legislature's bills (an executive casts no roll calls).
  const congress = officials.filter((o) => o.level === 'federal');
  const statehouse = officials.filter((o) => o.level === 'state' && !isExecutive(o));

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
            Give your ZIP code to see all of your officials — your House member and two senators, your governor and statewide officers, your
            state senator and representatives — how they voted on each bill, and to filter the list to them under Mine.
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
            {congress.length >= 2 ? (
              <Link
                href={paths.compare(congress.slice(0, COMPARE_MAX).map((o) => o.id))}
                className="font-semibold text-ink underline underline-offset-4"
              >
                Compare your officials
              </Link>
            ) : null}
            {statehouse.length >= 2 ? (
              <Link
                href={paths.compare(statehouse.slice(0, COMPARE_MAX).map((o) => o.id))}
                className="font-semibold text-ink underline underline-offset-4"
              >
                Compare your state legislators
              </Link>
            ) : null}
          </div>
          {isError ? (
            <p className="text-sm text-muted">Could not load your officials. Please try again.</p>
          ) : officials.length === 0 ? (
            <p className="text-sm text-muted">No officials are recorded for {districtLabel(place.state, place.district)} yet.</p>
          ) : (
            <ul aria-label="Your officials" className="grid gap-2 sm:grid-cols-3">
              {congressFirst(officials).map((o) => (
                <li key={o.id} className="border border-rule p-3">
                  <ItemLink href={paths.official(o.id)} onOpen={() => onSelect(o.id)} className="font-display font-bold">
                    {o.name}
                  </ItemLink>
                  <p className="mt-1 font-sans text-xs text-muted">{seatLine(o)}</p>
                  <div className="mt-1.5 flex flex-wrap items-center gap-2">
                    <PartyBadge party={o.party} />
                    <RecordFigure official={o} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <StatehouseChoice place={place} />
          <SourceCredit credits={YOUR_OFFICIALS_CREDITS} />
          <YourRaces place={place} />
        </div>
      )}
    </section>
  );
}

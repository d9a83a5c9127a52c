import { ExternalLink, Phone } from 'lucide-react';
import { useState } from 'react';
import { nearestDistrictOffice } from '../../../shared/nearest-office.ts';
import type { Office } from '../../../shared/schemas/contact.ts';
import { useOfficialContact } from '../../lib/contact.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { addressLine, officeName, telHref } from './office-lines.ts';
import { WrongNumberForm } from './wrong-number-form.tsx';

function OfficeLines({ office, label }: { office: Office; label: string }) {
  return (
    <li className="grid gap-0.5">
      <span className="font-sans text-xs font-bold tracking-wider text-muted uppercase">{label}</span>
      {office.phone ? (
        <a
          href={telHref(office.phone)}
          className="inline-flex items-center gap-1.5 font-sans text-base font-semibold text-ink underline underline-offset-4"
        >
          <Phone className="size-4" aria-hidden="true" />
          {office.phone}
        </a>
      ) : (
        <span className="font-sans text-sm text-muted">No phone number listed</span>
      )}
      <span className="font-sans text-xs text-muted">{addressLine(office)}</span>
      {office.hours ? <span className="font-sans text-xs text-muted">Hours: {office.hours}</span> : null}
      {office.phone ? <WrongNumberForm officeId={office.id} phone={office.phone} /> : null}
    </li>
  );
}

/**
 * An official's numbers for the reader: Washington (a state legislator's capitol office), the district office nearest their ZIP
 * (docs/decisions/0281-nearest-district-office.md) with the others a click away, and the web contact form or site.
 */
export function ContactCard({ officialId, zip }: { officialId: number; zip: string | null }) {
  const { data, isLoading, isError } = useOfficialContact(officialId);
  const [showAll, setShowAll] = useState(false);
  if (isLoading) return <Skeleton className="h-24" aria-label="Loading contact details" />;
  if (isError || !data) return <p className="text-sm text-muted">Could not load the contact details. Please try again.</p>;
  // Congress's Washington office, or a state legislator's at the statehouse: the seat's own office.
  const seatOffice = data.offices.find((o) => o.kind === 'washington' || o.kind === 'capitol');
  const nearest = nearestDistrictOffice(data.offices, zip);
  const others = data.offices.filter((o) => o.kind === 'district' && o !== nearest);
  const web = data.contactForm ?? data.website;
  if (!seatOffice && !nearest && !web) return <p className="text-sm text-muted">No contact details are recorded for this official yet.</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 sm:grid-cols-2">
        {seatOffice ? <OfficeLines office={seatOffice} label={officeName(seatOffice)} /> : null}
        {nearest ? (
          <OfficeLines
            office={nearest}
            label={
              zip && nearest.zip?.slice(0, 3) === zip.slice(0, 3)
                ? `Nearest district office: ${officeName(nearest)}`
                : `District office: ${officeName(nearest)}`
            }
          />
        ) : null}
      </ul>
      {others.length > 0 ? (
        <details open={showAll} onToggle={(e) => setShowAll(e.currentTarget.open)}>
          <summary className="cursor-pointer font-sans text-sm font-semibold text-ink">Other district offices ({others.length})</summary>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {others.map((o) => (
              <OfficeLines key={o.id} office={o} label={officeName(o)} />
            ))}
          </ul>
        </details>
      ) : null}
      {web ? (
        <a
          href={web}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-sans text-sm font-semibold text-ink underline underline-offset-4"
        >
          {data.contactForm ? 'Write to them: web contact form' : 'Their website'}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}

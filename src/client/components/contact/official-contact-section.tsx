import { Phone } from 'lucide-react';
import { Link } from 'wouter';
import { calledOfficialText } from '../../../shared/page-texts/call-count-texts.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { useCallCounts } from '../../lib/contact.ts';
import { useMyOfficials } from '../../lib/my-officials.ts';
import { paths } from '../../lib/paths.ts';
import { ContactCard } from './contact-card.tsx';

/**
 * An official's page: their numbers when they are one of the reader's officials; for anyone else's, where
 * the reader's own are. A script needs a bill: each bill's page has one.
 */
export function OfficialContactSection({ official }: { official: Official }) {
  const { place, officials, isLoading } = useMyOfficials();
  const { data: counts } = useCallCounts({ official: official.id });
  if (isLoading) return null;
  const mine = place !== null && officials.some((o) => o.id === official.id);
  return (
    <section aria-labelledby="contact-official" className="mt-8 border border-rule bg-raised p-4">
      <h2 id="contact-official" className="flex items-center gap-2 font-sans text-sm font-bold tracking-wider text-ink uppercase">
        <Phone className="size-4" aria-hidden="true" /> Call or write
      </h2>
      {counts?.official != null ? (
        <p className="mt-1 font-sans text-sm font-semibold text-ink">{calledOfficialText(counts.official, official.name)}</p>
      ) : null}
      {mine ? (
        <div className="mt-3 grid gap-3">
          <p className="font-serif text-sm text-muted">
            {official.name} is one of your officials. Open a bill they vote on for a script that fits their vote.
          </p>
          <ContactCard officialId={official.id} zip={place.zip} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {place === null
            ? 'Give your ZIP code under '
            : `${official.name} does not represent your district. Your own officials are under `}
          <Link href={paths.officials} className="font-semibold text-ink underline underline-offset-4">
            Your officials
          </Link>
          {place === null ? ' to see your officials’ numbers here.' : ', with their numbers.'}
        </p>
      )}
    </section>
  );
}

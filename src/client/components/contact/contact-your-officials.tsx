import { Phone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Stance } from '../../../shared/call-script.ts';
import { calledAboutText, calledOfficialText } from '../../../shared/page-texts/call-count-texts.ts';
import type { Bill } from '../../../shared/schemas/bills.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { useAuth } from '../../lib/auth.ts';
import { useCallCounts } from '../../lib/contact.ts';
import { useStances } from '../../lib/my-match.ts';
import { useMyBillPositions, useMyOfficials } from '../../lib/my-officials.ts';
import { paths } from '../../lib/paths.ts';
import { Segmented } from '../segmented.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { ZipForm } from '../zip-form.tsx';
import { ContactCard } from './contact-card.tsx';
import { LogCall } from './log-call.tsx';
import { ScriptBox } from './script-box.tsx';

const STANCES = [
  { value: 'support', label: 'I support it' },
  { value: 'oppose', label: 'I oppose it' },
] as const;

/** What a first-time caller wants to know before dialling. */
const FIRST_CALL =
  'A staff member or a voicemail answers, not the official. Say your name and ZIP code and read the script: it takes about a minute, and they only note your view.';

function PairCount({ billId, official, billNumber }: { billId: number; official: Official; billNumber: string }) {
  const { data } = useCallCounts({ bill: billId, official: official.id });
  if (data?.pair == null) return null;
  return (
    <p className="font-sans text-xs text-muted">
      {data.pair === 0 ? calledOfficialText(0, official.name) : `${calledOfficialText(data.pair, official.name)} about ${billNumber}`}
    </p>
  );
}

/** The bill page's 'Call your officials': each of the reader's officials with their numbers, a script and the outcome log. */
export function ContactYourOfficials({ bill }: { bill: Bill }) {
  const { user } = useAuth();
  const { place, officials, isLoading } = useMyOfficials();
  const { byBill } = useMyBillPositions([bill.id]);
  const { data: stances } = useStances(user !== null);
  const saved = stances?.find((s) => s.billId === bill.id)?.stance ?? null;
  const [chosen, setChosen] = useState<Stance | null>(null);
  const stance: Stance = chosen ?? saved ?? 'support';
  const counts = useCallCounts({ bill: bill.id });

  return (
    <section aria-labelledby={`call-your-officials-${bill.id}`} className="mt-8 border border-rule bg-raised p-4">
      <h2
        id={`call-your-officials-${bill.id}`}
        className="flex items-center gap-2 font-sans text-sm font-bold tracking-wider text-ink uppercase"
      >
        <Phone className="size-4" aria-hidden="true" /> Call your officials
      </h2>
      {counts.data?.bill != null ? (
        <p className="mt-1 font-sans text-sm font-semibold text-ink">{calledAboutText(counts.data.bill, bill.billNumber)}</p>
      ) : null}
      {isLoading ? (
        <Skeleton className="mt-2 h-24" aria-label="Loading your officials" />
      ) : place === null ? (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-muted">Give your ZIP code to see who represents you, their phone numbers and what to say.</p>
          <ZipForm onDone={() => undefined} />
        </div>
      ) : officials.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No officials are recorded for your district yet.</p>
      ) : (
        <div className="mt-3 grid gap-4">
          <p className="font-serif text-sm text-muted">{FIRST_CALL}</p>
          <div className="grid gap-1">
            <Segmented label="Your side, for the script" value={stance} options={STANCES} onChange={setChosen} />
            <p className="font-sans text-xs text-muted">
              {saved ? 'From the position you marked on this bill.' : 'Choose your side; the script follows it.'}
            </p>
          </div>
          <ul className="grid gap-4">
            {officials.map((official) => (
              <li key={official.id} className="grid gap-3 border-t border-rule pt-4">
                <h3 className="font-display text-xl font-bold text-ink">
                  <Link href={paths.official(official.id)} className="underline-offset-4 hover:underline">
                    {official.name}
                  </Link>{' '}
                  <span className="font-sans text-sm font-normal text-muted">({official.office})</span>
                </h3>
                <ContactCard officialId={official.id} zip={place.zip} />
                <ScriptBox
                  bill={bill}
                  stance={stance}
                  official={official}
                  position={byBill.get(bill.id)?.find((p) => p.officialId === official.id)?.position ?? null}
                  zip={place.zip}
                />
                <LogCall billId={bill.id} officialId={official.id} name={official.name} />
                <PairCount billId={bill.id} official={official} billNumber={bill.billNumber} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

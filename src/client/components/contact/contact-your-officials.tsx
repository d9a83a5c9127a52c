import { Phone } from 'lucide-react';
import { Link } from 'wouter';
import { calledAboutText, calledOfficialText } from '../../../shared/page-texts/call-count-texts.ts';
import type { Bill } from '../../../shared/schemas/bills.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { noneVotingText, officialsVotingOn } from '../../lib/bill-voters.ts';
import { useCallCounts } from '../../lib/contact.ts';
import { useMyBillPositions, useMyOfficials } from '../../lib/my-officials.ts';
import { paths } from '../../lib/paths.ts';
import { Segmented } from '../segmented.tsx';
import { StatehouseChoice } from '../statehouse-choice.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { ZipForm } from '../zip-form.tsx';
import { ContactCard } from './contact-card.tsx';
import { LogCall } from './log-call.tsx';
import { ScriptBox } from './script-box.tsx';
import { useScriptStance } from './script-stance.ts';

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
  const { place, officials: mine, isLoading } = useMyOfficials();
  const officials = officialsVotingOn(bill, mine);
  const { byBill } = useMyBillPositions([bill.id]);
  const side = useScriptStance(bill.id);
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
        <div className="mt-2 grid gap-3">
          <p className="text-sm text-muted">{noneVotingText(bill, place)}</p>
          {bill.level === 'state' && bill.state === place.state ? <StatehouseChoice place={place} /> : null}
        </div>
      ) : (
        <div className="mt-3 grid gap-4">
          <p className="font-serif text-sm text-muted">{FIRST_CALL}</p>
          <div className="grid gap-1">
            <Segmented
              label="Your side, for the script"
              value={side.stance}
              options={STANCES}
              onChange={side.choose}
              disabled={side.saving}
            />
            <p className="font-sans text-xs text-muted" aria-live="polite">
              {side.note}
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
                {side.stance ? (
                  <ScriptBox
                    bill={bill}
                    stance={side.stance}
                    official={official}
                    position={byBill.get(bill.id)?.find((p) => p.officialId === official.id)?.position ?? null}
                    zip={place.zip}
                  />
                ) : null}
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

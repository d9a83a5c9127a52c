import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StateBillAction, StateBillRecord, StateBillSponsor } from '../../../shared/schemas/bills.ts';
import { ItemLink } from '../../components/item-link.tsx';
import { paths } from '../../lib/paths.ts';
import { calendarDate } from '../../lib/time.ts';
import { ShowAll } from './show-all.tsx';

// What a state legislature's record adds to its bill's page (docs/decisions/0329-state-bills-on-screen.md):
// legislature and session, status (LegiScan's too) and committee, the state's page and LegiScan's, sponsors, history.

const sectionHeading = 'mb-3 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink';
const outLink = 'inline-flex items-center gap-1.5 font-sans text-sm font-semibold text-ink underline underline-offset-4';

function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={outLink}>
      {children} <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * The tracker's status, with LegiScan's own where it says more ('Under Review (LegiScan: Engrossed, Aug 26,
 * 2025)'): the day is the one LegiScan's status was reached. Where the two words agree, 'Passed since Aug
 * 28, 2025' (docs/decisions/0338-legiscan-status-words-and-former-officials.md).
 */
function statusText(status: string, { legiscanStatus, statusDate }: Pick<StateBillRecord, 'legiscanStatus' | 'statusDate'>) {
  const day = statusDate ? calendarDate(statusDate) : null;
  if (legiscanStatus === null || legiscanStatus.toLowerCase() === status.toLowerCase()) return day ? `${status} since ${day}` : status;
  return `${status} (LegiScan: ${[legiscanStatus, day].filter(Boolean).join(', ')})`;
}

/** Legislature and session, the status and the committee it waits in, and the links out. */
export function StateBillFacts({ record, status }: { record: StateBillRecord; status: string }) {
  return (
    <>
      <dl className="mt-6 grid gap-x-6 gap-y-3 font-sans text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">Legislature</dt>
        <dd className="text-ink">
          {record.legislature}, {record.session}
        </dd>
        <dt className="font-semibold text-muted">Status</dt>
        <dd className="text-ink">{statusText(status, record)}</dd>
        {record.pendingCommittee ? (
          <>
            <dt className="font-semibold text-muted">In committee</dt>
            <dd className="text-ink">{record.pendingCommittee}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {record.stateUrl ? <OutLink href={record.stateUrl}>{`View on the ${record.legislature}'s site`}</OutLink> : null}
        <OutLink href={record.legiscanUrl}>View on LegiScan</OutLink>
      </div>
    </>
  );
}

const ROLE_WORDS = { primary: 'Primary sponsor', 'co-sponsor': 'Co-sponsor', joint: 'Joint sponsor' } as const;

/** 'D · Minnesota Senate, SD-064': what LegiScan knows of where the sponsor sits. */
const seatText = (sponsor: StateBillSponsor) =>
  [sponsor.party, [sponsor.chamberName, sponsor.district].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

type OnOpenOfficial = { onOpenOfficial: (id: number) => void };

function SponsorEntry({ sponsor, onOpenOfficial }: { sponsor: StateBillSponsor } & OnOpenOfficial) {
  const { officialId } = sponsor;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-rule py-1.5 font-sans text-sm">
      <span className="min-w-0">
        {officialId !== null ? (
          <ItemLink href={paths.official(officialId)} onOpen={() => onOpenOfficial(officialId)} className="font-semibold">
            {sponsor.name}
          </ItemLink>
        ) : (
          <span className="font-semibold text-ink">{sponsor.name}</span>
        )}{' '}
        <span className="text-muted">{seatText(sponsor)}</span>
      </span>
      <span className="shrink-0 text-xs font-semibold text-muted uppercase">{ROLE_WORDS[sponsor.role]}</span>
    </li>
  );
}

/** A section of the record: its heading, and what the legislature recorded or a sentence that it recorded none. */
function RecordSection({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      {empty === null ? children : <p className="text-sm text-muted">{empty}</p>}
    </section>
  );
}

/** Its sponsors in LegiScan's order, the primary first; a long list collapsed to its first ten. */
export function StateBillSponsors({ sponsors, onOpenOfficial }: { sponsors: readonly StateBillSponsor[] } & OnOpenOfficial) {
  return (
    <RecordSection
      id="bill-sponsors"
      title="Sponsors"
      empty={sponsors.length === 0 ? 'The legislature recorded no sponsor for this bill.' : null}
    >
      <ShowAll items={sponsors} keep={10} from="start" noun="sponsors">
        {(shown) => (
          <ul aria-label="Sponsors" className="mb-3 grid gap-x-6 sm:grid-cols-2">
            {shown.map((sponsor) => (
              <SponsorEntry key={sponsor.memberKey} sponsor={sponsor} onOpenOfficial={onOpenOfficial} />
            ))}
          </ul>
        )}
      </ShowAll>
    </RecordSection>
  );
}

function ActionEntry({ action }: { action: StateBillAction }) {
  return (
    <li className="relative border-l-2 border-rule-strong/60 pb-3 pl-4 font-sans text-sm">
      <span aria-hidden="true" className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-ink" />
      <p className="text-xs font-semibold text-muted">
        {calendarDate(action.date)}
        {action.chamberName ? ` · ${action.chamberName}` : null}
      </p>
      <p className="text-ink">{action.action}</p>
    </li>
  );
}

/** Every step of the bill's history, oldest first; a long one collapsed to its latest steps. */
export function StateBillHistory({ actions }: { actions: readonly StateBillAction[] }) {
  return (
    <RecordSection
      id="bill-history"
      title="History"
      empty={actions.length === 0 ? 'The legislature recorded no action on this bill.' : null}
    >
      <ShowAll items={actions} keep={6} from="end" noun="actions">
        {(shown) => (
          <ol aria-label="History" className="mt-3">
            {shown.map((action) => (
              <ActionEntry key={`${action.date}:${action.action}:${actions.indexOf(action)}`} action={action} />
            ))}
          </ol>
        )}
      </ShowAll>
    </RecordSection>
  );
}

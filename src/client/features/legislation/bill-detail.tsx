import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { analysisText, inferredExplanation, scoreCaption, scoreSourceText } from '../../../shared/page-texts/bill-texts.ts';
import { LEGISCAN_CREDIT } from '../../../shared/page-texts/source-credits.ts';
import { billHeadline, billName } from '../../../shared/page-titles.ts';
import type { Bill, BillDetail as BillDetailData } from '../../../shared/schemas/bills.ts';
import { BackLink } from '../../components/back-link.tsx';
import { ContactYourOfficials } from '../../components/contact/contact-your-officials.tsx';
import { EmbedButton } from '../../components/embed-button.tsx';
import { FollowButton } from '../../components/follow-button.tsx';
import { HowScoresWorkLink } from '../../components/how-scores-work-link.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { SourceCredit } from '../../components/source-credit.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useItemHeading } from '../../lib/item-focus.ts';
import { paths } from '../../lib/paths.ts';
import { calendarDate } from '../../lib/time.ts';
import { BillMeta, billDateText } from './bill-card.tsx';
import { ExcludeBillControl } from './exclude-bill-control.tsx';
import { RollCallsSection } from './roll-calls-section.tsx';
import { ScoreBillForm } from './score-bill-form.tsx';
import { billStandingText } from './score-texts.ts';
import { StateBillFacts, StateBillHistory, StateBillSponsors } from './state-bill-record.tsx';
import { YourOfficialsVotes } from './your-officials-votes.tsx';
import { YourStance } from './your-stance.tsx';

type BillDetailProps = { bill: BillDetailData; onBack: () => void; onOpenOfficial: (id: number) => void; discussion: ReactNode };

const sectionHeading = 'font-sans text-sm font-bold tracking-wider text-ink uppercase';

/** Policy area and latest action, for bills that came from Congress.gov; nothing when neither is known. */
function BillFacts({ bill }: { bill: Bill }) {
  if (!bill.policyArea && !bill.latestAction) return null;
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 font-sans text-sm sm:grid-cols-[auto_1fr]">
      {bill.policyArea ? (
        <>
          <dt className="font-semibold text-muted">Policy area</dt>
          <dd className="flex flex-wrap items-center gap-2 text-ink">
            {bill.policyArea}
            <FollowButton kind="subject" target={bill.policyArea} name={bill.policyArea} />
          </dd>
        </>
      ) : null}
      {bill.latestAction ? (
        <>
          <dt className="font-semibold text-muted">Latest action</dt>
          <dd className="text-ink">
            {bill.latestActionDate ? <span className="font-semibold">{calendarDate(bill.latestActionDate)}: </span> : null}
            {bill.latestAction}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function BillDetail({ bill, onBack, onOpenOfficial, discussion }: BillDetailProps) {
  const { isStaff } = useAuth();
  const heading = useItemHeading<HTMLHeadingElement>();
  const standing = billStandingText(bill);
  return (
    <article className="mx-auto max-w-3xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2">
        <BackLink label="Back to legislation" href={paths.legislation} onBack={onBack} />
        <div className="flex flex-wrap items-center gap-2">
          <EmbedButton kind="bill" id={bill.id} title={billName(bill)} />
          <FollowButton kind="bill" target={String(bill.id)} name={billName(bill)} />
          <ShareButton path={paths.bill(bill.id)} title={billName(bill)} />
        </div>
      </div>
      <BillMeta bill={bill} />
      <h1 ref={heading} tabIndex={-1} className="mt-3 font-display text-3xl leading-tight font-bold text-ink sm:text-4xl">
        {billHeadline(bill)}
      </h1>
      {billHeadline(bill) === bill.title ? null : (
        <p className="mt-2 font-serif text-base text-muted">
          <span className="font-sans text-xs font-bold tracking-wider uppercase">Formal title</span> {bill.title}
        </p>
      )}
      <p className="mt-2 font-sans text-sm text-muted">{billDateText(bill)}</p>
      {bill.congressUrl ? (
        <a
          href={bill.congressUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 font-sans text-sm font-semibold text-ink underline underline-offset-4"
        >
          View on Congress.gov <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-y border-rule py-4">
        <ScoreBadge score={bill.progressiveScore} explanation={inferredExplanation(bill)} size="large" />
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-sans text-sm font-semibold text-ink">{scoreCaption(bill)}</p>
          <p className="font-sans text-xs text-muted">{scoreSourceText(bill)}</p>
          {standing ? <p className="mt-1 font-sans text-sm font-semibold text-ink">{standing}</p> : null}
        </div>
        <HowScoresWorkLink />
      </div>
      <BillFacts bill={bill} />
      {bill.statehouse ? <StateBillFacts record={bill.statehouse} status={bill.status} /> : null}
      <section className="mt-8">
        <h2 className={sectionHeading}>Summary</h2>
        <p className="prose-news mt-2 text-ink">{bill.summary}</p>
      </section>
      <section className="mt-8 border-l-4 border-accent/70 bg-chip/60 px-4 py-3">
        <h2 className={sectionHeading}>Progressive Analysis</h2>
        <p className="mt-2 font-serif text-base whitespace-pre-line text-ink">{analysisText(bill)}</p>
      </section>
      <YourStance billId={bill.id} />
      <YourOfficialsVotes bill={bill} onOpenOfficial={onOpenOfficial} />
      <ContactYourOfficials bill={bill} />
      {isStaff ? (
        <>
          <ScoreBillForm key={bill.id} bill={bill} />
          <ExcludeBillControl bill={bill} />
        </>
      ) : null}
      {bill.statehouse ? (
        <>
          <StateBillSponsors sponsors={bill.statehouse.sponsors} onOpenOfficial={onOpenOfficial} />
          <StateBillHistory actions={bill.statehouse.actions} />
        </>
      ) : null}
      <RollCallsSection billId={bill.id} excludedFromScores={bill.excludedFromScores} onOpenOfficial={onOpenOfficial} />
      {bill.statehouse ? <SourceCredit credits={[LEGISCAN_CREDIT]} className="mt-8 border-t border-rule pt-3" /> : null}
      <div className="mt-12">{discussion}</div>
    </article>
  );
}

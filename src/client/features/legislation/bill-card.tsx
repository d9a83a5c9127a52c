import type { ReactNode } from 'react';
import { analysisText, inferredExplanation } from '../../../shared/page-texts/bill-texts.ts';
import { billHeadline } from '../../../shared/page-titles.ts';
import type { Bill } from '../../../shared/schemas/bills.ts';
import { InAppLink } from '../../components/item-link.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { paths } from '../../lib/paths.ts';
import { calendarDate } from '../../lib/time.ts';
import { billLevelLabel, billStatusVariant } from './filters.ts';

type BillDates = { passedDate: string | null; introducedDate: string | null; firstVoteDate: string | null };

/** What a card says of a bill no source dates: it is listed last, and a blank would read as an omission of ours. */
export const UNDATED_BILL_TEXT = 'Introduction date not on record';

/**
 * The date a bill is listed and sorted by, saying which it is: 'Introduced {day}', else 'First vote {day}'
 * for a bill known only from its roll calls, else that neither is on record; then 'Passed {day}' when it
 * passed (docs/decisions/0324-bill-dates-and-names.md, 0339-an-undated-bill-says-so.md).
 */
export function billDateText(bill: BillDates): string {
  const listed = bill.introducedDate
    ? `Introduced ${calendarDate(bill.introducedDate)}`
    : bill.firstVoteDate
      ? `First vote ${calendarDate(bill.firstVoteDate)}`
      : UNDATED_BILL_TEXT;
  const passed = bill.passedDate ? `Passed ${calendarDate(bill.passedDate)}` : '';
  return [listed, passed].filter(Boolean).join(' · ');
}

export function BillMeta({ bill }: { bill: Bill }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-sans text-sm font-bold tracking-wide text-ink">{bill.billNumber}</span>
      <Badge variant={billStatusVariant(bill.status)}>{bill.status}</Badge>
      <Badge variant="secondary">{billLevelLabel(bill)}</Badge>
      {bill.session ? <span className="font-sans text-xs text-muted">{bill.session}</span> : null}
    </div>
  );
}

type BillCardProps = { bill: Bill; onOpen: (id: number) => void; yourOfficials?: ReactNode };

/** `yourOfficials`: how the reader's officials voted on it, when the reader gave a place. */
export function BillCard({ bill, onOpen, yourOfficials }: BillCardProps) {
  return (
    <article className="list-row border border-rule bg-raised transition-colors hover:border-rule-strong/60">
      <InAppLink href={paths.bill(bill.id)} onOpen={() => onOpen(bill.id)} className="block w-full p-5 text-left">
        <div className="flex items-start justify-between gap-3">
          <BillMeta bill={bill} />
          <ScoreBadge score={bill.progressiveScore} explanation={inferredExplanation(bill)} />
        </div>
        <h3 className="mt-3 font-display text-xl leading-snug font-bold text-ink sm:text-2xl">{billHeadline(bill)}</h3>
        <p className="mt-2 line-clamp-3 font-serif text-base text-muted">{bill.summary}</p>
        <div className="mt-4 border-l-4 border-accent/70 bg-chip/60 px-3 py-2">
          <p className="font-sans text-xs font-bold tracking-wider text-ink uppercase">Progressive Analysis</p>
          <p className="mt-1 line-clamp-2 font-serif text-sm text-ink">{analysisText(bill)}</p>
        </div>
        <p className="mt-3 font-sans text-xs text-muted">{billDateText(bill)}</p>
        {yourOfficials}
      </InAppLink>
    </article>
  );
}

import type { ReactNode } from 'react';
import type { Bill } from '../../../shared/schemas/bills.ts';
import { BackButton } from '../../components/back-button.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { BillMeta, billDateText } from './bill-card.tsx';

export function BillDetail({ bill, onBack, discussion }: { bill: Bill; onBack: () => void; discussion: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl">
      <div className="mb-6">
        <BackButton label="Back to legislation" onClick={onBack} />
      </div>
      <BillMeta bill={bill} />
      <h1 className="mt-3 font-display text-3xl leading-tight font-bold text-ink sm:text-4xl">{bill.title}</h1>
      <p className="mt-2 font-sans text-sm text-muted">{billDateText(bill)}</p>
      <div className="mt-6 flex items-center gap-4 border-y border-rule py-4">
        <ScoreBadge score={bill.progressiveScore} className="px-3 py-2 [&>span:first-child]:text-3xl" />
        <p className="font-sans text-sm font-semibold text-ink">Progressive score out of 10</p>
      </div>
      <p className="prose-news mt-6 text-ink">{bill.summary}</p>
      <section className="mt-8 border-l-4 border-accent/70 bg-chip/60 px-4 py-3">
        <h2 className="font-sans text-sm font-bold tracking-wider text-ink uppercase">Progressive Analysis</h2>
        <p className="mt-2 font-serif text-base whitespace-pre-line text-ink">{bill.progressiveAnalysis}</p>
      </section>
      <div className="mt-12">{discussion}</div>
    </article>
  );
}

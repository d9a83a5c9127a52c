import { ExternalLink } from 'lucide-react';
import type { Candidate } from '../../../shared/schemas/candidates.ts';
import { FiguresList } from '../../components/figures-list.tsx';
import { dollars, fecCandidateUrl } from '../../lib/campaign-money.ts';

/** The FEC's page of a candidate: their committees, filings and totals. */

/** Beside the Campaign Finance rows: what the FEC totals say besides the sources, and where they come from. */
export function FecSummary({ candidate }: { candidate: Pick<Candidate, 'fecCandidateId' | 'fecSummary' | 'raised'> }) {
  const summary = candidate.fecSummary;
  if (!candidate.fecCandidateId || !summary) return null;
  const figures: [string, string][] = [
    ['Total receipts', dollars(candidate.raised ?? 0)],
    ['Cash on hand', dollars(summary.cashOnHand)],
    ['Debts', dollars(summary.debts)],
    ['Figures through', summary.coverageEnd ?? 'Not given'],
  ];
  return (
    <div className="mt-4 font-sans text-sm">
      <FiguresList figures={figures} className="gap-3 sm:grid-cols-4" />
      <a
        href={fecCandidateUrl(candidate.fecCandidateId)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex items-center gap-1.5 font-semibold text-ink underline underline-offset-4"
      >
        FEC filings ({summary.cycle - 1}–{String(summary.cycle).slice(2)} cycle) <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}

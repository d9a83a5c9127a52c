import type { CampaignCycle } from '../../../shared/schemas/races.ts';
import { FiguresTable } from '../../components/figures-table.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cycleName, dollars, fecCandidateUrl } from '../../lib/campaign-money.ts';
import { useOfficialMoney } from '../../lib/races.ts';

/** The figures of a cycle, one row each. */
const ROWS: [string, (c: CampaignCycle) => number][] = [
  ['Raised', (c) => c.receipts],
  ['From individuals', (c) => c.individual],
  ['From PACs and other committees', (c) => c.pacs],
  ['From party committees', (c) => c.partyCommittees],
  ['Own money and loans', (c) => c.candidateMoney + c.loans],
  ['Cash on hand', (c) => c.cashOnHand],
  ['Debts', (c) => c.debts],
];

/** An official's campaign money, each FEC cycle a column, beside their voting record. */
export function OfficialMoney({ officialId }: { officialId: number }) {
  const { data, isLoading, isError } = useOfficialMoney(officialId);
  return (
    <section aria-labelledby="campaign-money-heading" className="mt-10">
      <h2 id="campaign-money-heading" className="mb-4 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
        Campaign Money
      </h2>
      {isLoading ? (
        <Skeleton className="h-40" />
      ) : isError || !data ? (
        <p className="font-sans text-sm text-muted">Could not load the campaign figures.</p>
      ) : data.cycles.length === 0 ? (
        <p className="font-sans text-sm text-muted">No FEC campaign figures are recorded for this official.</p>
      ) : (
        <MoneyTable cycles={data.cycles} />
      )}
    </section>
  );
}

const cycleKey = (c: CampaignCycle) => `${c.fecCandidateId}-${c.cycle}`;

function MoneyTable({ cycles }: { cycles: CampaignCycle[] }) {
  return (
    <div className="font-sans text-sm">
      <FiguresTable
        caption="Campaign money by FEC cycle"
        columns={cycles}
        columnKey={cycleKey}
        columnHeader={(c) => `${c.office} ${cycleName(c.cycle)}`}
        rows={ROWS.map(([label, value]) => ({ label, cell: (c: CampaignCycle) => dollars(value(c)) }))}
      />
      <p className="mt-2 text-xs text-muted">
        Through{' '}
        {cycles.map((c, i) => (
          <span key={cycleKey(c)}>
            {i > 0 ? '; ' : ''}
            {c.coverageEnd ?? 'an undated filing'} (
            <a
              href={fecCandidateUrl(c.fecCandidateId)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-ink underline underline-offset-4"
            >
              {c.fecCandidateId} on fec.gov<span className="sr-only"> (opens in a new tab)</span>
            </a>
            )
          </span>
        ))}
      </p>
    </div>
  );
}

import { useQueries } from '@tanstack/react-query';
import { getOfficialMoney } from '../../../shared/api/races.ts';
import type { CampaignCycle } from '../../../shared/schemas/races.ts';
import { endpointQuery } from '../../lib/endpoint.ts';
import { cycleName, dollars } from '../../lib/campaign-money.ts';

const CYCLES = [2026, 2024];
const FIGURES: [string, (c: CampaignCycle) => number][] = [
  ['Raised', (c) => c.receipts],
  ['From PACs and other committees', (c) => c.pacs],
  ['Cash on hand', (c) => c.cashOnHand],
];

/** Each compared official's campaign money per cycle: their campaigns of that cycle added up. */
function cycleTotal(cycles: CampaignCycle[] | undefined, cycle: number, value: (c: CampaignCycle) => number): string {
  if (!cycles) return '…';
  const of = cycles.filter((c) => c.cycle === cycle);
  return of.length === 0 ? 'No filing' : dollars(of.reduce((sum, c) => sum + value(c), 0));
}

export function CompareMoney({ officials }: { officials: { id: number; name: string }[] }) {
  const answers = useQueries({ queries: officials.map((o) => endpointQuery(getOfficialMoney, { params: { id: o.id } })) });
  const rows = CYCLES.flatMap((cycle) => FIGURES.map(([label, value]) => [`${label} ${cycleName(cycle)}`, cycle, value] as const));
  return (
    <section aria-labelledby="compare-money" className="grid gap-2">
      <h2 id="compare-money" className="font-display text-2xl font-bold text-ink">
        Campaign money
      </h2>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Campaign money table">
        <table className="w-full font-sans text-sm">
          <caption className="sr-only">Campaign money of the compared officials, from the FEC</caption>
          <thead>
            <tr className="border-b border-rule text-left text-xs text-muted uppercase">
              <th scope="col" className="py-2 pr-2 font-semibold">
                FEC figures
              </th>
              {officials.map((o) => (
                <th key={o.id} scope="col" className="py-2 pl-2 text-right font-semibold">
                  {o.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cycle, value]) => (
              <tr key={label} className="border-b border-rule">
                <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
                  {label}
                </th>
                {officials.map((o, i) => (
                  <td key={o.id} className="py-2 pl-2 text-right font-semibold tabular-nums text-ink">
                    {answers[i]?.isError ? 'Not loaded' : cycleTotal(answers[i]?.data?.cycles, cycle, value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { useQueries } from '@tanstack/react-query';
import { getOfficialMoney } from '../../../shared/api/races.ts';
import type { CampaignCycle } from '../../../shared/schemas/races.ts';
import { FiguresTable } from '../../components/figures-table.tsx';
import { SideScroll } from '../../components/side-scroll.tsx';
import { cycleName, dollars } from '../../lib/campaign-money.ts';
import { endpointQuery } from '../../lib/endpoint.ts';
import { OTHER_OFFICIALS_CUE } from './compare-texts.ts';

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
  const columns = officials.map((official, i) => ({ ...official, answer: answers[i] }));
  const rows = CYCLES.flatMap((cycle) =>
    FIGURES.map(([label, value]) => ({
      label: `${label} ${cycleName(cycle)}`,
      cell: ({ answer }: (typeof columns)[number]) => (answer?.isError ? 'Not loaded' : cycleTotal(answer?.data?.cycles, cycle, value)),
    })),
  );
  return (
    <section aria-labelledby="compare-money" className="grid gap-2">
      <h2 id="compare-money" className="font-display text-2xl font-bold text-ink">
        Campaign money
      </h2>
      <SideScroll label="Campaign money table" cue={OTHER_OFFICIALS_CUE}>
        <FiguresTable
          caption="Campaign money of the compared officials, from the FEC"
          columns={columns}
          columnKey={(o) => o.id}
          columnHeader={(o) => o.name}
          rows={rows}
        />
      </SideScroll>
    </section>
  );
}

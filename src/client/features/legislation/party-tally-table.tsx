import type { PartyTallyRow } from '../../../shared/schemas/roll-calls.ts';
import { tallyTotals } from './score-texts.ts';

const COLUMNS = [
  ['yes', 'Yes'],
  ['no', 'No'],
  ['present', 'Present'],
  ['notVoting', 'Not voting'],
] as const;
// A column of its own only where the source tells absent members from those not voting (LegiScan).
const ABSENT = ['absent', 'Absent'] as const;

const cell = 'px-2 py-1.5 text-right tabular-nums';

/** A roll call's tally by party as the clerk recorded it, with the totals beneath. */
export function PartyTallyTable({ caption, rows }: { caption: string; rows: readonly PartyTallyRow[] }) {
  const totals = tallyTotals(rows);
  const columns = rows.some((row) => row.absent !== undefined) ? [...COLUMNS, ABSENT] : COLUMNS;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-80 font-sans text-sm text-ink">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-rule-strong/60 text-xs text-muted uppercase">
            <th scope="col" className="py-1.5 pr-2 text-left font-semibold">
              Party
            </th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.party} className="border-b border-rule">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {row.party}
              </th>
              {columns.map(([key]) => (
                <td key={key} className={cell}>
                  {row[key] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className="py-1.5 pr-2 text-left">
              Total
            </th>
            {columns.map(([key]) => (
              <td key={key} className={cell}>
                {totals[key]}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

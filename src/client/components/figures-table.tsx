import type { ReactNode } from 'react';

type FiguresTableProps<C> = {
  /** The table's name for screen readers. */
  caption: string;
  /** One column of figures each (an FEC cycle, a compared official), after the row labels' column. */
  columns: readonly C[];
  columnKey: (column: C) => string | number;
  columnHeader: (column: C) => ReactNode;
  /** Each row's label and its figure in a column ('Raised', '$570,161'). */
  rows: readonly { label: string; cell: (column: C) => string }[];
};

/** Money figures as a table, a row per figure and a column per whatever is set side by side. */
export function FiguresTable<C>({ caption, columns, columnKey, columnHeader, rows }: FiguresTableProps<C>) {
  return (
    <table className="w-full font-sans text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-rule text-left text-xs text-muted uppercase">
          <th scope="col" className="py-2 pr-2 font-semibold">
            FEC figures
          </th>
          {columns.map((column) => (
            <th key={columnKey(column)} scope="col" className="py-2 pl-2 text-right font-semibold">
              {columnHeader(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-rule">
            <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
              {row.label}
            </th>
            {columns.map((column) => (
              <td key={columnKey(column)} className="py-2 pl-2 text-right font-semibold tabular-nums text-ink">
                {row.cell(column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

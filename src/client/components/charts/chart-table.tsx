import { type ReactNode, useState } from 'react';

// The figures a chart draws, as a table for screen readers and keyboard users, behind a disclosure so the
// page stays short for everyone else. Its rows are drawn when it is first opened: a chamber's table is
// hundreds of rows no one sees at first, and drawing them held a phone's main thread as the page started
// (docs/decisions/0237-chart-tables-when-opened.md).

export type Column<T> = { header: string; cell: (item: T) => ReactNode };

type ChartTableProps<T> = {
  summary: string;
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (item: T) => string;
  /** The row to stand out (the official whose page this is). */
  current?: (item: T) => boolean;
};

export function ChartTable<T>({ summary, caption, columns, rows, rowKey, current }: ChartTableProps<T>) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="mt-3 font-sans text-sm" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer font-semibold text-ink underline underline-offset-4">{summary}</summary>
      {/* Focusable, so a keyboard can scroll a long table. */}
      <div tabIndex={0} role="region" aria-label={caption} className="mt-2 max-h-96 overflow-auto border border-rule">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-raised">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="border-b border-rule px-2 py-1 font-semibold text-muted">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(opened ? rows : []).map((row) => (
              <tr
                key={rowKey(row)}
                aria-current={current?.(row) ? 'true' : undefined}
                className="border-b border-rule last:border-0 aria-[current]:bg-chip aria-[current]:font-bold"
              >
                {columns.map((c) => (
                  <td key={c.header} className="px-2 py-1 text-ink">
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

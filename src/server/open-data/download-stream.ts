// A bulk download's text (docs/decisions/0274-bulk-downloads.md): pages of rows read only as fast as they
// are taken, so memory stays about a page whatever the row count. Since 0311 it is written once per
// version of the data into a file (open-data/download-files.ts), not to each reader.
import { Readable } from 'node:stream';
import { csvCell } from '../../shared/csv.ts';
import { DATA_DICTIONARY, type Dataset, type DownloadFormat } from '../../shared/open-data.ts';
import type { Database } from '../db/connect.ts';
import { DOWNLOAD_PAGES, type RowKey } from '../repositories/download-rows.ts';

/** Rows read per query: a few hundred kilobytes at most, few round trips. */
export const DOWNLOAD_PAGE_ROWS = 2_000;

async function* lines(db: Database, dataset: Dataset, format: DownloadFormat): AsyncGenerator<string> {
  const columns = DATA_DICTIONARY[dataset].columns.map((column) => column.name);
  if (format === 'csv.gz') yield `${columns.join(',')}\r\n`;
  let after: RowKey | undefined;
  for (;;) {
    const page = await DOWNLOAD_PAGES[dataset](db, after, DOWNLOAD_PAGE_ROWS);
    if (page.length === 0) return;
    // One chunk per page: a write per row would cost more than the rows.
    yield page
      .map(({ row }) =>
        format === 'csv.gz' ? `${columns.map((name) => csvCell(row[name] ?? null)).join(',')}\r\n` : `${JSON.stringify(row)}\n`,
      )
      .join('');
    after = page.at(-1)!.key;
    if (page.length < DOWNLOAD_PAGE_ROWS) return;
  }
}

/**
 * The file's uncompressed text, a chunk a page. One page waits at most: the next is read only once the
 * one before has been taken (Readable.from's own default, stated so that it stays so).
 */
export function downloadText(db: Database, dataset: Dataset, format: DownloadFormat): Readable {
  return Readable.from(lines(db, dataset, format), { highWaterMark: 1 });
}

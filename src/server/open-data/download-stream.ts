// A bulk download as a gzip'ed stream (docs/decisions/0274-bulk-downloads.md): pages of rows are read
// only as fast as the client takes the bytes (the generator waits while the socket's buffer is full), so
// memory stays one page whatever the row count.
import { Readable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
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
      .map(({ row }) => (format === 'csv.gz' ? `${columns.map((name) => csvCell(row[name] ?? null)).join(',')}\r\n` : `${JSON.stringify(row)}\n`))
      .join('');
    after = page.at(-1)!.key;
    if (page.length < DOWNLOAD_PAGE_ROWS) return;
  }
}

export function downloadStream(db: Database, dataset: Dataset, format: DownloadFormat): Gzip {
  const gzip = createGzip();
  const source = Readable.from(lines(db, dataset, format));
  source.on('error', (error) => gzip.destroy(error));
  return source.pipe(gzip);
}

// `npm run import -- fec-bulk <file>`: an FEC "all candidates" file read line by line (never whole), written
// in batches. Every line's figures are kept for its cycle; House and Senate lines of the coming election's
// cycle (or any cycle, when asked) are also candidates, keyed by FEC candidate id
// (docs/decisions/0250-fec-bulk-races.md). Lines that cannot be read are reported with their numbers.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Database } from '../../db/connect.ts';
import { writeBulkBatch, type BulkCandidate, type CycleFigures } from '../../repositories/import-fec-bulk.ts';
import { nextElectionYear } from '../candidates-import.ts';
import { cycleOfFile, parseWeballLine } from './weball-line.ts';
import { cycleFigures, mapWeballCandidate } from './weball-mapping.ts';

const BATCH = 250;

export type FecBulkOptions = {
  /** The file's cycle when its name does not say it (weballYY.txt). */
  cycle?: number;
  /** Candidates from this file even when its cycle is not the coming election's (the demo seed). */
  candidates?: boolean;
  now?: Date;
  progress?: (line: string) => void;
};

export type FecBulkResult = {
  cycle: number;
  lines: number;
  added: number;
  updated: number;
  /** Lines that changed no candidate: unchanged, presidential, or of a past cycle. */
  skipped: number;
  figures: number;
  unreadable: { line: number; reason: string }[];
};

export async function importFecBulk(db: Database, file: string, options: FecBulkOptions = {}): Promise<FecBulkResult> {
  const cycle = options.cycle ?? cycleOfFile(file);
  if (!cycle) throw new Error(`The cycle of ${file} is unknown: name it weballYY.txt as the FEC does`);
  const asCandidates = options.candidates ?? cycle >= nextElectionYear(options.now ?? new Date());
  const result: FecBulkResult = { cycle, lines: 0, added: 0, updated: 0, skipped: 0, figures: 0, unreadable: [] };
  let rows: BulkCandidate[] = [];
  let figures: CycleFigures[] = [];
  const flush = async () => {
    // A file that names one candidate twice: the later line wins, as a second import of it would.
    const { added, updated } = await writeBulkBatch(db, lastOf(rows, (r) => r.fecCandidateId), lastOf(figures, (f) => f.fecCandidateId));
    result.added += added;
    result.updated += updated;
    result.skipped += figures.length - added - updated;
    result.figures += figures.length;
    rows = [];
    figures = [];
    options.progress?.(`fec-bulk: ${result.lines} lines read, ${result.added} added, ${result.updated} updated`);
  };
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const text of lines) {
    result.lines += 1;
    if (text.trim() === '') continue;
    const parsed = parseWeballLine(text);
    if (!parsed.ok) {
      result.unreadable.push({ line: result.lines, reason: parsed.reason });
      continue;
    }
    figures.push(cycleFigures(parsed.line, cycle));
    if (asCandidates && parsed.line.office !== 'P') rows.push(mapWeballCandidate(parsed.line, cycle));
    if (figures.length >= BATCH) await flush();
  }
  await flush();
  return result;
}

const lastOf = <T>(items: T[], key: (item: T) => string) => [...new Map(items.map((item) => [key(item), item])).values()];

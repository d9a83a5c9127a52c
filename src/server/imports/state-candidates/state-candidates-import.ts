// `npm run import -- montana-filings <file.csv>` and `npm run import -- openelections <file.csv>`: a 2026
// state-candidate list read whole and checked before anything is written, then written in one transaction
// (docs/decisions/0337-state-and-local-races.md). Incremental: the same list again writes nothing and says so;
// a newer one writes the candidacies it changed, and drops those it now says were withdrawn.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/connect.ts';
import { writeStateCandidates } from '../../repositories/import-state-candidates.ts';
import { UNSCORED_CANDIDATE_ANALYSIS } from '../openfec/candidate-mapping.ts';
import { type StateCandidateList, StateCandidateListError } from './candidate-rows.ts';
import { readMontanaFilings } from './montana-filings.ts';
import { readOpenElectionsPrimary } from './openelections-primary.ts';

export const STATE_CANDIDATE_FORMATS = {
  'montana-filings': (text: string) => readMontanaFilings(text),
  openelections: (text: string, file: string) => readOpenElectionsPrimary(text, path.basename(file)),
} as const;
export type StateCandidateFormat = keyof typeof STATE_CANDIDATE_FORMATS;

export type StateCandidatesResult = {
  message: string;
  candidacies: number;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
};

async function readList(format: StateCandidateFormat, file: string): Promise<StateCandidateList> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new StateCandidateListError(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  let list: StateCandidateList;
  try {
    list = STATE_CANDIDATE_FORMATS[format](text, file);
  } catch (error) {
    if (error instanceof StateCandidateListError) throw error;
    throw new StateCandidateListError(`${path.basename(file)} is not a readable CSV file: ${(error as Error).message}`);
  }
  if (list.rows.length === 0 && list.withdrawn.length === 0) {
    throw new StateCandidateListError(`${path.basename(file)} holds no state or local candidacy`);
  }
  return list;
}

const leftOutLine = (skipped: Record<string, number>) =>
  Object.entries(skipped)
    .sort(([, a], [, b]) => b - a)
    .map(([why, count]) => `${count} ${why}`)
    .join('; ');

export async function importStateCandidates(
  db: Database,
  format: StateCandidateFormat,
  file: string,
  progress: (line: string) => void,
): Promise<StateCandidatesResult> {
  const list = await readList(format, file);
  progress(`${path.basename(file)}: ${list.rows.length} candidacies read`);
  const counts = await writeStateCandidates(db, list.rows, UNSCORED_CANDIDATE_ANALYSIS, list.withdrawn);
  const changes =
    counts.added + counts.updated + counts.removed === 0
      ? `nothing new: all ${list.rows.length} candidacies are as stored`
      : `${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.removed} removed as withdrawn`;
  const skipped = leftOutLine(list.skipped);
  return {
    message: `${changes}${skipped ? `. Lines of the file left out: ${skipped}` : ''}`,
    candidacies: list.rows.length,
    ...counts,
  };
}

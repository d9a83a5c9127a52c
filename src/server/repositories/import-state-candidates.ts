// SQL of the 2026 state-candidate imports: candidacies keyed by their source's key, written only where the
// list says something new, in one transaction with their official matches.
import { inArray, sql } from 'drizzle-orm';
import type { PrimaryResult } from '../../shared/schemas/races.ts';
import type { StateCandidateSource, StateRaceOffice } from '../../shared/state-races.ts';
import type { Database } from '../db/connect.ts';
import { candidates } from '../db/schema.ts';
import { rematchCandidates } from './candidate-scores.ts';

/** One candidacy as a 2026 state-candidate list gives it (imports/state-candidates). */
export type StateCandidateRow = {
  source: StateCandidateSource;
  sourceKey: string;
  name: string;
  party: string;
  office: StateRaceOffice;
  state: string;
  district: string | null;
  raceKey: string;
  filingDate: string | null;
  primaryResult: PrimaryResult | null;
  website: string | null;
  campaignEmail: string | null;
};

export type StateCandidateCounts = { added: number; updated: number; unchanged: number; removed: number };

// What the list says; the rest of the row (staff's score and analysis, comments) is the newsroom's.
const FROM_THE_LIST = [
  'name',
  'party',
  'office',
  'state',
  'district',
  'raceKey',
  'filingDate',
  'primaryResult',
  'website',
  'campaignEmail',
] as const;
const CHUNK = 500;

/** Writes the list's candidacies; a new one gets `analysis` as its analysis until staff write theirs. */
export async function writeStateCandidates(
  db: Database,
  rows: readonly StateCandidateRow[],
  analysis: string,
  withdrawn: readonly string[],
): Promise<StateCandidateCounts> {
  return db.transaction(async (tx) => {
    const written: { id: number; inserted: boolean }[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const columns = FROM_THE_LIST.map((name) => candidates[name]);
      written.push(
        ...(await tx
          .insert(candidates)
          .values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, progressiveAnalysis: analysis })))
          .onConflictDoUpdate({
            target: candidates.sourceKey,
            set: Object.fromEntries(FROM_THE_LIST.map((name) => [name, sql.raw(`excluded.${candidates[name].name}`)])),
            setWhere: sql`(${sql.join(columns, sql`, `)}) is distinct from (${sql.join(
              columns.map((column) => sql.raw(`excluded.${column.name}`)),
              sql`, `,
            )})`,
          })
          .returning({ id: candidates.id, inserted: sql<boolean>`xmax = 0` })),
      );
    }
    const removed = withdrawn.length
      ? await tx
          .delete(candidates)
          .where(inArray(candidates.sourceKey, [...withdrawn]))
          .returning({ id: candidates.id })
      : [];
    await rematchCandidates(
      tx,
      written.map((row) => row.id),
    );
    const added = written.filter((row) => row.inserted).length;
    return { added, updated: written.length - added, unchanged: rows.length - written.length, removed: removed.length };
  });
}

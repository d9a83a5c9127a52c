// What both 2026 state-candidate lists become (docs/decisions/0337-state-and-local-races.md): one row per
// candidacy, keyed in its source, and what the import reports about the lines it did not take.
import { stateRaceSegment } from '../../../shared/state-races.ts';
import type { StateCandidateRow } from '../../repositories/import-state-candidates.ts';

/** A list read whole: its candidacies, the candidacies it says were withdrawn, and the lines left out, counted by why. */
export type StateCandidateList = {
  rows: StateCandidateRow[];
  /** Keys of candidacies the list marks withdrawn or removed: an earlier import's row for one is deleted. */
  withdrawn: string[];
  skipped: Record<string, number>;
};

/** A file that is not the list its command reads: one line for the operator, nothing written. */
export class StateCandidateListError extends Error {}

export const withRaceKey = (row: Omit<StateCandidateRow, 'raceKey'>): StateCandidateRow => ({ ...row, raceKey: stateRaceSegment(row) });

export const countSkipped = (skipped: Record<string, number>, why: string) => {
  skipped[why] = (skipped[why] ?? 0) + 1;
};

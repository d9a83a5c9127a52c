// SQL of the candidates import: candidates keyed by their OpenFEC candidate id.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { candidates, type Donation } from '../db/schema.ts';
import { rematchCandidates } from './candidate-scores.ts';

export type NewImportedCandidate = {
  fecCandidateId: string;
  name: string;
  party: string;
  office: string;
  state: string;
  district: string | null;
  bio: string | null;
  donations: Donation[];
  progressiveScore: number | null;
  progressiveAnalysis: string;
  website: string | null;
};

/** One candidate with its donations and its official match, one transaction; a known FEC id is skipped. */
export async function insertCandidate(db: Database, row: NewImportedCandidate): Promise<boolean> {
  const inserted = await db.transaction(async (tx) => {
    const added = await tx
      .insert(candidates)
      .values(row)
      .onConflictDoNothing({ target: candidates.fecCandidateId })
      .returning({ id: candidates.id });
    await rematchCandidates(
      tx,
      added.map((r) => r.id),
    );
    return added;
  });
  return inserted.length > 0;
}

/** Which of these FEC ids are already imported, so their totals are not fetched again. */
export async function knownFecIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: candidates.fecCandidateId }).from(candidates).where(inArray(candidates.fecCandidateId, ids));
  return new Set(rows.map((r) => r.id!));
}

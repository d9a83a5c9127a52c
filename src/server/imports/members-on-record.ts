// Members written as items of their run: the members sync and the demo seed count them the same way.
import type { Database } from '../db/connect.ts';
import { insertOfficials, type NewOfficial } from '../repositories/import-officials.ts';
import type { RunTracker } from './run-recorder.ts';

/** A member's item key on a run: a retried job's attempt skips the members an earlier one finished. */
export const memberItemKey = (row: NewOfficial) => `member:${row.bioguideId}`;

/** Inserts the members, each counted on the run as added or already there. */
export async function insertMembersOnRecord(db: Database, rows: NewOfficial[], run: RunTracker) {
  const result = await insertOfficials(db, rows);
  await run.items(
    rows.map((row) => ({ key: memberItemKey(row), outcome: result.addedBioguideIds.has(row.bioguideId) ? 'added' : 'unchanged' })),
  );
  return result;
}

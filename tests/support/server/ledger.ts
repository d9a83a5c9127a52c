// The score ledger set up for tests: passage roll calls through the votes import's own write, and votes
// written straight into the ledger or bills deleted under them, each in one transaction with the officials'
// stored records recomputed, as the app's own writes do (repositories/official-aggregates.ts).
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/connect.ts';
import { bills, votes } from '../../../src/server/db/schema.ts';
import { type RollCallVote, writeRollCall } from '../../../src/server/repositories/import-votes.ts';
import { refreshOfficialAggregates, votersOf } from '../../../src/server/repositories/official-aggregates.ts';

let serial = 0;

/**
 * One passage roll call through the votes import's write (writeRollCall), on the bill of this number (new,
 * with this score, if no roll call has named it yet) or, with null, on no bill.
 */
export function writePassageRollCall(db: Database, billNumber: string | null, billScore: number | null, votes: RollCallVote[]) {
  const rollCall = `test:${++serial}`;
  const votedAt = new Date(Date.UTC(2025, 0, serial));
  if (billNumber === null) return writeRollCall(db, { rollCall, votedAt, billKey: null, votes });
  return writeRollCall(db, {
    rollCall,
    votedAt,
    billKey: passageBillKey(billNumber),
    newBill: async () => ({
      sourceKey: passageBillKey(billNumber),
      billNumber,
      title: `Bill ${billNumber}`,
      summary: 'Summary.',
      status: 'Pending',
      level: 'federal',
      state: null,
      progressiveScore: billScore,
      progressiveAnalysis: 'Analysis.',
      introducedDate: new Date(Date.UTC(2025, 0, 1)),
      passedDate: null,
    }),
    votes,
  });
}

/** The source key writePassageRollCall gives the bill of this number. */
export const passageBillKey = (billNumber: string) => `test:${billNumber}`;

export function insertVotes(db: Database, rows: (typeof votes.$inferInsert)[]) {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(votes).values(rows).returning({ id: votes.id, officialId: votes.officialId });
    await refreshOfficialAggregates(
      tx,
      inserted.map((vote) => vote.officialId),
    );
    return inserted;
  });
}

/** Deletes bills; their votes stay, on an unknown bill, and count in no score any more. */
export function deleteBills(db: Database, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    const voters = await votersOf(tx, ids);
    await tx.delete(bills).where(inArray(bills.id, [...ids]));
    await refreshOfficialAggregates(tx, voters);
  });
}

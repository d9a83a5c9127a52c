// SQL of the roll-call import: one roll call (its bill, if new, and every member's vote) per transaction.
// Votes are unique by (official, roll call), so a second run adds nothing and counts what it skipped.
import type { Database } from '../db/connect.ts';
import { votes } from '../db/schema.ts';
import { rescoreCandidates } from './candidate-scores.ts';
import { ensureBill, findBillId, type NewImportedBill } from './import-bills.ts';

export type RollCallVote = { officialId: number; vote: string };

export type RollCallWrite = {
  rollCall: string;
  votedAt: Date;
  billKey: string;
  /** Built only when needed: the bill as it will be created if the roll call is on an unknown bill. */
  newBill: () => Promise<NewImportedBill>;
  votes: RollCallVote[];
};

export async function billExists(db: Database, sourceKey: string): Promise<boolean> {
  return (await findBillId(db, sourceKey)) !== undefined;
}

export async function writeRollCall(
  db: Database,
  write: RollCallWrite,
): Promise<{ billCreated: boolean; votesAdded: number; votesSkipped: number }> {
  // Fetching a new bill's details happens before the transaction: no network wait holds a transaction open.
  const known = await findBillId(db, write.billKey);
  const bill = known === undefined ? await write.newBill() : undefined;
  return db.transaction(async (tx) => {
    const ensured = bill ? await ensureBill(tx, bill) : { id: known!, created: false };
    // Deduplicated first: one official twice in a body would otherwise abort the whole statement.
    const unique = [...new Map(write.votes.map((v) => [v.officialId, v])).values()];
    const inserted = unique.length
      ? await tx
          .insert(votes)
          .values(unique.map((v) => ({ officialId: v.officialId, billId: ensured.id, vote: v.vote, rollCall: write.rollCall, votedAt: write.votedAt })))
          .onConflictDoNothing({ target: [votes.officialId, votes.rollCall] })
          .returning({ officialId: votes.officialId })
      : [];
    // New votes move these officials' voting scores, so the stored scores of their candidates follow.
    await rescoreCandidates(tx, inserted.map((v) => v.officialId));
    return { billCreated: ensured.created, votesAdded: inserted.length, votesSkipped: write.votes.length - inserted.length };
  });
}

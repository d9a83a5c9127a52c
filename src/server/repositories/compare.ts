// What the comparison of officials reads: their ledger votes with the bills, and their attendance over
// every recorded roll call (docs/decisions/0161-compare-officials.md).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills, rollCallPositions, rollCalls, votes } from '../db/schema.ts';

/** Every ledger vote of the officials on a known bill, the latest bills first. */
export function listLedgerVotes(db: Database, officialIds: readonly number[]) {
  return db
    .select({
      officialId: votes.officialId,
      vote: votes.vote,
      votedAt: votes.votedAt,
      billId: bills.id,
      billNumber: bills.billNumber,
      title: bills.title,
      shortTitle: bills.shortTitle,
      progressiveScore: bills.progressiveScore,
    })
    .from(votes)
    .innerJoin(bills, eq(bills.id, votes.billId))
    .where(inArray(votes.officialId, [...officialIds]))
    .orderBy(desc(votes.votedAt), desc(votes.id));
}

/** Each bill's chambers that held a passage roll call on it. */
export function listPassageChambers(db: Database, billIds: readonly number[]) {
  return db
    .selectDistinct({ billId: sql<number>`${rollCalls.billId}`.mapWith(Number), chamber: rollCalls.chamber })
    .from(rollCalls)
    .where(and(inArray(rollCalls.billId, [...billIds]), eq(rollCalls.kind, 'passage')));
}

/** Per official: roll calls recorded in, and how many they missed (Not Voting). */
export function listAttendance(db: Database, officialIds: readonly number[]) {
  return db
    .select({
      officialId: sql<number>`${rollCallPositions.officialId}`.mapWith(Number),
      rollCalls: sql<number>`count(*)`.mapWith(Number),
      missed: sql<number>`count(*) filter (where ${rollCallPositions.position} = 'Not Voting')`.mapWith(Number),
    })
    .from(rollCallPositions)
    .where(inArray(rollCallPositions.officialId, [...officialIds]))
    .groupBy(rollCallPositions.officialId);
}

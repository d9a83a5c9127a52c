// A reader's stances on bills, and the ledger votes on those bills that their match is counted from
// (docs/decisions/0162-your-match.md). Only the owner's id ever selects these rows.
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Stance } from '../../shared/match.ts';
import type { Database } from '../db/connect.ts';
import { bills, candidates, officials, readerBillStances, votes } from '../db/schema.ts';

export const listReaderStances = (db: Database, userId: string) =>
  db
    .select({ billId: readerBillStances.billId, stance: readerBillStances.stance })
    .from(readerBillStances)
    .where(eq(readerBillStances.userId, userId))
    .orderBy(asc(readerBillStances.billId)) as Promise<{ billId: number; stance: Stance }[]>;

export async function saveReaderStance(db: Database, userId: string, billId: number, stance: Stance) {
  await db
    .insert(readerBillStances)
    .values({ userId, billId, stance })
    .onConflictDoUpdate({ target: [readerBillStances.userId, readerBillStances.billId], set: { stance, updatedAt: new Date() } });
  return { billId, stance };
}

export async function deleteReaderStance(db: Database, userId: string, billId: number) {
  await db.delete(readerBillStances).where(and(eq(readerBillStances.userId, userId), eq(readerBillStances.billId, billId)));
}

/** Every ledger vote on the reader's marked bills, with the stance, the bill and the official; latest first. */
export const listVotesOnStances = (db: Database, userId: string) =>
  db
    .select({
      officialId: officials.id,
      name: officials.name,
      party: officials.party,
      office: officials.office,
      state: officials.state,
      billId: bills.id,
      billNumber: bills.billNumber,
      title: bills.title,
      stance: readerBillStances.stance,
      vote: votes.vote,
    })
    .from(readerBillStances)
    .innerJoin(votes, eq(votes.billId, readerBillStances.billId))
    .innerJoin(bills, eq(bills.id, readerBillStances.billId))
    .innerJoin(officials, eq(officials.id, votes.officialId))
    .where(eq(readerBillStances.userId, userId))
    .orderBy(desc(votes.votedAt), desc(votes.id));

/** Candidates whose voting record is one of these officials'. */
export const listCandidatesOfOfficials = (db: Database, officialIds: readonly number[]) =>
  officialIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: candidates.id,
          name: candidates.name,
          party: candidates.party,
          office: candidates.office,
          state: candidates.state,
          officialId: candidates.matchedOfficialId,
        })
        .from(candidates)
        .where(and(isNotNull(candidates.matchedOfficialId), inArray(candidates.matchedOfficialId, [...officialIds])));

// Reads of the roll calls as the clerks recorded them (docs/decisions/0131-roll-calls.md): a bill's roll
// calls, one roll call's member positions, and an official's attendance over every roll call they were in.
// The votes import writes them (repositories/import-votes.ts).
import { asc, count, eq, max, min, sql } from 'drizzle-orm';
import type { RollCallKind } from '../../shared/schemas/roll-calls.ts';
import type { Database } from '../db/connect.ts';
import { bills, rollCallPositions, rollCalls } from '../db/schema.ts';
import { rowExists } from './rows.ts';

/** A bill's roll calls, oldest first; only a passage vote on a scored bill counts in scores. */
export async function listBillRollCalls(db: Database, billId: number) {
  const rows = await db
    .select({
      id: rollCalls.id,
      key: rollCalls.key,
      chamber: rollCalls.chamber,
      congress: rollCalls.congress,
      session: rollCalls.session,
      number: rollCalls.number,
      question: rollCalls.question,
      result: rollCalls.result,
      kind: rollCalls.kind,
      countsInScores: sql<boolean>`(${rollCalls.kind} = 'passage' and ${bills.progressiveScore} is not null)`,
      billId: rollCalls.billId,
      votedAt: rollCalls.votedAt,
      sourceUrl: rollCalls.sourceUrl,
      partyTally: rollCalls.partyTally,
      membersRecorded: rollCalls.membersRecorded,
    })
    .from(rollCalls)
    .innerJoin(bills, eq(bills.id, rollCalls.billId))
    .where(eq(rollCalls.billId, billId))
    .orderBy(asc(rollCalls.votedAt), asc(rollCalls.id));
  // The CHECK constraint and the import's classification guarantee chamber and kind; the casts only tell TypeScript.
  return rows.map((row) => ({ ...row, chamber: row.chamber as 'house' | 'senate', kind: row.kind as RollCallKind }));
}

/** A member's position on a roll call as it is kept: what the positions list reads and the bulk import writes. */
export const memberPositionColumns = {
  memberKey: rollCallPositions.memberKey,
  name: rollCallPositions.name,
  party: rollCallPositions.party,
  state: rollCallPositions.state,
  position: rollCallPositions.position,
  officialId: rollCallPositions.officialId,
};

/** Every member's position on a roll call, by name in the Unicode root collation (as the officials list orders names). */
export const listRollCallPositions = (db: Database, rollCallId: number) =>
  db
    .select(memberPositionColumns)
    .from(rollCallPositions)
    .where(eq(rollCallPositions.rollCallId, rollCallId))
    .orderBy(sql`${rollCallPositions.name} collate "und-x-icu"`, asc(rollCallPositions.memberKey));

export const rollCallExists = (db: Database, id: number) => rowExists(db, rollCalls, id);

/** How many roll calls of any kind the official was recorded in, how many they missed, and over which dates. */
export async function officialAttendance(db: Database, officialId: number) {
  const [row] = await db
    .select({
      rollCalls: count(),
      missed: sql<number>`count(*) filter (where ${rollCallPositions.position} = 'Not Voting')`.mapWith(Number),
      from: min(rollCalls.votedAt),
      to: max(rollCalls.votedAt),
    })
    .from(rollCallPositions)
    .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
    .where(eq(rollCallPositions.officialId, officialId));
  return row!;
}

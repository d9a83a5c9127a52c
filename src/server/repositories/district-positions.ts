// How a reader's officials voted on given bills, from the roll calls as recorded
// (docs/decisions/0131-roll-calls.md, 0160-zip-to-district-lookup.md).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { officials, rollCallPositions, rollCalls } from '../db/schema.ts';
import { districtOfficials, type MinePlace } from './officials.ts';

/**
 * Each (bill, official) pair's positions, best first: passage votes before other kinds, then the latest.
 * The caller keeps the first of each pair. At most a dozen officials (Congress's three, a handful of
 * statehouse members) × 100 bills × a handful of roll calls.
 */
export function listDistrictBillPositions(db: Database, place: MinePlace, billIds: readonly number[]) {
  return db
    .select({
      billId: sql<number>`${rollCalls.billId}`.mapWith(Number),
      officialId: sql<number>`${rollCallPositions.officialId}`.mapWith(Number),
      position: rollCallPositions.position,
      rollCallId: rollCalls.id,
      question: rollCalls.question,
      kind: rollCalls.kind,
    })
    .from(rollCallPositions)
    .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
    .innerJoin(officials, eq(officials.id, rollCallPositions.officialId))
    .where(and(inArray(rollCalls.billId, [...billIds]), districtOfficials(place)))
    .orderBy(sql`(${rollCalls.kind} = 'passage') desc`, desc(rollCalls.votedAt), desc(rollCalls.id));
}

// A bill's first vote: the day of the earliest roll call on it, kept on the bill by every roll call import so
// that a bill known only from its votes has a date to show and to sort by (docs/decisions/0324-bill-dates-and-names.md).
import { and, inArray, sql } from 'drizzle-orm';
import { WASHINGTON_TIME_ZONE } from '../../shared/constants.ts';
import type { Database } from '../db/connect.ts';
import { bills, rollCalls } from '../db/schema.ts';

/**
 * Sets these bills' first-vote date from their roll calls: the Capitol's calendar day of the earliest, kept
 * as midnight UTC like an introduced day. Only a date that changes is written.
 */
export async function firstVoteFromRollCalls(db: Pick<Database, 'update'>, billIds: readonly number[]): Promise<void> {
  const ids = [...new Set(billIds)];
  if (ids.length === 0) return;
  const firstDay = sql`(select ((min(${rollCalls.votedAt}) at time zone ${WASHINGTON_TIME_ZONE})::date::timestamp at time zone 'UTC')
    from ${rollCalls} where ${rollCalls.billId} = ${bills.id})`;
  await db
    .update(bills)
    .set({ firstVoteDate: firstDay })
    .where(and(inArray(bills.id, ids), sql`${bills.firstVoteDate} is distinct from ${firstDay}`));
}

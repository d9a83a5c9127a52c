// A bill's status follows its roll calls (docs/decisions/0200-congress-data-import.md): the result of the
// latest passage vote on it says Passed or Failed, whatever a bill list or an earlier import said.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills, rollCalls } from '../db/schema.ts';
import { billStatusEvent, recordEvents } from './events.ts';

/** Sets these bills' status from the result of the latest passage roll call on each; bills without one keep theirs. */
export async function statusFromRollCalls(db: Database, billIds: readonly number[]): Promise<void> {
  const ids = [...new Set(billIds)];
  if (ids.length === 0) return;
  const latest = db
    .selectDistinctOn([rollCalls.billId], { billId: rollCalls.billId, result: rollCalls.result })
    .from(rollCalls)
    .where(and(inArray(rollCalls.billId, ids), eq(rollCalls.kind, 'passage')))
    .orderBy(rollCalls.billId, desc(rollCalls.votedAt), desc(rollCalls.number))
    .as('latest_passage');
  // 'Failed', 'Bill Defeated', 'Joint Resolution Defeated' fail it; 'Passed', 'Bill Passed', 'Agreed to',
  // 'Resolution Agreed to' pass it. A result that says neither leaves the status as it was.
  const status = sql<string>`case when ${latest.result} ~* '(fail|defeat|reject|not agreed)' then 'Failed'
        when ${latest.result} ~* '(passed|agreed to)' then 'Passed' else ${bills.status} end`;
  // Only a status that changes is written, and each change is an event for the bill's followers.
  const changed = await db
    .update(bills)
    .set({ status })
    .from(latest)
    .where(and(eq(bills.id, latest.billId), sql`${bills.status} is distinct from ${status}`))
    .returning({ id: bills.id, billNumber: bills.billNumber, status: bills.status });
  await recordEvents(db, changed.map(billStatusEvent));
}

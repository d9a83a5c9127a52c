// Roll calls as recorded: a bill's, and one roll call's member positions (docs/decisions/0131-roll-calls.md).

import type { RollCallsQuery } from '../../shared/api/roll-calls.ts';
import type { Database } from '../db/connect.ts';
import { decodeCursor, encodeCursor } from '../db/cursor.ts';
import { notFound } from '../platform/http-error.ts';
import { billExists } from '../repositories/bills.ts';
import { listBillRollCalls, listRollCallPositions, listRollCallsPage, rollCallExists } from '../repositories/roll-calls.ts';

export async function billRollCalls(db: Database, billId: number) {
  if (!(await billExists(db, billId))) throw notFound('Bill not found');
  return listBillRollCalls(db, billId);
}

export async function rollCallPositions(db: Database, rollCallId: number) {
  if (!(await rollCallExists(db, rollCallId))) throw notFound('Roll call not found');
  return listRollCallPositions(db, rollCallId);
}

/** Every roll call a page at a time, newest first; the cursor is the (voted_at, id) of the last one sent. */
export async function rollCallPage(db: Database, query: RollCallsQuery) {
  const { limit, cursor, ...filter } = query;
  const decoded = cursor ? decodeCursor(cursor, ['date', 'id']) : undefined;
  const after = decoded && { votedAt: decoded[0] as string, id: decoded[1] as number };
  const { rows, next } = await listRollCallsPage(db, filter, { limit, after });
  return { items: rows, next: next && encodeCursor([next.votedAt, next.id]) };
}

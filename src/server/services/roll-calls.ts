// Roll calls as recorded: a bill's, and one roll call's member positions (docs/decisions/0131-roll-calls.md).
import type { Database } from '../db/connect.ts';
import { notFound } from '../http-error.ts';
import { billExists } from '../repositories/bills.ts';
import { listBillRollCalls, listRollCallPositions, rollCallExists } from '../repositories/roll-calls.ts';

export async function billRollCalls(db: Database, billId: number) {
  if (!(await billExists(db, billId))) throw notFound('Bill not found');
  return listBillRollCalls(db, billId);
}

export async function rollCallPositions(db: Database, rollCallId: number) {
  if (!(await rollCallExists(db, rollCallId))) throw notFound('Roll call not found');
  return listRollCallPositions(db, rollCallId);
}

// Bills: the Legislative Tracker's pages, adding one by hand and scoring one (staff only, as the routes
// declare).
import type { BillListQuery } from '../../shared/api/bills.ts';
import type { BillScoreUpdate } from '../../shared/schemas/bills.ts';
import type { Database } from '../db/connect.ts';
import { decodeCursor, encodeCursor } from '../db/cursor.ts';
import type { bills } from '../db/schema.ts';
import { notFound } from '../platform/http-error.ts';
import type { NewAuditEvent } from '../repositories/audit-events.ts';
import { billCursorKinds, createBill, findBill, listBillsPage, updateBillExclusion, updateBillScore } from '../repositories/bills.ts';
import { findStateBillRecord } from '../repositories/state-bills.ts';

export async function billPage(db: Database, query: BillListQuery) {
  const { sort, limit, cursor, ...filter } = query;
  // A cursor holds the last bill's sort key and id; an undated bill's date and an unscored bill's score are null.
  const after = cursor ? decodeCursor(cursor, billCursorKinds(sort)) : undefined;
  const { rows, next } = await listBillsPage(db, {
    filter,
    sort,
    limit,
    after: after && { key: after[0] ?? null, id: after[1] as number },
  });
  return { items: rows, next: next && encodeCursor([next.key, next.id]) };
}

/**
 * A bill's page: the bill and, for a state bill, its legislature's record (sponsors, history, links), in the
 * one answer the page's first data carries (docs/decisions/0329-state-bills-on-screen.md). Undefined when
 * there is no such bill.
 */
export async function billDetail(db: Database, id: number) {
  const bill = await findBill(db, id);
  if (!bill) return undefined;
  return { ...bill, statehouse: bill.level === 'state' ? ((await findStateBillRecord(db, id)) ?? null) : null };
}

type NewBill = Omit<typeof bills.$inferInsert, 'scoreSource' | 'introducedDate'> & { progressiveScore: number };

/** A bill staff add by hand: they chose its score, and as far as this site knows it is introduced `now`. */
export const addBill = (db: Database, values: NewBill, now: Date) =>
  createBill(db, { ...values, scoreSource: 'staff', introducedDate: now });

/**
 * Staff set or clear a bill's score (docs/decisions/0130-unscored-bills.md); the change is recorded in the
 * audit log with the score it replaced.
 */
export async function scoreBill(
  db: Database,
  id: number,
  update: BillScoreUpdate,
  record: (event: Pick<NewAuditEvent, 'kind' | 'detail'>) => Promise<void>,
) {
  const changed = await updateBillScore(db, id, update);
  if (!changed) throw notFound('Bill not found');
  const bill = (await findBill(db, id))!;
  await record({
    kind: 'bill-score-changed',
    detail: { billId: id, billNumber: bill.billNumber, previousScore: changed.previousScore, score: bill.progressiveScore },
  });
  return bill;
}

/**
 * Staff exclude a bill from officials' scores or include it again; a change (not a repeat) is recorded in the
 * audit log.
 */
export async function setBillExclusion(
  db: Database,
  id: number,
  excluded: boolean,
  record: (event: Pick<NewAuditEvent, 'kind' | 'detail'>) => Promise<void>,
) {
  const result = await updateBillExclusion(db, id, excluded);
  if (!result) throw notFound('Bill not found');
  const bill = (await findBill(db, id))!;
  if (result.changed) {
    await record({
      kind: excluded ? 'bill-excluded-from-scores' : 'bill-included-in-scores',
      detail: { billId: id, billNumber: bill.billNumber },
    });
  }
  return bill;
}

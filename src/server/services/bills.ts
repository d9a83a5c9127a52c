// Bills: the Legislative Tracker's pages and its states dropdown, one bill, and adding one by hand (staff
// only, as the route declares).
import type { BillListQuery } from '../../shared/api/bills.ts';
import type { Database } from '../db/connect.ts';
import { decodeCursor, encodeCursor } from '../lib/cursor.ts';
import { createBill, findBill, listBillsPage, listBillStates } from '../repositories/bills.ts';
import type { bills } from '../db/schema.ts';

export async function billPage(db: Database, query: BillListQuery) {
  const { sort, limit, cursor, ...filter } = query;
  // A cursor holds the last bill's sort key and id; an unscored bill's score is null.
  const after = cursor ? decodeCursor(cursor, [sort === 'newest' ? 'date' : 'nullable-number', 'number']) : undefined;
  const { rows, next } = await listBillsPage(db, { filter, sort, limit, after: after && { key: after[0] ?? null, id: after[1] as number } });
  return { items: rows, next: next && encodeCursor([next.key, next.id]) };
}

export const billStates = (db: Database) => listBillStates(db);
export const billById = (db: Database, id: number) => findBill(db, id);
export const addBill = (db: Database, values: typeof bills.$inferInsert) => createBill(db, values);

import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills } from '../db/schema.ts';
import { commentCounts } from './comment-counts.ts';
import { rowExists } from './rows.ts';

const billColumns = {
  id: bills.id,
  billNumber: bills.billNumber,
  title: bills.title,
  summary: bills.summary,
  status: bills.status,
  level: bills.level,
  state: bills.state,
  progressiveScore: bills.progressiveScore,
  progressiveAnalysis: bills.progressiveAnalysis,
  passedDate: bills.passedDate,
  introducedDate: bills.introducedDate,
};

async function selectBills(db: Database, where?: ReturnType<typeof eq>) {
  const counts = commentCounts(db, 'billId');
  const rows = await db
    .select({ ...billColumns, commentCount: sql<number>`coalesce(${counts.count}, 0)`.mapWith(Number) })
    .from(bills)
    .leftJoin(counts, eq(counts.targetId, bills.id))
    .where(where)
    .orderBy(desc(bills.introducedDate), desc(bills.id));
  // The CHECK constraint guarantees the level; the cast only tells TypeScript.
  return rows.map((row) => ({ ...row, level: row.level as 'federal' | 'state' }));
}

/** Newest first by introduced date: SPEC.md §2's default sort. */
export const listBills = (db: Database) => selectBills(db);
export const findBill = async (db: Database, id: number) => (await selectBills(db, eq(bills.id, id)))[0];

export async function createBill(db: Database, values: typeof bills.$inferInsert) {
  const [row] = await db.insert(bills).values(values).returning({ id: bills.id });
  return (await findBill(db, row!.id))!;
}

export const billExists = (db: Database, id: number) => rowExists(db, bills, id);

// The bills a batch of roll calls is on (docs/decisions/0200-congress-data-import.md): those already held
// (by any import, or staff) by source key, and those built from the roll calls for the rest. A share lock
// on each, as `writeRollCall` takes, orders this write and a staff score change on the same bill (0140).
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills } from '../db/schema.ts';
import { importedBillRow, type NewImportedBill } from './import-bills.ts';

export type RollCallBills = {
  billIds: Map<string, number>;
  created: number;
  /** Bills whose score this write changed: their voters' records must be recomputed. */
  rescored: number[];
};

export async function ensureRollCallBills(tx: Database, built: readonly NewImportedBill[]): Promise<RollCallBills> {
  const wanted = new Map<string, NewImportedBill>();
  for (const bill of built) {
    // Roll calls on one bill name it differently: the short title one of them gives (a House subject) stays.
    wanted.set(bill.sourceKey, { ...bill, shortTitle: bill.shortTitle || wanted.get(bill.sourceKey)?.shortTitle || null });
  }
  const billIds = new Map<string, number>();
  const keys = [...wanted.keys()];
  if (keys.length === 0) return { billIds, created: 0, rescored: [] };
  const held = await tx
    .select({
      id: bills.id,
      key: bills.sourceKey,
      title: bills.title,
      shortTitle: bills.shortTitle,
      billNumber: bills.billNumber,
      scoreSource: bills.scoreSource,
    })
    .from(bills)
    .where(inArray(bills.sourceKey, keys))
    .for('share');
  for (const row of held) billIds.set(row.key!, row.id);
  const rescored = await titleNumberedBills(tx, held, wanted);
  await nameHeldBills(tx, held, wanted);
  const missing = keys.filter((key) => !billIds.has(key)).map((key) => wanted.get(key)!);
  const inserted = missing.length
    ? await tx
        .insert(bills)
        .values(missing.map(importedBillRow))
        .onConflictDoNothing({ target: bills.sourceKey })
        .returning({ id: bills.id, key: bills.sourceKey })
    : [];
  for (const row of inserted) billIds.set(row.key!, row.id);
  // A bill another writer inserted between the read and the insert.
  const late = keys.filter((key) => !billIds.has(key));
  if (late.length)
    for (const row of await tx.select({ id: bills.id, key: bills.sourceKey }).from(bills).where(inArray(bills.sourceKey, late)))
      billIds.set(row.key!, row.id);
  return { billIds, created: inserted.length, rescored };
}

type HeldBill = {
  id: number;
  key: string | null;
  title: string;
  shortTitle: string | null;
  billNumber: string;
  scoreSource: string | null;
};

/**
 * A bill held without a short title takes the one this roll call names it by: S. 5, met first in the
 * Senate's votes under its formal title, is the Laken Riley Act in the House's.
 */
async function nameHeldBills(tx: Database, held: readonly HeldBill[], wanted: ReadonlyMap<string, NewImportedBill>): Promise<void> {
  for (const row of held) {
    const shortTitle = wanted.get(row.key!)!.shortTitle;
    if (row.shortTitle === null && shortTitle) await tx.update(bills).set({ shortTitle }).where(eq(bills.id, row.id));
  }
}

/**
 * A bill known only by its number (a House roll call on Congress.gov gives no title) takes the title this
 * roll call gives, and, while nobody has scored it, the rubric's score on that title. Answers the bills
 * whose score that set.
 */
async function titleNumberedBills(
  tx: Database,
  held: readonly HeldBill[],
  wanted: ReadonlyMap<string, NewImportedBill>,
): Promise<number[]> {
  const rescored: number[] = [];
  for (const row of held) {
    const bill = wanted.get(row.key!)!;
    if (row.title !== row.billNumber || bill.title === bill.billNumber) continue;
    const { scoreSource, ...scored } = importedBillRow(bill);
    const unscored = row.scoreSource === null;
    await tx
      .update(bills)
      .set({
        title: bill.title,
        ...(unscored ? { progressiveScore: scored.progressiveScore, progressiveAnalysis: scored.progressiveAnalysis, scoreSource } : {}),
      })
      .where(eq(bills.id, row.id));
    if (unscored && scored.progressiveScore !== null) rescored.push(row.id);
  }
  return rescored;
}

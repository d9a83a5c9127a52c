// SQL of the legislation imports: bills keyed by sourceKey (level, state or congress, type, number).
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills } from '../db/schema.ts';
import { statusFromRollCalls } from './bill-status.ts';
import { billActionEvent, recordEvents, recordNewBillEvents } from './events.ts';
import { refreshOfficialAggregates, votersOf } from './official-aggregates.ts';

export type NewImportedBill = {
  sourceKey: string;
  billNumber: string;
  title: string;
  /** The name readers know it by, where the source gives one (a House roll call's subject). */
  shortTitle?: string | null;
  summary: string;
  status: string;
  level: 'federal' | 'state';
  state: string | null;
  /** Null: no rule of the rubric matched, so the bill is not yet scored. */
  progressiveScore: number | null;
  progressiveAnalysis: string;
  /** Null when no source recorded it (a bill known only from a list or a roll call). */
  introducedDate: Date | null;
  passedDate: Date | null;
  /** Congress.gov's; Open States and roll calls give none. */
  policyArea?: string | null;
  latestAction?: string | null;
  latestActionDate?: Date | null;
};

/** An imported bill's score is the rubric's: the imports score nothing any other way. */
export const importedBillRow = (bill: NewImportedBill) => ({
  ...bill,
  scoreSource: bill.progressiveScore === null ? null : ('rubric' as const),
});

type Executor = Pick<Database, 'insert' | 'select' | 'selectDistinct'>;

/** Inserts the bill unless its sourceKey is known; answers its id either way. */
export async function ensureBill(tx: Executor, bill: NewImportedBill): Promise<{ id: number; created: boolean }> {
  const [inserted] = await tx
    .insert(bills)
    .values(importedBillRow(bill))
    .onConflictDoNothing({ target: bills.sourceKey })
    .returning({ id: bills.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx.select({ id: bills.id }).from(bills).where(eq(bills.sourceKey, bill.sourceKey));
  return { id: existing!.id, created: false };
}

export async function findBillId(db: Executor, sourceKey: string): Promise<number | undefined> {
  const [row] = await db.select({ id: bills.id }).from(bills).where(eq(bills.sourceKey, sourceKey));
  return row?.id;
}

/**
 * One bill, one transaction: a failure leaves nothing of it behind. A federal bill already held but known
 * only from a roll call (no introduction, policy area or latest action: docs/decisions/0200-congress-data-import.md)
 * is completed from this one, except for a score staff set; its voters' records follow a new score, and its
 * status still follows its roll calls. A federal bill held whole takes Congress.gov's newer facts (its
 * latest action, summary, title, policy area: what a changed bill shows) and keeps its score; one whose
 * facts read the same is not written.
 */
export async function insertBill(
  db: Database,
  bill: NewImportedBill,
): Promise<{ id: number; created: boolean; completed: boolean; updated: boolean }> {
  return db.transaction(async (tx) => {
    const ensured = await ensureBill(tx, bill);
    if (ensured.created) await recordNewBillEvents(tx, [{ ...bill, id: ensured.id }]);
    if (ensured.created || bill.level !== 'federal') return { ...ensured, completed: false, updated: false };
    const { progressiveScore, progressiveAnalysis, scoreSource, ...facts } = importedBillRow(bill);
    const [completed] = await tx
      .update(bills)
      .set({
        ...facts,
        policyArea: facts.policyArea ?? null,
        latestAction: facts.latestAction ?? null,
        latestActionDate: facts.latestActionDate ?? null,
      })
      .where(and(eq(bills.id, ensured.id), knownOnlyFromARollCall))
      .returning({ scoreSource: bills.scoreSource });
    if (!completed) return { ...ensured, completed: false, updated: await updateFacts(tx, ensured.id, bill) };
    if (completed.scoreSource !== 'staff') {
      await tx.update(bills).set({ progressiveScore, progressiveAnalysis, scoreSource }).where(eq(bills.id, ensured.id));
      await refreshOfficialAggregates(tx, await votersOf(tx, [ensured.id]));
    }
    await statusFromRollCalls(tx, [ensured.id]);
    return { ...ensured, completed: true, updated: false };
  });
}

/** The facts Congress.gov changes as a bill moves, written only when one of them reads differently. */
async function updateFacts(tx: Database, id: number, bill: NewImportedBill): Promise<boolean> {
  const facts = {
    title: bill.title,
    summary: bill.summary,
    policyArea: bill.policyArea ?? null,
    latestAction: bill.latestAction ?? null,
    latestActionDate: bill.latestActionDate ?? null,
  };
  const differs = or(
    ...Object.entries(facts).map(([column, value]) => sql`${bills[column as keyof typeof facts]} is distinct from ${value}`),
  );
  const [before] = await tx.select({ latestAction: bills.latestAction }).from(bills).where(eq(bills.id, id));
  const rows = await tx
    .update(bills)
    .set(facts)
    .where(and(eq(bills.id, id), differs))
    .returning({ id: bills.id, billNumber: bills.billNumber });
  // A new latest action is news for the bill's followers; a retitled summary is not.
  if (rows[0] && facts.latestAction && facts.latestAction !== before?.latestAction) {
    await recordEvents(tx, [billActionEvent({ ...rows[0], latestAction: facts.latestAction })]);
  }
  return rows.length > 0;
}

/** What a bill built from a roll call lacks and any Congress.gov bill has. */
const knownOnlyFromARollCall = and(isNull(bills.introducedDate), isNull(bills.policyArea), isNull(bills.latestAction));

/** One jurisdiction's page of bills in one transaction: all of it lands, or none of it. */
export async function insertBills(db: Database, rows: NewImportedBill[]): Promise<{ added: number; skipped: number }> {
  if (rows.length === 0) return { added: 0, skipped: 0 };
  const inserted = await db.transaction(async (tx) => {
    const added = await tx
      .insert(bills)
      .values(rows.map(importedBillRow))
      .onConflictDoNothing({ target: bills.sourceKey })
      .returning({ id: bills.id, billNumber: bills.billNumber, title: bills.title, summary: bills.summary, policyArea: bills.policyArea });
    await recordNewBillEvents(tx, added);
    return added;
  });
  return { added: inserted.length, skipped: rows.length - inserted.length };
}

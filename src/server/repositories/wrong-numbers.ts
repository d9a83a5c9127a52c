// Readers' reports of a wrong office number, and staff's list of them (docs/decisions/0284-wrong-number-reports.md).
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { officialOffices, officials, wrongNumberReports } from '../db/schema.ts';

export const findOffice = async (db: Database, id: string) =>
  (await db.select({ id: officialOffices.id, phone: officialOffices.phone }).from(officialOffices).where(eq(officialOffices.id, id)))[0];

/**
 * Files the reader's report, or updates their open one for the office (the number they saw, the note, the
 * time): one statement against the partial unique index, so repeats racing each other still leave one row.
 */
export async function saveWrongNumber(db: Database, report: { officeId: string; phone: string; note: string; reportedBy: string }) {
  const [row] = await db
    .insert(wrongNumberReports)
    .values(report)
    .onConflictDoUpdate({
      target: [wrongNumberReports.reportedBy, wrongNumberReports.officeId],
      targetWhere: isNull(wrongNumberReports.resolvedAt),
      set: { phone: sql`excluded.phone`, note: sql`excluded.note`, reportedAt: sql`now()` },
    })
    .returning({ id: wrongNumberReports.id });
  return row!;
}

const report = {
  id: wrongNumberReports.id,
  officeId: wrongNumberReports.officeId,
  official: { id: officials.id, name: officials.name },
  kind: officialOffices.kind,
  city: officialOffices.city,
  state: officialOffices.state,
  reportedPhone: wrongNumberReports.phone,
  currentPhone: officialOffices.phone,
  note: wrongNumberReports.note,
  reportedAt: wrongNumberReports.reportedAt,
  resolvedAt: wrongNumberReports.resolvedAt,
  // The row's place in staff's list, as text: a JavaScript Date would drop the microseconds.
  position: {
    reportedAt: sql<string>`${wrongNumberReports.reportedAt}::text`,
    resolvedAt: sql<string | null>`${wrongNumberReports.resolvedAt}::text`,
  },
};

const reports = (db: Database) =>
  db
    .select(report)
    .from(wrongNumberReports)
    .innerJoin(officialOffices, eq(officialOffices.id, wrongNumberReports.officeId))
    .innerJoin(officials, eq(officials.id, officialOffices.officialId));

export type WrongNumberRow = Awaited<ReturnType<ReturnType<typeof reports>['execute']>>[number];

/**
 * Where a page ends: the last report's times as PostgreSQL prints them (microseconds kept) and its id.
 * `resolvedAt` null: the page ended among the open reports.
 */
export type WrongNumberPosition = { reportedAt: string; resolvedAt: string | null; id: number };

const openReports = (db: Database, limit: number, after?: WrongNumberPosition) =>
  reports(db)
    .where(
      and(
        isNull(wrongNumberReports.resolvedAt),
        after && sql`(${wrongNumberReports.reportedAt}, ${wrongNumberReports.id}) > (${after.reportedAt}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(asc(wrongNumberReports.reportedAt), asc(wrongNumberReports.id))
    .limit(limit);

const resolvedReports = (db: Database, limit: number, after?: WrongNumberPosition) =>
  reports(db)
    .where(
      and(
        isNotNull(wrongNumberReports.resolvedAt),
        after?.resolvedAt
          ? sql`(${wrongNumberReports.resolvedAt}, ${wrongNumberReports.id}) < (${after.resolvedAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(wrongNumberReports.resolvedAt), desc(wrongNumberReports.id))
    .limit(limit);

/**
 * One page after `after`: open reports oldest first, then resolved ones latest first. Each part is a
 * keyset read of its own partial index, so a page costs the same however many reports there are; a page
 * that finishes the open ones goes on into the resolved ones.
 */
export async function listWrongNumberPage(db: Database, page: { limit: number; after?: WrongNumberPosition | undefined }) {
  const wanted = page.limit + 1;
  const open = page.after?.resolvedAt ? [] : await openReports(db, wanted, page.after);
  const rest = open.length < wanted ? await resolvedReports(db, wanted - open.length, page.after) : [];
  const rows = [...open, ...rest];
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

export async function markResolved(db: Database, id: number, staffId: string) {
  await db
    .update(wrongNumberReports)
    .set({ resolvedAt: new Date(), resolvedBy: staffId })
    .where(sql`${wrongNumberReports.id} = ${id} and ${isNull(wrongNumberReports.resolvedAt)}`);
  return (await reports(db).where(eq(wrongNumberReports.id, id)))[0];
}

// Readers' reports of a wrong office number, and staff's list of them (docs/decisions/0284-wrong-number-reports.md).
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { officialOffices, officials, wrongNumberReports } from '../db/schema.ts';

export const findOffice = async (db: Database, id: string) =>
  (await db.select({ id: officialOffices.id, phone: officialOffices.phone }).from(officialOffices).where(eq(officialOffices.id, id)))[0];

export async function insertWrongNumber(db: Database, report: { officeId: string; phone: string; note: string; reportedBy: string }) {
  const [row] = await db.insert(wrongNumberReports).values(report).returning({ id: wrongNumberReports.id });
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
};

const reports = (db: Database) =>
  db
    .select(report)
    .from(wrongNumberReports)
    .innerJoin(officialOffices, eq(officialOffices.id, wrongNumberReports.officeId))
    .innerJoin(officials, eq(officials.id, officialOffices.officialId));

export type WrongNumberRow = Awaited<ReturnType<ReturnType<typeof reports>['execute']>>[number];

export const listWrongNumberRows = (db: Database) =>
  reports(db).orderBy(sql`${wrongNumberReports.resolvedAt} is not null`, desc(wrongNumberReports.resolvedAt), asc(wrongNumberReports.reportedAt), asc(wrongNumberReports.id));

export async function markResolved(db: Database, id: number, staffId: string) {
  await db
    .update(wrongNumberReports)
    .set({ resolvedAt: new Date(), resolvedBy: staffId })
    .where(sql`${wrongNumberReports.id} = ${id} and ${isNull(wrongNumberReports.resolvedAt)}`);
  return (await reports(db).where(eq(wrongNumberReports.id, id)))[0];
}

// The migration that gives a reader one open wrong-number report per office
// (docs/decisions/0315-one-open-wrong-number-report.md), run again over reports written the way they
// were before it: repeats of one reader, reports of deleted accounts, resolved reports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { bundledLegislatorsFolder, importLegislatorsFolder } from '../imports/legislators/contact-import.ts';
import { migrationsFolder } from './connect.ts';
import { officials, wrongNumberReports } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(officials).values({
    name: 'Robert B. Aderholt',
    party: 'Republican',
    office: 'Representative',
    state: 'AL',
    district: '4',
    bioguideId: 'A000055',
  });
  await importLegislatorsFolder(t.db, bundledLegislatorsFolder);
});
afterAll(() => t.close());

/** As the migrator runs it: its statements in order, in one transaction. */
async function runMigration() {
  const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_one-open-wrong-number.sql'))!;
  const statements = readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** The indexes as they were before the migration, so rows it must clean up can be written. */
async function indexesAsBefore() {
  for (const index of [
    'wrong_number_reports_one_open_idx',
    'wrong_number_reports_open_order_idx',
    'wrong_number_reports_resolved_order_idx',
  ]) {
    await t.db.execute(sql.raw(`DROP INDEX "${index}"`));
  }
  await t.db.execute(
    sql.raw('CREATE INDEX "wrong_number_reports_open_idx" ON "wrong_number_reports" USING btree ("resolved_at","reported_at")'),
  );
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('the one-open-wrong-number migration', () => {
  it('keeps each reader’s latest open report per office, and every resolved report and report of a deleted account', async () => {
    const reader = await t.signUp();
    const other = await t.signUp();
    await indexesAsBefore();
    const row = (reportedBy: string | null, officeId: string, note: string, minute: number, resolvedAt: Date | null = null) => ({
      reportedBy,
      officeId,
      phone: '205-221-2310',
      note,
      reportedAt: at(minute),
      resolvedAt,
    });
    await t.db
      .insert(wrongNumberReports)
      .values([
        row(reader.user.id, 'A000055-jasper', 'first', 1),
        row(reader.user.id, 'A000055-jasper', 'latest', 3),
        row(reader.user.id, 'A000055-jasper', 'second', 2),
        row(reader.user.id, 'A000055-jasper', 'resolved', 0, at(5)),
        row(reader.user.id, 'A000055-cullman', 'other office', 4),
        row(other.user.id, 'A000055-jasper', 'other reader', 6),
        row(null, 'A000055-jasper', 'deleted account 1', 7),
        row(null, 'A000055-jasper', 'deleted account 2', 8),
      ]);

    await runMigration();

    const rows = await t.db.select({ note: wrongNumberReports.note }).from(wrongNumberReports).orderBy(asc(wrongNumberReports.reportedAt));
    expect(rows.map((r) => r.note)).toEqual([
      'resolved',
      'latest',
      'other office',
      'other reader',
      'deleted account 1',
      'deleted account 2',
    ]);
    // The index now holds: a second open report of the same reader and office is refused.
    await expect(t.db.insert(wrongNumberReports).values(row(reader.user.id, 'A000055-jasper', 'again', 9))).rejects.toThrow();
  });
});

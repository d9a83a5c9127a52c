// Wrong-number reports cannot be spammed (docs/decisions/0315-one-open-wrong-number-report.md): a reader
// has one open report per office, which a repeat updates, however many requests race; staff read the
// list a page at a time, open reports oldest first, then resolved ones latest first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSORS, readAllPages } from '../../../tests/support/server/pages.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { listWrongNumbers } from '../../shared/api/contact.ts';
import { officials, wrongNumberReports } from '../db/schema.ts';
import { bundledLegislatorsFolder, importLegislatorsFolder } from '../imports/legislators/contact-import.ts';

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;

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
  staff = await t.signUp({ isStaff: 1 });
});
afterAll(() => t.close());

const report = (cookie: string, officeId: string, note: string) =>
  call(t.app, 'POST', '/api/wrong-numbers', { cookie, body: { officeId, note } });
const reportsOf = (userId: string) => t.db.select().from(wrongNumberReports).where(eq(wrongNumberReports.reportedBy, userId));

/** Every page of staff's list, each checked against the shared response schema. */
const walk = async (url: string) => (await readAllPages(t.app, url, staff.cookie)).map((page) => listWrongNumbers.response.parse(page));

describe('a reader’s wrong-number reports', () => {
  it('stay one open report per office: a repeat updates its number, note and time', async () => {
    const reader = await t.signUp();
    const first = await report(reader.cookie, 'A000055-jasper', 'A fax machine answers');
    expect(first.statusCode).toBe(201);
    await t.db
      .update(wrongNumberReports)
      .set({ reportedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(wrongNumberReports.id, first.json().id));

    for (let repeat = 1; repeat <= 19; repeat++) {
      const again = await report(reader.cookie, 'A000055-jasper', `Still a fax machine (${repeat})`);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ id: first.json().id });
    }
    const rows = await reportsOf(reader.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      officeId: 'A000055-jasper',
      phone: '205-221-2310',
      note: 'Still a fax machine (19)',
      resolvedAt: null,
    });
    expect(rows[0]!.reportedAt.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
  });

  it('stay one row when repeats race each other', async () => {
    const reader = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => report(reader.cookie, 'A000055-cullman', `Race ${n}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await reportsOf(reader.user.id)).toHaveLength(1);
  });

  it('are kept apart per office, and a report staff resolved leaves room for a new one', async () => {
    const reader = await t.signUp();
    const jasper = (await report(reader.cookie, 'A000055-jasper', 'Wrong')).json().id;
    const tuscumbia = (await report(reader.cookie, 'A000055-tuscumbia', 'Wrong too')).json().id;
    expect(tuscumbia).not.toBe(jasper);
    expect((await call(t.app, 'POST', `/api/admin/wrong-numbers/${jasper}/resolve`, { cookie: staff.cookie })).statusCode).toBe(200);

    const again = (await report(reader.cookie, 'A000055-jasper', 'Wrong again after the fix')).json().id;
    expect(again).not.toBe(jasper);
    const rows = await reportsOf(reader.user.id);
    expect(rows.map((row) => [row.officeId, row.note, row.resolvedAt === null])).toEqual(
      expect.arrayContaining([
        ['A000055-jasper', 'Wrong', false],
        ['A000055-tuscumbia', 'Wrong too', true],
        ['A000055-jasper', 'Wrong again after the fix', true],
      ]),
    );
    expect(rows).toHaveLength(3);
  });
});

describe('staff’s list of wrong numbers', () => {
  it('comes a page at a time: open reports oldest first, then resolved ones latest first, each once', async () => {
    await t.db.delete(wrongNumberReports);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    // Two reports in the same microsecond, so the id has to break the tie across a page boundary.
    const open = [at(3), at(1), at(1), at(2)].map((reportedAt, n) => ({
      officeId: 'A000055-jasper',
      phone: '205-221-2310',
      note: `open ${n}`,
      reportedAt,
    }));
    const resolved = [at(4), at(6), at(5)].map((resolvedAt, n) => ({
      officeId: 'A000055-cullman',
      phone: '256-734-6043',
      note: `resolved ${n}`,
      reportedAt: at(0),
      resolvedAt,
    }));
    await t.db.insert(wrongNumberReports).values([...open, ...resolved]);

    const expected = ['open 1', 'open 2', 'open 3', 'open 0', 'resolved 1', 'resolved 2', 'resolved 0'];
    for (const limit of [1, 2, 3, 4, 7]) {
      const pages = await walk(`/api/admin/wrong-numbers?limit=${limit}`);
      expect(pages.flat().map((row) => row.note)).toEqual(expected);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
      expect(pages).toHaveLength(Math.ceil(expected.length / limit));
    }
  });

  it('sends 50 reports a page unless asked for fewer, and refuses a cursor it did not make', async () => {
    await t.db.delete(wrongNumberReports);
    await t.db
      .insert(wrongNumberReports)
      .values(Array.from({ length: 51 }, (_, n) => ({ officeId: 'A000055-jasper', phone: '205-221-2310', note: `report ${n}` })));
    const pages = await walk('/api/admin/wrong-numbers');
    expect(pages.map((page) => page.length)).toEqual([50, 1]);

    const cursors = [...BAD_CURSORS, Buffer.from('["2026-01-01T00:00:00Z","2026-01-01T00:00:00Z",0]').toString('base64url')];
    for (const cursor of cursors) {
      const forged = await call(t.app, 'GET', `/api/admin/wrong-numbers?cursor=${cursor}`, { cookie: staff.cookie });
      expect(forged.statusCode, cursor).toBe(400);
      expect(forged.json()).toEqual({ message: expect.stringContaining('cursor') });
    }
  });
});

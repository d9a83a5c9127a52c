// The Legislative Tracker a page at a time: each filter and sort walked to the end in the order a sort of
// every row gives (unscored bills last in both score sorts, undated bills last in Newest First), cursors
// that outlive writes, 400 for bad cursors and filters, the states dropdown.
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSORS, readAllPages } from '../../../tests/support/server/pages.ts';
import { proseWriter } from '../../../tests/support/server/prose.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { BILL_PAGE, BILL_SORTS, type BillSort } from '../../shared/api/bills.ts';
import { BILL_STATUSES } from '../../shared/constants.ts';
import { encodeCursor } from '../db/cursor.ts';
import { bills } from '../db/schema.ts';

let t: TestApp;
const TOTAL = 150;
const STATES = ['NY', 'CA', 'OH'];

const unscored = (index: number) => index % 7 === 3;
const undated = (index: number) => index % 5 === 2;

const billValues = (index: number) => ({
  billNumber: `B ${index}`,
  title: `Bill ${index}`,
  summary: 'Summary',
  status: BILL_STATUSES[index % BILL_STATUSES.length]!,
  level: index % 3 === 0 ? 'federal' : 'state',
  state: index % 3 === 0 ? null : STATES[Math.floor(index / 3) % STATES.length]!,
  // Few distinct scores and shared introduced instants (with microseconds), so the id must break ties.
  progressiveScore: unscored(index) ? null : index % 4,
  scoreSource: unscored(index) ? null : 'rubric',
  progressiveAnalysis: 'Analysis',
  introducedDate: undated(index) ? null : new Date(Date.UTC(2025, 0, 1) + Math.floor(index / 4) * 86_400_000 + 0.25),
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(bills).values(Array.from({ length: TOTAL }, (_, index) => billValues(index)));
  // A microsecond apart: a cursor that kept only milliseconds would skip or repeat one of them.
  await t.db
    .update(bills)
    .set({ introducedDate: sql`${bills.introducedDate} + interval '1 microsecond'` })
    .where(sql`${bills.id} % 2 = 0`);
});
afterAll(() => t.close());

type Filter = { level: 'federal' | 'state'; state?: string; status?: string };
type Row = { id: number; level: string; state: string | null; status: string; score: number | null; at: string | null };

async function allRows(): Promise<Row[]> {
  return t.db
    .select({
      id: bills.id,
      level: bills.level,
      state: bills.state,
      status: bills.status,
      score: bills.progressiveScore,
      // Microseconds kept, which a JavaScript Date would drop.
      at: sql<string | null>`to_char(${bills.introducedDate} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`,
    })
    .from(bills);
}

/** The order the server must give, worked out here from every row. */
async function expectedIds(filter: Filter, sort: BillSort): Promise<number[]> {
  const rows = (await allRows()).filter(
    (row) =>
      row.level === filter.level && (!filter.state || row.state === filter.state) && (!filter.status || row.status === filter.status),
  );
  // Rows without the sort's key (no date, no score) come after those with one, in id order the sort's way.
  const lastWithout =
    <K>(key: (row: Row) => K | null, compareKeys: (a: K, b: K) => number, descending: boolean) =>
    (a: Row, b: Row) => {
      const [ka, kb] = [key(a), key(b)];
      if (ka === null || kb === null) return (ka === null ? 1 : 0) - (kb === null ? 1 : 0) || (descending ? b.id - a.id : a.id - b.id);
      return compareKeys(ka, kb) || (descending ? b.id - a.id : a.id - b.id);
    };
  const compare: Record<BillSort, (a: Row, b: Row) => number> = {
    newest: lastWithout(
      (row) => row.at,
      (a, b) => b.localeCompare(a),
      true,
    ),
    highest: lastWithout(
      (row) => row.score,
      (a, b) => b - a,
      true,
    ),
    lowest: lastWithout(
      (row) => row.score,
      (a, b) => a - b,
      false,
    ),
  };
  return rows.sort(compare[sort]).map((row) => row.id);
}

const listUrl = (query: Record<string, string | number>) =>
  `/api/bills?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const linkTarget = (link: unknown) => (link as string).slice(1, (link as string).indexOf('>'));

const FILTERS: Filter[] = [
  { level: 'federal' },
  { level: 'state' },
  { level: 'state', state: 'NY' },
  { level: 'state', state: 'CA', status: 'Pending' },
  { level: 'federal', status: 'Passed' },
];

describe('GET /api/bills pages', () => {
  it('defaults to federal bills, newest first, the default page size with every field and a Link', async () => {
    const response = await call(t.app, 'GET', '/api/bills');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(BILL_PAGE.default);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      billNumber: expect.any(String),
      title: expect.any(String),
      shortTitle: null,
      summary: 'Summary',
      status: expect.any(String),
      level: 'federal',
      state: null,
      session: null,
      progressiveScore: expect.any(Number),
      progressiveAnalysis: 'Analysis',
      scoreSource: 'rubric',
      inferredScore: null,
      policyArea: null,
      latestAction: null,
      latestActionDate: null,
      congressUrl: null,
      passedDate: null,
      introducedDate: expect.any(String),
      firstVoteDate: null,
      commentCount: 0,
      voteKind: 'passage',
      excludedFromScores: false,
    });
    expect(body.map((bill: { id: number }) => bill.id)).toEqual(
      (await expectedIds({ level: 'federal' }, 'newest')).slice(0, BILL_PAGE.default),
    );
    expect(response.headers.link).toMatch(/^<\/api\/bills\?cursor=[\w-]+>; rel="next"$/);
  });

  for (const filter of FILTERS) {
    it.each(BILL_SORTS)(`walks ${JSON.stringify(filter)} sorted %s to the end, each bill once, in order`, async (sort) => {
      const pages = await readAllPages(t.app, listUrl({ ...filter, sort, limit: 3 }));
      const ids = pages.flat().map((bill) => bill.id);
      expect(ids).toEqual(await expectedIds(filter, sort));
      expect(ids.length).toBeGreaterThan(3);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
      expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    });
  }

  it.each(BILL_SORTS)(
    'walks federal bills sorted %s a bill or two a page, across and through the bills without a date or score',
    async (sort) => {
      const order = await expectedIds({ level: 'federal' }, sort);
      for (const limit of [1, 2]) {
        const pages = await readAllPages<{ id: number; progressiveScore: number | null; introducedDate: string | null }>(
          t.app,
          listUrl({ level: 'federal', sort, limit }),
        );
        expect(pages.flat().map((bill) => bill.id)).toEqual(order);
        const lastOfPages = pages.slice(0, -1).map((page) => page.at(-1)!);
        expect(lastOfPages.some((bill) => (sort === 'newest' ? bill.introducedDate : bill.progressiveScore) === null)).toBe(true);
      }
    },
  );

  it('matches a two-letter state in any case', async () => {
    const lower = (await readAllPages(t.app, listUrl({ level: 'state', state: 'ny', limit: 100 }))).flat();
    expect(lower.map((bill) => bill.id)).toEqual(await expectedIds({ level: 'state', state: 'NY' }, 'newest'));
  });

  it.each(BILL_SORTS)('keeps its place sorted %s when bills are added and deleted between pages', async (sort) => {
    const filter: Filter = { level: 'state' };
    const first = await call(t.app, 'GET', listUrl({ ...filter, sort, limit: 5 }));
    const seen: number[] = first.json().map((bill: { id: number }) => bill.id);
    const [added] = await t.db
      .insert(bills)
      .values({ ...billValues(1), billNumber: 'Late' })
      .returning({ id: bills.id });
    await t.db.delete(bills).where(eq(bills.id, seen[4]!));
    const rest = (await readAllPages(t.app, linkTarget(first.headers.link))).flat().map((bill) => bill.id);
    const order = await expectedIds(filter, sort);
    // Everything after the deleted last bill's place, the newcomer included if it sorts there.
    const place = order.findIndex((id) => !seen.slice(0, 4).includes(id) && order.indexOf(id) > order.indexOf(seen[3]!));
    expect(rest).toEqual(order.slice(place));
    expect(rest.some((id) => seen.includes(id))).toBe(false);
    await t.db.delete(bills).where(eq(bills.id, added!.id));
  });

  it.each(BAD_CURSORS)('answers 400 to the cursor %s', async (cursor) => {
    const response = await call(t.app, 'GET', `/api/bills?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
  });

  it('answers 400 to a cursor of one sort used with another', async () => {
    const newest = await call(t.app, 'GET', listUrl({ level: 'state', limit: 2 }));
    const cursor = new URLSearchParams(linkTarget(newest.headers.link).split('?')[1]).get('cursor')!;
    const response = await call(t.app, 'GET', listUrl({ level: 'state', sort: 'highest', cursor }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
    expect(
      (await call(t.app, 'GET', listUrl({ level: 'state', sort: 'lowest', cursor: encodeCursor(['2025-01-01T00:00:00Z', 1]) }))).statusCode,
    ).toBe(400);
  });

  it('answers 400 to a score or id the database cannot hold', async () => {
    for (const cursor of [encodeCursor([2 ** 40, 1]), encodeCursor([2.5, 1]), encodeCursor([5, 2 ** 40])]) {
      expect((await call(t.app, 'GET', listUrl({ sort: 'highest', cursor }))).statusCode).toBe(400);
    }
  });

  it.each([
    ['level=city', /^level: /],
    ['sort=oldest', /^sort: /],
    ['sort=', /^sort: /],
    ['status=Vetoed', /^status: /],
    ['state=NY', /^state: state requires level=state/],
    ['level=federal&state=NY', /^state: state requires level=state/],
    ['level=state&state=', /^state: /],
    [`level=state&state=${'x'.repeat(51)}`, /^state: /],
    ['limit=0', /^limit: /],
    [`limit=${BILL_PAGE.max + 1}`, /^limit: /],
    ['limit=abc', /^limit: /],
    ['limit=2.5', /^limit: /],
  ])('answers 400 naming the parameter to %s', async (query, message) => {
    const response = await call(t.app, 'GET', `/api/bills?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('the first page of long bills', () => {
  it('stays within 30 KB gzip at the default page size', async () => {
    const prose = proseWriter();
    const long = await t.db
      .insert(bills)
      .values(
        Array.from({ length: BILL_PAGE.default }, (_, index) => ({
          ...billValues(0),
          title: prose(30),
          summary: prose(600),
          progressiveAnalysis: prose(90),
          introducedDate: new Date(Date.UTC(2030, 0, 1) + index),
        })),
      )
      .returning({ id: bills.id });
    await t.wroteBehindTheApp();
    const response = await call(t.app, 'GET', '/api/bills', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(30 * 1024);
    expect(
      JSON.parse(gunzipSync(response.rawPayload).toString())
        .map((bill: { id: number }) => bill.id)
        .sort(),
    ).toEqual(long.map((row) => row.id).sort());
    for (const row of long) await t.db.delete(bills).where(eq(bills.id, row.id));
    await t.wroteBehindTheApp();
  });
});

describe('GET /api/bills/states', () => {
  it('lists each state on state-level bills once, and no federal bill adds one', async () => {
    const [federal] = await t.db
      .insert(bills)
      .values({ ...billValues(0), level: 'federal', state: 'TX' })
      .returning({ id: bills.id });
    const response = await call(t.app, 'GET', '/api/bills/states');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['CA', 'NY', 'OH']);
    await t.db.delete(bills).where(eq(bills.id, federal!.id));
  });
});

describe('GET /api/bills/:id', () => {
  it('finds any bill by id, whatever page it is on; 404 for an unknown one', async () => {
    const last = (await expectedIds({ level: 'state' }, 'newest')).at(-1)!;
    const response = await call(t.app, 'GET', `/api/bills/${last}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: last, level: 'state', commentCount: 0 });
    const missing = await call(t.app, 'GET', '/api/bills/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Bill not found');
  });
});

describe('POST /api/bills checks who asks before what they send', () => {
  it('a visitor sending an invalid body gets 401, a reader 403, staff 400', async () => {
    const invalid = { billNumber: '', level: 'city' };
    expect((await call(t.app, 'POST', '/api/bills', { body: invalid })).statusCode).toBe(401);
    const reader = await t.signUp();
    expect((await call(t.app, 'POST', '/api/bills', { cookie: reader.cookie, body: invalid })).statusCode).toBe(403);
    const staff = await t.signUp({ isStaff: 1 });
    expect((await call(t.app, 'POST', '/api/bills', { cookie: staff.cookie, body: invalid })).statusCode).toBe(400);
  });
});

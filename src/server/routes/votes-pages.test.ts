// Votes a page at a time: an official's Voting History and GET /api/votes (all, by official, by bill),
// newest first on (voted_at, id), stable across writes, 400 for bad cursors and filters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CURSORS, readAllPages } from '../../../tests/support/server/pages.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { VOTE_PAGE } from '../../shared/api/officials.ts';
import type { OfficialVote, Vote } from '../../shared/schemas/officials.ts';
import { bills, officials, votes } from '../db/schema.ts';

let t: TestApp;
let officialIds: number[];
let billIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  officialIds = (
    await t.db
      .insert(officials)
      .values([0, 1, 2].map((i) => ({ name: `Member ${i}`, party: 'Democratic', office: 'Senator', state: 'WA' })))
      .returning({ id: officials.id })
  ).map((row) => row.id);
  billIds = (
    await t.db
      .insert(bills)
      .values(
        [0, 1, 2, 3].map((i) => ({
          billNumber: `S. ${i}`,
          title: `Bill ${i}`,
          summary: 's',
          status: 'Pending',
          level: 'federal',
          progressiveScore: i + 5,
          progressiveAnalysis: 'a',
        })),
      )
      .returning({ id: bills.id })
  ).map((row) => row.id);
  // Triples of votes share an instant down to the microsecond, so the id must break the tie; every
  // fifth vote is on an unknown bill.
  const base = Date.UTC(2025, 0, 1);
  await t.db.insert(votes).values(
    Array.from({ length: 120 }, (_, i) => ({
      officialId: officialIds[i % 3]!,
      billId: i % 5 === 0 ? null : billIds[i % 4]!,
      vote: i % 2 ? 'Yes' : 'No',
      votedAt: new Date(base + Math.floor(i / 3) * 3_600_000 + 0.5),
    })),
  );
});
afterAll(() => t.close());

/** Ids newest first, ties by id, of the votes matching `keep`: the order the voting history shows. */
const newestFirst = async (keep: (vote: { officialId: number; billId: number | null }) => boolean = () => true) =>
  (await t.db.select().from(votes))
    .filter(keep)
    .sort((a, b) => b.votedAt.getTime() - a.votedAt.getTime() || b.id - a.id)
    .map((vote) => vote.id);

describe("an official's Voting History", () => {
  it("walks the official's votes once each, newest first, each with its bill or null", async () => {
    const official = officialIds[1]!;
    const pages = await readAllPages<OfficialVote>(t.app, `/api/officials/${official}/votes?limit=7`);
    expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 7, 7, 5]);
    const history = pages.flat();
    expect(history.map((vote) => vote.id)).toEqual(await newestFirst((vote) => vote.officialId === official));
    const unknown = history.find((vote) => vote.billId === null)!;
    expect(unknown.bill).toBeNull();
    const known = history.find((vote) => vote.billId !== null)!;
    expect(known.bill).toEqual({
      id: known.billId,
      billNumber: expect.stringMatching(/^S\. \d$/),
      title: expect.any(String),
      shortTitle: null,
      progressiveScore: expect.any(Number),
    });
  });

  it('sends the default page size and a Link to the next page', async () => {
    const official = officialIds[0]!;
    await t.db.insert(votes).values(
      Array.from({ length: VOTE_PAGE.default }, () => ({
        officialId: official,
        billId: billIds[0]!,
        vote: 'Yes',
        votedAt: new Date(Date.UTC(2024, 0, 1)),
      })),
    );
    const response = await call(t.app, 'GET', `/api/officials/${official}/votes`);
    expect(response.json()).toHaveLength(VOTE_PAGE.default);
    expect(response.headers.link).toMatch(new RegExp(`^</api/officials/${official}/votes\\?cursor=[\\w-]+>; rel="next"$`));
    await t.db.delete(votes).where(eq(votes.votedAt, new Date(Date.UTC(2024, 0, 1))));
  });

  it('answers 404 for an official that does not exist', async () => {
    expect((await call(t.app, 'GET', '/api/officials/2147483647/votes')).statusCode).toBe(404);
  });
});

describe('GET /api/votes', () => {
  it.each([
    ['every vote', '', () => true],
    ['one official', 'officialId=2', (vote: { officialId: number }) => vote.officialId === officialIds[2]],
    ['one bill', 'billId=3', (vote: { billId: number | null }) => vote.billId === billIds[3]],
    [
      'one official on one bill',
      'officialId=0&billId=1',
      (vote: { officialId: number; billId: number | null }) => vote.officialId === officialIds[0] && vote.billId === billIds[1],
    ],
  ] as const)('walks %s, newest first, in pages', async (_name, filter, keep) => {
    // The filters name rows by their position among the inserted ones, so the ids stay out of the table.
    const query = filter
      .replace(/officialId=(\d)/, (_match, i: string) => `officialId=${officialIds[Number(i)]}`)
      .replace(/billId=(\d)/, (_match, i: string) => `billId=${billIds[Number(i)]}`);
    const pages = await readAllPages<Vote>(t.app, `/api/votes?limit=3${query ? `&${query}` : ''}`);
    const expected = await newestFirst(keep);
    expect(expected.length).toBeGreaterThan(3);
    expect(pages.flat().map((vote) => vote.id)).toEqual(expected);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    expect(Object.keys(pages[0]![0]!).sort()).toEqual(['billId', 'id', 'officialId', 'vote', 'votedAt']);
  });

  it('never sends every vote in one answer', async () => {
    const response = await call(t.app, 'GET', '/api/votes');
    expect(response.json()).toHaveLength(VOTE_PAGE.default);
    expect(response.headers.link).toMatch(/^<\/api\/votes\?cursor=[\w-]+>; rel="next"$/);
  });

  it('keeps its place when votes are imported or removed between pages', async () => {
    const official = officialIds[2]!;
    const first = await call(t.app, 'GET', `/api/votes?officialId=${official}&limit=5`);
    const seen = first.json().map((vote: Vote) => vote.id);
    await t.db.insert(votes).values({ officialId: official, billId: billIds[0]!, vote: 'Yes' });
    await t.db.delete(votes).where(eq(votes.id, seen[4]));
    const link = first.headers.link as string;
    const rest = (await readAllPages<Vote>(t.app, link.slice(1, link.indexOf('>')))).flat().map((vote) => vote.id);
    const order = await newestFirst((vote) => vote.officialId === official);
    expect(rest).toEqual(order.slice(order.indexOf(seen[3]) + 1));
    expect(rest.some((id) => seen.includes(id))).toBe(false);
  });

  it.each(BAD_CURSORS)('answers 400 to the cursor %s, on both lists', async (cursor) => {
    for (const url of [`/api/votes?cursor=${cursor}`, `/api/officials/${officialIds[0]}/votes?cursor=${cursor}`]) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/cursor/);
    }
  });

  it.each([
    ['officialId=abc', 'officialId'],
    ['billId=0', 'billId'],
    ['billId=2.5', 'billId'],
    ['limit=0', 'limit'],
    [`limit=${VOTE_PAGE.max + 1}`, 'limit'],
  ])('answers 400 naming the parameter to %s', async (query, parameter) => {
    const response = await call(t.app, 'GET', `/api/votes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(parameter);
  });
});

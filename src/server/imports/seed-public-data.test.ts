import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { bills, officials, rollCallPositions, rollCalls, votes } from '../db/schema.ts';
import { datasetsDir } from '../platform/datasets.ts';
import { lastGoodRunEnds, recentRuns } from '../repositories/import-runs.ts';
import { UNSCORED_ANALYSIS } from './bill-rubric.ts';
import { fixturesDir } from './fixtures/fixture-routes.ts';
import { SEED_BILL_LISTS, SEED_BILLS, SEED_HOUSE_ROLL_CALLS, SEED_SENATE_VOTES } from './seed-public-data.ts';
import { seedPublicData } from './service.ts';

type ListedBill = { congress: number; type: string; number: string; title: string; latestAction: { actionDate: string; text: string } };

const legislators = JSON.parse(readFileSync(path.join(datasetsDir, 'congress-legislators/legislators-current.json'), 'utf8')) as {
  id: { bioguide: string; lis?: string };
}[];
const recordedHouse17 = JSON.parse(readFileSync(path.join(fixturesDir, 'congress-gov/ck_house-vote_119_1_17_members.json'), 'utf8'))
  .houseRollCallVoteMemberVotes.results as { bioguideID: string; voteCast: string }[];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedPublicData(handle.db);
});
afterAll(() => handle.close());

describe('seedPublicData over the bundled recorded files', () => {
  it('loads every current member of Congress as an official', async () => {
    const rows = await handle.db.select().from(officials);
    expect(rows).toHaveLength(legislators.length);
    expect(rows.filter((o) => o.office === 'Senator')).toHaveLength(100);
    expect(new Set(rows.map((o) => o.bioguideId))).toEqual(new Set(legislators.map((l) => l.id.bioguide)));
  });

  it('maps a senator field by field (Maria Cantwell, first record of the dataset)', async () => {
    const [cantwell] = await handle.db.select().from(officials).where(eq(officials.bioguideId, 'C000127'));
    expect(cantwell).toMatchObject({
      name: 'Maria Cantwell',
      lisId: 'S275',
      party: 'Democrat',
      office: 'Senator',
      state: 'WA',
      district: null,
      imageUrl: 'https://unitedstates.github.io/images/congress/450x550/C000127.jpg',
    });
    // The party's adjective before the office: a 'Democratic senator', never a 'Democrat senator'.
    expect(cantwell!.bio).toMatch(/^Democratic senator for WA, serving in the Senate since \d{4}\.$/);
    expect(cantwell!.termStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cantwell!.website).toMatch(/cantwell\.senate\.gov/);
  });

  it('maps a representative with a district number and no leading zeros', async () => {
    const [aderholt] = await handle.db.select().from(officials).where(eq(officials.bioguideId, 'A000055'));
    expect(aderholt).toMatchObject({ office: 'Representative', state: 'AL', district: '4', party: 'Republican', lisId: null });
  });

  it('imports the recorded bills through the Congress.gov importer', async () => {
    const [postal] = await handle.db.select().from(bills).where(eq(bills.sourceKey, 'federal:117:hr:3076'));
    expect(postal).toMatchObject({
      billNumber: 'H.R. 3076',
      title: 'Postal Service Reform Act of 2022',
      status: 'Passed',
      level: 'federal',
    });
    expect(postal!.passedDate?.toISOString().slice(0, 10)).toBe('2022-04-06');
  });

  it('loads every bill of the recorded Congress.gov lists once, as the lists give them, scored or unscored', async () => {
    const listed = new Map<string, ListedBill>();
    for (const file of SEED_BILL_LISTS) {
      for (const b of (JSON.parse(readFileSync(path.join(fixturesDir, 'congress-gov', file), 'utf8')) as { bills: ListedBill[] }).bills) {
        listed.set(`federal:${b.congress}:${b.type.toLowerCase()}:${b.number}`, b);
      }
    }
    const rows = await handle.db
      .select()
      .from(bills)
      .where(inArray(bills.sourceKey, [...listed.keys()]));
    expect(rows).toHaveLength(listed.size);
    for (const row of rows) {
      const b = listed.get(row.sourceKey!)!;
      expect(row.title).toBe(b.title || row.billNumber);
      expect(row).toMatchObject({ latestAction: b.latestAction.text, introducedDate: null, level: 'federal' });
      expect(row.latestActionDate!.toISOString().slice(0, 10)).toBe(b.latestAction.actionDate);
      expect(row.scoreSource).toBe(row.progressiveScore === null ? null : 'rubric');
    }
    const [faa] = rows.filter((r) => r.sourceKey === 'federal:118:hr:6503');
    expect(faa).toMatchObject({ billNumber: 'H.R. 6503', title: 'Airport and Airway Extension Act of 2023, Part II', status: 'Passed' });
    expect(faa!.passedDate!.toISOString().slice(0, 10)).toBe('2023-12-26');
    // The Library of Congress sample lists some bills with an empty title: known by number, and unscored.
    const [untitled] = rows.filter((r) => r.sourceKey === 'federal:117:hr:7343');
    expect(untitled).toMatchObject({ title: 'H.R. 7343', progressiveScore: null, progressiveAnalysis: UNSCORED_ANALYSIS });
    expect(rows.some((r) => r.scoreSource === 'rubric')).toBe(true);
    // A list gives no introduction and none of these has a roll call: they, and only they, have no date to be
    // listed by (their cards say so; Newest First puts them last: docs/decisions/0339-an-undated-bill-says-so.md).
    const undated = await handle.db.select({ key: bills.sourceKey }).from(bills).where(isNull(bills.listedDate));
    expect(undated.map((row) => row.key).sort()).toEqual([...listed.keys()].sort());
  });

  it('keeps every recorded roll call with its tally and positions', async () => {
    const stored = await handle.db.select().from(rollCalls);
    expect(stored.map((r) => r.key).sort()).toEqual(
      [...SEED_HOUSE_ROLL_CALLS.map((n) => `house:119:1:${n}`), ...SEED_SENATE_VOTES.map((n) => `senate:119:1:${n}`)].sort(),
    );
    const house17 = stored.find((r) => r.key === 'house:119:1:17')!;
    expect(house17.partyTally.find((t) => t.party === 'Republican')).toEqual({
      party: 'Republican',
      yes: 213,
      no: 0,
      present: 0,
      notVoting: 6,
    });
    const positions = await handle.db.select({ n: count() }).from(rollCallPositions).where(eq(rollCallPositions.rollCallId, house17.id));
    expect(positions[0]!.n).toBe(recordedHouse17.length);
    // Congress.gov has no member list recorded for the Speaker election (2) and the amendment vote (245).
    expect(
      stored
        .filter((r) => !r.membersRecorded)
        .map((r) => r.key)
        .sort(),
    ).toEqual(['house:119:1:2', 'house:119:1:245']);
  });

  it('imports passage roll calls with every matched member vote, and only those', async () => {
    const house17 = await handle.db.select().from(votes).where(eq(votes.rollCall, 'house:119:1:17'));
    const known = new Set(legislators.map((l) => l.id.bioguide));
    expect(house17).toHaveLength(recordedHouse17.filter((r) => known.has(r.bioguideID)).length);
    const rollCalls = await handle.db.selectDistinct({ rollCall: votes.rollCall }).from(votes);
    // Cloture (1), motion (2), amendment (3, House 245), nomination (8) and Speaker election (House 2) are skipped.
    expect(rollCalls.map((r) => r.rollCall).sort()).toEqual(['house:119:1:17', 'house:119:1:240', 'senate:119:1:7']);
  });

  it("puts each of its imports on record as a run the seed started, none a sync's last good run", async () => {
    const runs = await recentRuns(handle.db, 10);
    expect(runs.map(({ sync, trigger, status }) => ({ sync, trigger, status }))).toEqual(
      ['votes', 'legislation', 'members'].map((sync) => ({ sync, trigger: 'seed', status: 'succeeded' })),
    );
    expect(runs[2]).toMatchObject({ itemsTotal: legislators.length, itemsDone: legislators.length, added: legislators.length });
    expect(runs[2]!.message).toMatch(/congress-legislators/);
    // The bills run counts every bill its message names: the two recorded in full and each listed one.
    const billsWritten = Number(/: (\d+) added/.exec(runs[1]!.message!)![1]);
    expect(billsWritten).toBeGreaterThan(SEED_BILLS.length);
    expect(runs[1]).toMatchObject({ itemsTotal: billsWritten, itemsDone: billsWritten, added: billsWritten, failed: 0 });
    expect(await lastGoodRunEnds(handle.db)).toEqual(new Map());
  });

  it('is idempotent: a second run adds nothing', async () => {
    const count = async () =>
      (
        (await handle.db.execute(
          sql`select (select count(*)::int from officials) o, (select count(*)::int from bills) b, (select count(*)::int from votes) v,
          (select count(*)::int from roll_calls) r, (select count(*)::int from roll_call_positions) p`,
        )) as unknown as { rows: unknown[] }
      ).rows[0];
    const before = await count();
    await seedPublicData(handle.db);
    expect(await count()).toEqual(before);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { bills, officials, votes } from '../db/schema.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { fixturesDir } from './fixtures/fixture-routes.ts';
import { seedPublicData } from './service.ts';

const legislators = JSON.parse(readFileSync(path.join(fixturesDir, 'congress-legislators/legislators-current.json'), 'utf8')) as {
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
    expect(cantwell!.termStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cantwell!.website).toMatch(/cantwell\.senate\.gov/);
  });

  it('maps a representative with a district number and no leading zeros', async () => {
    const [aderholt] = await handle.db.select().from(officials).where(eq(officials.bioguideId, 'A000055'));
    expect(aderholt).toMatchObject({ office: 'Representative', state: 'AL', district: '4', party: 'Republican', lisId: null });
  });

  it('imports the recorded bills through the Congress.gov importer', async () => {
    const [postal] = await handle.db.select().from(bills).where(eq(bills.sourceKey, 'federal:117:hr:3076'));
    expect(postal).toMatchObject({ billNumber: 'H.R. 3076', title: 'Postal Service Reform Act of 2022', status: 'Passed', level: 'federal' });
    expect(postal!.passedDate?.toISOString().slice(0, 10)).toBe('2022-04-06');
  });

  it('imports passage roll calls with every matched member vote, and only those', async () => {
    const house17 = await handle.db.select().from(votes).where(eq(votes.rollCall, 'house:119:1:17'));
    const known = new Set(legislators.map((l) => l.id.bioguide));
    expect(house17).toHaveLength(recordedHouse17.filter((r) => known.has(r.bioguideID)).length);
    const rollCalls = await handle.db.selectDistinct({ rollCall: votes.rollCall }).from(votes);
    // Cloture (1), motion (2), amendment (3, House 245), nomination (8) and Speaker election (House 2) are skipped.
    expect(rollCalls.map((r) => r.rollCall).sort()).toEqual(['house:119:1:17', 'house:119:1:240', 'senate:119:1:7']);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const count = async () =>
      ((await handle.db.execute(
        sql`select (select count(*)::int from officials) o, (select count(*)::int from bills) b, (select count(*)::int from votes) v`,
      )) as unknown as { rows: unknown[] }).rows[0];
    const before = await count();
    const started = Date.now();
    await seedPublicData(handle.db);
    expect(await count()).toEqual(before);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

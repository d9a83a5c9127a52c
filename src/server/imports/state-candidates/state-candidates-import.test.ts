// The 2026 state-candidate imports on the real lists of datasets/candidates-2026: Montana's filings (federal
// filings and withdrawals left out, no home address or phone stored), the Colorado primary's results (who won
// and who lost, a current legislator linked to their record and scored from it), the same list again, a newer
// list, files that are not such a list, and a candidate whose official the Open States import brings in later.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { candidates, officials } from '../../db/schema.ts';
import { datasetsDir } from '../../platform/datasets.ts';
import { importOpenStatesPeople } from '../openstates-people/openstates-import.ts';
import { StateCandidateListError } from './candidate-rows.ts';
import { importStateCandidates, type StateCandidateFormat } from './state-candidates-import.ts';

const LISTS = path.join(datasetsDir, 'candidates-2026');
const MONTANA = path.join(LISTS, 'mt-CandidateList.csv');
const COLORADO = path.join(LISTS, 'co-20260630__co__primary__county.csv');

let handle: DatabaseHandle;
let dir: string;
const lines: string[] = [];
beforeAll(async () => {
  handle = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'state-candidates-'));
  // A Colorado state senator in office, scored from their votes, who ran again in the 2026 primary.
  await handle.db.insert(officials).values({
    name: 'Byron Pelton',
    party: 'Republican',
    office: 'State Senator',
    state: 'CO',
    level: 'state',
    chamber: 'upper',
    district: '1',
    // 20 points over 10 counted votes: a voting score of 2.
    scoredVoteCount: 10,
    votePoints: 20,
  });
}, 120_000);
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (format: StateCandidateFormat, file: string) => importStateCandidates(handle.db, format, file, (line) => lines.push(line));
const byName = async (name: string) => handle.db.select().from(candidates).where(eq(candidates.name, name));

describe('npm run import -- montana-filings', () => {
  it('takes every filed state and local candidacy, leaves federal filings and withdrawals out, and says so', async () => {
    const result = await run('montana-filings', MONTANA);
    // datasets/README.md: 380 filings; 28 are federal (16 House, 12 Senate) and 26 withdrawn or removed.
    expect(result).toMatchObject({ candidacies: 326, added: 326, updated: 0, unchanged: 0, removed: 0 });
    expect(result.message).toContain('28 federal race');
    expect(result.message).toContain('26 withdrawn or removed');
    const [trebas] = await byName('Jeremy Trebas');
    expect(trebas).toMatchObject({
      office: 'Public Service Commissioner',
      state: 'MT',
      district: '1',
      party: 'Republican',
      raceKey: 'MT-public-service-commissioner-1',
      filingDate: '2026-02-18',
      website: 'https://www.jeremytrebas.com',
      campaignEmail: 'trebasformontana@gmail.com',
      officeGroup: 'state',
      progressiveScore: null,
    });
    expect(await handle.db.$count(candidates, eq(candidates.raceKey, 'MT-state-house-1'))).toBeGreaterThan(0);
    expect((await handle.db.select().from(candidates).where(eq(candidates.raceKey, 'MT-state-house-1')))[0]!.officeGroup).toBe(
      'state-legislature',
    );
  });

  it('stores no home address and no phone from the filings', async () => {
    const text = readFileSync(MONTANA, 'utf8');
    // The filing of Jeff Pattison carries his address and phone; none of their digits may be stored anywhere in his row.
    const filing = text.split('\n').find((line) => line.includes('JEFF PATTISON'))!;
    const [, , , , , , , address, , phone] = filing.split('","');
    const [pattison] = await byName('Jeff Pattison');
    const stored = JSON.stringify(pattison);
    expect(address!.length).toBeGreaterThan(5);
    expect(stored).not.toContain(address!.split(',')[0]!.trim());
    if (phone) expect(stored).not.toContain(phone);
  });

  it('writes nothing for the same list again, and says so', async () => {
    const again = await run('montana-filings', MONTANA);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 326, removed: 0 });
    expect(again.message).toMatch(/^nothing new: all 326 candidacies are as stored/);
  });

  it('updates a changed filing and removes one the newer list marks withdrawn', async () => {
    const text = readFileSync(MONTANA, 'utf8')
      .replace(/"FILED"(,[^\n]*"JEREMY TREBAS")/, '"WITHDRAWN"$1')
      .replace('PATTISON.JEFF@GMAIL.COM', 'WWW.PATTISONFORPSC.COM');
    const newer = path.join(dir, 'CandidateList.csv');
    writeFileSync(newer, text);
    const result = await run('montana-filings', newer);
    expect(await byName('Jeremy Trebas')).toEqual([]);
    expect((await byName('Jeff Pattison'))[0]).toMatchObject({ website: 'https://www.pattisonforpsc.com', campaignEmail: null });
    expect(result).toMatchObject({ added: 0, updated: 1, removed: 1, unchanged: 324 });
  });
});

describe('npm run import -- openelections', () => {
  it('gives each candidate of the Colorado primary their votes summed over the counties and how they fared', async () => {
    const result = await run('openelections', COLORADO);
    // datasets/README.md: 218 state candidacies (every office but the U.S. House and Senate), write-ins counted but not listed.
    expect(result).toMatchObject({ candidacies: 218, added: 218 });
    expect(result.message).toContain('federal race');
    const [weiser] = await byName('Phil Weiser');
    const [bennet] = await byName('Michael Bennet');
    expect(weiser).toMatchObject({ office: 'Governor', raceKey: 'CO-governor', party: 'Democrat', officeGroup: 'state' });
    expect(weiser!.primaryResult).toMatchObject({ date: '2026-06-30', party: 'Democrat', outcome: 'won', writeIn: false });
    expect(bennet!.primaryResult).toMatchObject({ outcome: 'lost' });
    expect(weiser!.primaryResult!.votes + bennet!.primaryResult!.votes).toBeGreaterThan(800_000);
  });

  it('links a legislator running again to their record and scores them from it; the others read as not yet scored', async () => {
    const [pelton] = await byName('Byron Pelton');
    const official = (await handle.db.select().from(officials).where(eq(officials.name, 'Byron Pelton')))[0]!;
    expect(pelton).toMatchObject({
      raceKey: 'CO-state-senate-1',
      matchedOfficialId: official.id,
      matchedVotingScore: 2,
      effectiveScore: 2,
    });
    const [jeffery] = await byName('Jamie Jeffery');
    expect(jeffery).toMatchObject({ matchedOfficialId: null, effectiveScore: null });
  });

  it('lists a declared write-in candidate as one, without the ballot’s words in their name', async () => {
    const writeIns = await handle.db.select().from(candidates).where(isNotNull(candidates.primaryResult));
    const declared = writeIns.filter((row) => row.primaryResult!.writeIn);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.every((row) => !/write-in/i.test(row.name))).toBe(true);
  });

  it('refuses a file that is no such list, or named unlike OpenElections’ files, with one line and nothing written', async () => {
    const before = await handle.db.$count(candidates);
    const renamed = path.join(dir, 'colorado.csv');
    writeFileSync(renamed, readFileSync(COLORADO));
    await expect(run('openelections', renamed)).rejects.toThrow(StateCandidateListError);
    const other = path.join(dir, '20260519__or__primary__county.csv');
    writeFileSync(other, 'name,amount\nA,1\n');
    await expect(run('openelections', other)).rejects.toThrow(/not an OpenElections results file/);
    await expect(run('montana-filings', COLORADO)).rejects.toThrow(/not a Montana candidate filing list/);
    await expect(run('montana-filings', path.join(dir, 'missing.csv'))).rejects.toThrow(/cannot read/);
    expect(await handle.db.$count(candidates)).toBe(before);
  });
});

describe('a candidate imported before their official', () => {
  it('is linked to their record once the Open States import brings the official in', async () => {
    await run('openelections', path.join(LISTS, 'pa-20260519__pa__primary__county.csv'));
    expect((await byName('Katie Muth'))[0]).toMatchObject({ raceKey: 'PA-state-senate-44', matchedOfficialId: null });
    await importOpenStatesPeople(handle.db, path.join(datasetsDir, 'openstates-people', 'openstates-people-934bf09.zip'), {
      progress: () => undefined,
      states: ['PA'],
    });
    const [senator] = await handle.db.select().from(officials).where(eq(officials.name, 'Katie Muth'));
    expect(senator).toMatchObject({ state: 'PA', chamber: 'upper', district: '44' });
    expect((await byName('Katie Muth'))[0]!.matchedOfficialId).toBe(senator!.id);
  }, 120_000);
});

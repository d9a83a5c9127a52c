// The congress-data import on seven real files of datasets/congress-data, one for each quirk of the format:
// a House Yea/Nay passage vote (H.R. 30), a House Aye/No one (H.Res. 53), the Speaker election, a Senate
// passage vote by LIS ids with the Vice President's tie-break (H.R. 1), and a nomination without a bill;
// plus the Senate's S. 5 passage vote, also recorded from senate.gov, and S.J.Res. 10's defeat. Then a
// rerun, a corrected file, and the same roll calls from the live imports, before and after.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayContext } from '../../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../../tests/support/server/imports/replay-fixture.ts';
import { expectStoredRecordsToMatchScoring } from '../../../../tests/support/server/stored-records.ts';
import { bills, officials, rollCallPositions, rollCalls, votes } from '../../db/schema.ts';
import { datasetsDir } from '../../platform/datasets.ts';
import { listBillsPage } from '../../repositories/bills.ts';
import { insertBill } from '../../repositories/import-bills.ts';
import { insertOfficials } from '../../repositories/import-officials.ts';
import { mapLegislator, readLegislators } from '../legislators/legislators-mapping.ts';
import { importCongressDataFolder, importVotes } from '../service.ts';

const FILES = ['2025/h2', '2025/h17', '2025/h21', '2025/s7', '2025/s8', '2025/s95', '2025/s372'];
const source = (file: string) => path.join(datasetsDir, 'congress-data/data/119/votes', file, 'data.json');
type Voter = { id: string } | 'VP';
const votersOf = async (file: string) => (JSON.parse(await readFile(source(file), 'utf8')) as { votes: Record<string, Voter[]> }).votes;

let folder: string;
const env = useReplayDatabase(async ({ handle }) => {
  await insertOfficials(handle.db, (await readLegislators()).map(mapLegislator));
});
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'congress-data-'));
  for (const file of FILES) {
    const target = path.join(folder, 'data/119/votes', file, 'data.json');
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source(file), target);
  }
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const run = () => importCongressDataFolder(replayContext(env.handle.db, env.server), folder);
const rollCall = async (key: string) => (await env.handle.db.select().from(rollCalls).where(eq(rollCalls.key, key)))[0]!;
const positionsOf = async (key: string) =>
  env.handle.db
    .select()
    .from(rollCallPositions)
    .where(eq(rollCallPositions.rollCallId, (await rollCall(key)).id));
const billOf = async (key: string) => (await env.handle.db.select().from(bills).where(eq(bills.sourceKey, key)))[0]!;
const ledgerOf = (key: string) => env.handle.db.select().from(votes).where(eq(votes.rollCall, key));
const liveImport = () =>
  importVotes(replayContext(env.handle.db, env.server, undefined, { congress: 119, session: 1, houseRollCalls: [17], senateVotes: [7] }));

describe('npm run import -- congress-data <folder>', () => {
  it('finds the roll calls the Congress.gov and Senate imports brought first, and completes them rather than adding their twins', async () => {
    await liveImport();
    const result = await run();
    expect(result).toMatchObject({ files: 7, rollCallsWritten: 7, unchanged: 0, failures: [] });
    expect(await env.handle.db.$count(rollCalls)).toBe(7);
    const house17 = Object.values(await votersOf('2025/h17')).flat();
    expect(await positionsOf('house:119:1:17')).toHaveLength(house17.length);
    // One ledger vote per official and roll call, whichever import wrote it.
    const ledger = await ledgerOf('house:119:1:17');
    expect(new Set(ledger.map((v) => v.officialId)).size).toBe(ledger.length);
    expect((await rollCall('senate:119:1:7')).sourceHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads House Yea/Nay and Aye/No alike, and titles a bill first met in a roll call from its subject', async () => {
    for (const [key, file] of [
      ['house:119:1:17', '2025/h17'],
      ['house:119:1:21', '2025/h21'],
    ] as const) {
      const voters = await votersOf(file);
      const positions = await positionsOf(key);
      const yes = (voters.Yea ?? voters.Aye)!.length;
      expect(positions.filter((p) => p.position === 'Yes')).toHaveLength(yes);
      expect(positions.filter((p) => p.position === 'No')).toHaveLength((voters.Nay ?? voters.No)!.length);
      // The ledger holds the officials among them: members who have since left are positions only.
      const officialYes = positions.filter((p) => p.position === 'Yes' && p.officialId !== null).length;
      expect(officialYes).toBeGreaterThan(yes - 10);
      expect((await ledgerOf(key)).filter((v) => v.vote === 'Yes')).toHaveLength(officialYes);
    }
    expect(await billOf('federal:119:hres:53')).toMatchObject({
      billNumber: 'H.Res. 53',
      title:
        'Providing for consideration of the bill (H.R. 471) the Fix Our Forests Act; and providing for consideration of the bill (S. 5) the Laken Riley Act',
      status: 'Passed',
    });
  });

  it('keeps the Speaker election with the candidates as positions, outside the ledger and on no bill', async () => {
    const speaker = await rollCall('house:119:1:2');
    expect(speaker).toMatchObject({ kind: 'procedural', billId: null, question: 'Election of the Speaker' });
    const positions = await positionsOf('house:119:1:2');
    // Nobody answered Present or was recorded Not Voting: the file's lists for those are empty.
    expect(new Set(positions.map((p) => p.position))).toEqual(new Set(['Johnson (LA)', 'Jeffries', 'Emmer']));
    expect(positions).toHaveLength(Object.values(await votersOf('2025/h2')).flat().length);
    expect(await ledgerOf('house:119:1:2')).toHaveLength(0);
  });

  it("maps senators by LIS id and keeps the Vice President's tie-break as its own row, out of the ledger", async () => {
    const positions = await positionsOf('senate:119:1:372');
    const [young] = await env.handle.db.select().from(officials).where(eq(officials.lisId, 'S391'));
    expect(positions.find((p) => p.memberKey === 'S391')).toMatchObject({ name: 'Todd Young', position: 'Yes', officialId: young!.id });
    expect(positions.find((p) => p.memberKey === 'VP')).toMatchObject({ name: 'Vice President', position: 'Yes', officialId: null });
    expect((await rollCall('senate:119:1:372')).partyTally).toContainEqual({
      party: 'Vice President',
      yes: 1,
      no: 0,
      present: 0,
      notVoting: 0,
    });
    const senators = positions.filter((p) => p.officialId !== null);
    expect(senators.length).toBeGreaterThanOrEqual(99);
    expect(await ledgerOf('senate:119:1:372')).toHaveLength(senators.length);
  });

  it("sets a bill's status from its latest passage roll call: S. 5 and H.R. 30 read Passed, S.J.Res. 10 Failed", async () => {
    expect((await rollCall('senate:119:1:7')).result).toBe('Bill Passed');
    expect(await billOf('federal:119:s:5')).toMatchObject({ status: 'Passed' });
    // The House import from Congress.gov knew H.R. 30 by its number only: the vote's subject titles it.
    expect(await billOf('federal:119:hr:30')).toMatchObject({
      status: 'Passed',
      title: 'Preventing Violence Against Women by Illegal Aliens Act',
    });
    expect(await billOf('federal:119:hr:1')).toMatchObject({ status: 'Passed' });
    expect((await rollCall('senate:119:1:95')).result).toBe('Joint Resolution Defeated');
    expect(await billOf('federal:119:sjres:10')).toMatchObject({ status: 'Failed' });
  });

  it('dates a bill known only from its roll calls by its first vote, and Newest First lists it by that day above older bills', async () => {
    // S.J.Res. 10: one Senate roll call, 26 February 2025 at 17:26 Eastern; no introduction in the data.
    expect(await billOf('federal:119:sjres:10')).toMatchObject({ introducedDate: null, firstVoteDate: new Date('2025-02-26T00:00:00Z') });
    // H.Res. 53, first voted on 22 January 2025 (House roll call 21), and not again since.
    expect((await billOf('federal:119:hres:53')).firstVoteDate).toEqual(new Date('2025-01-22T00:00:00Z'));
    const older = await insertBill(env.handle.db, {
      sourceKey: 'federal:117:hr:3076',
      billNumber: 'H.R. 3076',
      title: 'Postal Service Reform Act of 2022',
      summary: 'This bill addresses the finances and operations of the U.S. Postal Service.',
      status: 'Passed',
      level: 'federal',
      state: null,
      progressiveScore: null,
      progressiveAnalysis: 'Not yet scored.',
      introducedDate: new Date('2021-05-11T00:00:00Z'),
      passedDate: new Date('2022-04-06T00:00:00Z'),
    });
    const page = await listBillsPage(env.handle.db, { filter: { level: 'federal' }, sort: 'newest', limit: 20 });
    const numbers = page.rows.map((bill) => bill.billNumber);
    expect(numbers.indexOf('S.J.Res. 10')).toBeLessThan(numbers.indexOf('H.R. 3076'));
    expect(numbers.at(-1)).toBe('H.R. 3076');
    await env.handle.db.delete(bills).where(eq(bills.id, older.id));
  });

  it('keeps a nomination with no bill and out of the ledger', async () => {
    expect(await rollCall('senate:119:1:8')).toMatchObject({ kind: 'nomination', billId: null });
    expect(await ledgerOf('senate:119:1:8')).toHaveLength(0);
    await expectStoredRecordsToMatchScoring(env.handle.db);
  });

  it('writes nothing on a second run, and says so; nor does the live import of the same roll calls', async () => {
    const again = await run();
    expect(again).toMatchObject({ rollCallsWritten: 0, unchanged: 7 });
    expect(again.message).toMatch(/^Nothing new: 7 of 7 roll calls unchanged/);
    expect((await liveImport()).votesAdded).toBe(0);
    expect(await env.handle.db.$count(rollCalls)).toBe(7);
  });

  it('rewrites a corrected roll call and the record of exactly the member it changes', async () => {
    const file = path.join(folder, 'data/119/votes/2025/h21/data.json');
    const vote = JSON.parse(await readFile(file, 'utf8')) as { votes: Record<string, { id: string }[]> };
    const moved = vote.votes.Aye!.shift()!;
    vote.votes.No!.push(moved);
    await writeFile(file, JSON.stringify(vote));
    const [member] = await env.handle.db.select().from(officials).where(eq(officials.bioguideId, moved.id));
    // Their voting records; a corrected vote moves everyone a little on the scale, which is recomputed.
    const others = async () =>
      (await env.handle.db.select().from(officials).where(ne(officials.id, member!.id)).orderBy(officials.id)).map(
        ({ scalePosition: _position, scaleVoteCount: _count, ...record }) => record,
      );
    const before = await others();

    const result = await run();
    expect(result).toMatchObject({ rollCallsWritten: 1, unchanged: 6 });
    const [position] = await env.handle.db
      .select()
      .from(rollCallPositions)
      .where(and(eq(rollCallPositions.rollCallId, (await rollCall('house:119:1:21')).id), eq(rollCallPositions.memberKey, moved.id)));
    expect(position!.position).toBe('No');
    expect((await ledgerOf('house:119:1:21')).find((v) => v.officialId === member!.id)!.vote).toBe('No');
    const [after] = await env.handle.db.select().from(officials).where(eq(officials.id, member!.id));
    expect(after).toMatchObject({ yesCount: member!.yesCount - 1, noCount: member!.noCount + 1, voteCount: member!.voteCount });
    expect(await others()).toEqual(before);
    await expectStoredRecordsToMatchScoring(env.handle.db);
  });

  it("names S. 5 by the short title the House's roll call gives, and moves its date to an earlier roll call read later", async () => {
    // H.R. 30, first met in the House's votes, is titled and named by their subject.
    expect(await billOf('federal:119:hr:30')).toMatchObject({ shortTitle: 'Preventing Violence Against Women by Illegal Aliens Act' });
    expect(await billOf('federal:119:s:5')).toMatchObject({ shortTitle: null, firstVoteDate: new Date('2025-01-20T00:00:00Z') });
    // The Senate's cloture vote of 9 January and the House's passage vote, 'Laken Riley Act', arrive later.
    for (const file of ['2025/s1', '2025/h23']) {
      const target = path.join(folder, 'data/119/votes', file, 'data.json');
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(source(file), target);
    }
    expect(await run()).toMatchObject({ rollCallsWritten: 2, failures: [] });
    const s5 = await billOf('federal:119:s:5');
    expect(s5).toMatchObject({ shortTitle: 'Laken Riley Act', firstVoteDate: new Date('2025-01-09T00:00:00Z') });
    expect(s5.title).toMatch(/^A bill to require the Secretary of Homeland Security/);
  });
});

// The LegiScan import on real datasets: Colorado's 2025 special session whole (CSV format) and Iowa's
// 2025–2026 session cut to three bills and everything they name (JSON format). Then the same archive again,
// a newer dataset with one changed bill, and archives that are no dataset, damaged or malformed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_SPECIAL, csvText, cutIowa, readZip, writeZip, type ZipFiles } from '../../../../tests/support/server/imports/legiscan-zips.ts';
import { tableSnapshot } from '../../../../tests/support/server/table-snapshot.ts';
import { createTestDatabase } from '../../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import {
  billActions,
  bills,
  events,
  legiscanBills,
  legiscanPeople,
  legiscanSessions,
  legiscanSponsors,
  rollCallPositions,
  rollCalls,
} from '../../db/schema.ts';
import { DOWNLOAD_PAGES } from '../../repositories/download-rows.ts';
import { latestRollCallDay, listBillRollCalls, listRollCallsPage } from '../../repositories/roll-calls.ts';
import { scalingGroups } from '../../repositories/scaling.ts';
import { DatasetError } from './dataset-archive.ts';
import { importLegiscan } from './legiscan-import.ts';

let handle: DatabaseHandle;
let dir: string;
const lines: string[] = [];
beforeAll(async () => {
  handle = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'legiscan-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (file: string) => importLegiscan(handle.db, file, (line) => lines.push(line));
const bill = async (sourceKey: string) => (await handle.db.select().from(bills).where(eq(bills.sourceKey, sourceKey)))[0]!;
const rollCall = async (key: string) => (await handle.db.select().from(rollCalls).where(eq(rollCalls.key, key)))[0]!;
const positions = async (key: string) =>
  handle.db
    .select()
    .from(rollCallPositions)
    .where(eq(rollCallPositions.rollCallId, (await rollCall(key)).id));
const sessionCount = async (sessionId: number) => ({
  rollCalls: await handle.db.$count(rollCalls, eq(rollCalls.legiscanSessionId, sessionId)),
  bills: await handle.db.$count(legiscanBills, eq(legiscanBills.sessionId, sessionId)),
});

describe('npm run import -- legiscan, a CSV dataset', () => {
  it('imports Colorado’s 2025 special session: every bill, sponsor, action, roll call and position its files hold', async () => {
    const result = await run(CO_SPECIAL);
    // The files' own counts: 99 people, 35 bills (524 sponsors, 198 history steps), 173 roll calls with
    // 4,364 positions. 62 are votes of the whole Senate (35 seats, 35 recorded) or House (65 seats, 64
    // recorded); the other 111 are committees' (5 to 13 members).
    expect(result).toMatchObject({
      format: 'csv',
      state: 'CO',
      sessionId: 2224,
      alreadyImported: false,
      people: { added: 99, updated: 0, unchanged: 0 },
      bills: { added: 35, updated: 0, unchanged: 0 },
      sponsors: 524,
      actions: 198,
      rollCalls: { added: 173, unchanged: 0, floor: 62, committee: 111 },
      positions: 4364,
      skipped: [],
    });
    expect(await sessionCount(2224)).toEqual({ rollCalls: 173, bills: 35 });
    expect(await handle.db.$count(bills, and(eq(bills.level, 'state'), eq(bills.state, 'CO')))).toBe(35);
    expect(await handle.db.$count(legiscanPeople)).toBe(99);
    expect(await handle.db.$count(rollCallPositions)).toBe(4364);
    expect(await handle.db.$count(legiscanSponsors)).toBe(524);
    expect(await handle.db.$count(billActions)).toBe(198);
    expect(lines.some((line) => line.startsWith('legiscan: people: 99 new'))).toBe(true);

    const [session] = await handle.db.select().from(legiscanSessions).where(eq(legiscanSessions.sessionId, 2224));
    expect(session).toMatchObject({
      state: 'CO',
      yearStart: 2025,
      yearEnd: 2025,
      special: true,
      title: '2025-2025 1st Special Session',
      format: 'csv',
      // LegiScan's name of the archive carries the dataset's date and hash.
      datasetDate: '2025-08-28',
      datasetHash: '8ca9ac23e2123f1daaee6889b5064633',
    });
  });

  it('keeps a bill’s number, title, description, status, history and links as LegiScan gives them', async () => {
    const hb1001 = await bill('legiscan:2042497');
    expect(hb1001).toMatchObject({
      billNumber: 'HB1001',
      title: 'Qualified Business Income Deduction Add-Back',
      level: 'state',
      state: 'CO',
      status: 'Passed',
      latestAction: 'Governor Signed',
      introducedDate: new Date('2025-08-21T00:00:00Z'),
      passedDate: new Date('2025-08-28T00:00:00Z'),
      latestActionDate: new Date('2025-08-28T00:00:00Z'),
    });
    // The CSV writes the description's quotes as '&quot;'.
    expect(hb1001.summary).toContain('federal"Internal Revenue Code of 1986" for purposes');
    const [record] = await handle.db.select().from(legiscanBills).where(eq(legiscanBills.billId, hb1001.id));
    expect(record).toMatchObject({
      legiscanBillId: 2042497,
      status: 4,
      statusDate: '2025-08-28',
      url: 'https://legiscan.com/CO/bill/HB1001/2025/X1',
      stateLink: 'https://leg.colorado.gov/bills/hb25b-1001',
    });
    const history = await handle.db.select().from(billActions).where(eq(billActions.billId, hb1001.id)).orderBy(billActions.sequence);
    expect(history).toHaveLength(12);
    expect(history[0]).toMatchObject({
      sequence: 1,
      date: '2025-08-21',
      chamber: 'lower',
      action: 'Introduced In House - Assigned to Appropriations',
    });
    expect(history[4]).toMatchObject({ chamber: 'upper' });
    // The governor's steps name no chamber.
    expect(history[11]).toMatchObject({ date: '2025-08-28', chamber: null, action: 'Governor Signed' });
    // An introduced bill that waits in no committee is Pending.
    expect((await bill('legiscan:2042502')).status).toBe('Pending');
  });

  it('tells a committee’s roll call from a floor vote, and records every member’s position by party', async () => {
    const committee = await rollCall('legiscan:1599823');
    expect(committee).toMatchObject({
      level: 'state',
      state: 'CO',
      legiscanSessionId: 2224,
      chamber: 'upper',
      congress: null,
      session: null,
      number: null,
      floor: false,
      question: 'Senate State, Veterans, & Military Affairs: Refer Senate Bill 25B-001 to the Committee of the Whole.',
      result: 'Not recorded',
      kind: 'procedural',
      billId: (await bill('legiscan:2042468')).id,
      votedAt: new Date('2025-08-21T12:00:00Z'),
      sourceUrl: 'https://legiscan.com/CO/rollcall/SB001/id/1599823',
      membersRecorded: true,
    });
    expect(committee.partyTally).toEqual([
      { party: 'D', yes: 3, no: 0, present: 0, notVoting: 0, absent: 0 },
      { party: 'R', yes: 0, no: 2, present: 0, notVoting: 0, absent: 0 },
    ]);
    expect(await rollCall('legiscan:1599885')).toMatchObject({ floor: true, kind: 'passage', question: 'Senate: Third Reading Bill' });
    expect(await positions('legiscan:1599885')).toHaveLength(35);
    expect((await positions('legiscan:1599823')).find((p) => p.memberKey === 'legiscan:18723')).toEqual({
      rollCallId: committee.id,
      memberKey: 'legiscan:18723',
      name: 'Michael Weissman',
      party: 'D',
      state: 'CO',
      position: 'Yes',
      officialId: null,
    });
  });

  it('leaves Congress’s reads as they were: no state roll call is listed or scaled with them, but on its own bill and in the downloads', async () => {
    expect((await listRollCallsPage(handle.db, {}, { limit: 10 })).rows).toEqual([]);
    // A state bill's page lists its own roll calls, keyed as LegiScan keys them.
    const onTheBill = await listBillRollCalls(handle.db, (await bill('legiscan:2042468')).id);
    expect(onTheBill.length).toBeGreaterThan(0);
    expect(onTheBill.every((rollCall) => rollCall.key.startsWith('legiscan:'))).toBe(true);
    expect(await latestRollCallDay(handle.db)).toBeNull();
    expect(await scalingGroups(handle.db)).toEqual([]);
    // The bulk downloads hold every level, each row saying which (docs/decisions/0335-state-rows-in-bulk-downloads.md).
    const downloaded = await DOWNLOAD_PAGES['roll-calls'](handle.db, undefined, 10);
    expect(downloaded).toHaveLength(10);
    expect(downloaded.every(({ row }) => row.level === 'state' && String(row.key).startsWith('legiscan:'))).toBe(true);
    const positions = await DOWNLOAD_PAGES.positions(handle.db, undefined, 10);
    expect(positions.every(({ row }) => String(row.member_key).startsWith('legiscan:'))).toBe(true);
  });

  it('keeps each legislator with the identifiers that join them to other sources', async () => {
    const [liston] = await handle.db.select().from(legiscanPeople).where(eq(legiscanPeople.peopleId, 3329));
    expect(liston).toMatchObject({
      state: 'CO',
      name: 'Larry Liston',
      middleName: 'G.',
      party: 'R',
      role: 'Sen',
      chamber: 'upper',
      district: 'SD-010',
      ballotpedia: 'Larry_Liston',
      votesmartId: 30002,
      followthemoneyEid: 5988117,
      opensecretsId: null,
      knowwhoPid: 227780,
      committeeId: 0,
      sessionId: 2224,
    });
    expect(liston?.personHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('knows the same archive again and writes nothing', async () => {
    const before = await tableSnapshot(handle.db);
    const result = await run(CO_SPECIAL);
    expect(result).toMatchObject({ alreadyImported: true, rollCalls: { added: 0 }, bills: { added: 0, updated: 0 } });
    expect(result.message).toMatch(/^Nothing new: CO_2025-2025_1st_Special_Session_CSV_.*\.zip was imported before/);
    expect(await tableSnapshot(handle.db)).toEqual(before);
  });

  it('takes from a newer dataset of the session the one bill that changed, and leaves a roll call as first written', async () => {
    const files = await readZip(CO_SPECIAL);
    const billsCsv = csvText(files, 'bills');
    const votesCsv = csvText(files, 'votes');
    // HB1008 died on third reading; and the newer votes.csv says Weissman voted No on a roll call already held.
    files.set(
      billsCsv.name,
      Buffer.from(
        billsCsv.text
          .replace('2042502,2224,HB1008,1,Introduced,2025-08-21,', '2042502,2224,HB1008,6,Failed,2025-08-26,')
          .replace('2025-08-25,"House Third Reading Laid Over Daily - No Amendments"', '2025-08-26,"House Third Reading Lost"'),
      ),
    );
    files.set(votesCsv.name, Buffer.from(votesCsv.text.replace('1599823,18723,1,Yea', '1599823,18723,2,Nay')));
    const newer = await writeZip(
      path.join(dir, 'CO_2025-2025_1st_Special_Session_CSV_20250905_0123456789abcdef0123456789abcdef.zip'),
      files,
    );
    const before = await tableSnapshot(handle.db);

    const result = await run(newer);
    expect(result).toMatchObject({
      alreadyImported: false,
      people: { added: 0, updated: 0, unchanged: 99 },
      bills: { added: 0, updated: 1, unchanged: 34 },
      rollCalls: { added: 0, unchanged: 173 },
      positions: 0,
    });
    const hb1008 = await bill('legiscan:2042502');
    expect(hb1008).toMatchObject({
      status: 'Failed',
      latestAction: 'House Third Reading Lost',
      latestActionDate: new Date('2025-08-26T00:00:00Z'),
    });
    // Its followers hear of both.
    const said = await handle.db
      .select({ title: events.title })
      .from(events)
      .where(eq(events.topicKey, String(hb1008.id)));
    expect(said.map((e) => e.title).sort()).toEqual(['HB1008 is now Failed', 'HB1008: House Third Reading Lost']);
    const after = await tableSnapshot(handle.db);
    for (const table of ['roll_calls', 'roll_call_positions', 'legiscan_people', 'legiscan_sponsors'])
      expect(after[table], table).toBe(before[table]);
    expect((await positions('legiscan:1599823')).find((p) => p.memberKey === 'legiscan:18723')?.position).toBe('Yes');
    const [session] = await handle.db.select().from(legiscanSessions).where(eq(legiscanSessions.sessionId, 2224));
    expect(session).toMatchObject({ datasetDate: '2025-09-05', datasetHash: '0123456789abcdef0123456789abcdef' });
  });

  it('takes a legislator’s changed record from a newer dataset, and refuses a dataset older than the one held', async () => {
    const files = await readZip(CO_SPECIAL);
    const people = csvText(files, 'people');
    // Liston's Ballotpedia page, renamed.
    files.set(people.name, Buffer.from(people.text.replace(',Larry_Liston,', ',Larry_G._Liston,')));
    const before = await tableSnapshot(handle.db);
    const older = path.join(dir, 'CO_2025-2025_1st_Special_Session_CSV_20250801_11111111111111111111111111111111.zip');
    const refusal = await run(await writeZip(older, files)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatasetError);
    expect((refusal as Error).message).toBe(
      `${path.basename(older)} is a dataset of 2025-08-01, older than the one of 2025-09-05 already imported for CO 2025-2025 1st Special Session`,
    );
    expect(await tableSnapshot(handle.db)).toEqual(before);

    const newer = path.join(dir, 'CO_2025-2025_1st_Special_Session_CSV_20250912_22222222222222222222222222222222.zip');
    expect((await run(await writeZip(newer, files))).people).toEqual({ added: 0, updated: 1, unchanged: 98 });
    const [liston] = await handle.db.select().from(legiscanPeople).where(eq(legiscanPeople.peopleId, 3329));
    expect(liston).toMatchObject({ ballotpedia: 'Larry_G._Liston', datasetDate: '2025-09-12' });
  });
});

describe('npm run import -- legiscan, a JSON dataset', () => {
  // SF2340 (four roll calls, one of them undated in LegiScan's file), HF2787 (sponsored by a committee that
  // has no people file) and HF1032 (a roll call that failed).
  const BILLS = ['SF2340', 'HF2787', 'HF1032'];
  let files: ZipFiles;
  let votes: { roll_call: { roll_call_id: number; date: string; votes: unknown[]; passed: number } }[];
  beforeAll(async () => {
    files = await cutIowa(BILLS);
    votes = [...files].filter(([name]) => name.includes('/vote/')).map(([, data]) => JSON.parse(data.toString('utf8')));
  });

  it('imports its people, bills, sponsors, history and roll calls, and leaves out a roll call without a date', async () => {
    const file = await writeZip(path.join(dir, 'iowa-three-bills.zip'), files);
    const dated = votes.filter((v) => v.roll_call.date !== '0000-00-00');
    const peopleFiles = [...files.keys()].filter((name) => name.includes('/people/')).length;
    expect(dated).toHaveLength(votes.length - 1);

    const result = await run(file);
    expect(result).toMatchObject({
      format: 'json',
      state: 'IA',
      sessionId: 2177,
      // The committee that sponsors HF2787 is described in the bill itself.
      people: { added: peopleFiles + 1 },
      bills: { added: 3, updated: 0, unchanged: 0 },
      rollCalls: { added: dated.length, unchanged: 0 },
      positions: dated.reduce((sum, v) => sum + v.roll_call.votes.length, 0),
      skipped: ["1 roll calls have no date ('0000-00-00')"],
    });
    expect(await sessionCount(2177)).toEqual({ rollCalls: dated.length, bills: 3 });
    const [session] = await handle.db.select().from(legiscanSessions).where(eq(legiscanSessions.sessionId, 2177));
    // Not LegiScan's name of the archive: no hash, and the date of its newest file.
    expect(session).toMatchObject({
      state: 'IA',
      name: '91st General Assembly',
      title: '2025-2026 Regular Session',
      special: false,
      format: 'json',
      datasetHash: null,
      datasetDate: '2025-10-26',
    });

    const failed = votes.find((v) => v.roll_call.passed === 0)!;
    expect(await rollCall(`legiscan:${failed.roll_call.roll_call_id}`)).toMatchObject({ result: 'Failed' });
    const passedKeys = votes
      .filter((v) => v.roll_call.passed === 1 && v.roll_call.date !== '0000-00-00')
      .map((v) => `legiscan:${v.roll_call.roll_call_id}`);
    const passed = await handle.db.select({ result: rollCalls.result }).from(rollCalls).where(inArray(rollCalls.key, passedKeys));
    expect(passed.map((r) => r.result)).toEqual(passedKeys.map(() => 'Passed'));
    // Iowa records absent members apart from those present and not voting.
    const [absent] = await handle.db
      .select({ n: count() })
      .from(rollCallPositions)
      .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
      .where(and(eq(rollCalls.legiscanSessionId, 2177), eq(rollCallPositions.position, 'Absent')));
    expect(absent?.n).toBe(
      dated.reduce((sum, v) => sum + (v.roll_call.votes as { vote_id: number }[]).filter((x) => x.vote_id === 4).length, 0),
    );

    const hf2787 = await bill('legiscan:2145606');
    const sponsors = await handle.db
      .select({
        name: legiscanPeople.name,
        committeeId: legiscanPeople.committeeId,
        position: legiscanSponsors.position,
        sponsorType: legiscanSponsors.sponsorType,
      })
      .from(legiscanSponsors)
      .innerJoin(legiscanPeople, eq(legiscanPeople.peopleId, legiscanSponsors.peopleId))
      .where(eq(legiscanSponsors.billId, hf2787.id));
    expect(sponsors).toEqual([{ name: 'Government Oversight', committeeId: 1458, position: 1, sponsorType: 1 }]);
  });

  it('takes from a newer dataset only the bill whose change hash changed', async () => {
    const edited = new Map(files);
    const name = 'IA/2025-2026_Regular_Session/bill/HF1032.json';
    const hf1032 = JSON.parse(files.get(name)!.toString('utf8')) as { bill: { bill_id: number; change_hash: string; title: string } };
    hf1032.bill.change_hash = '00000000000000000000000000000000';
    hf1032.bill.title = `${hf1032.bill.title} (as amended)`;
    edited.set(name, Buffer.from(JSON.stringify(hf1032)));
    const result = await run(await writeZip(path.join(dir, 'iowa-newer.zip'), edited, { modified: new Date('2025-11-02T04:00:00Z') }));
    expect(result).toMatchObject({
      bills: { added: 0, updated: 1, unchanged: 2 },
      rollCalls: { added: 0 },
      people: { added: 0, updated: 0 },
    });
    expect((await bill(`legiscan:${hf1032.bill.bill_id}`)).title).toMatch(/\(as amended\)$/);
  });
});

describe('npm run import -- legiscan, input that is no dataset', () => {
  // A database of its own, empty: a dataset that fails half-way has written its people and bills by then.
  let empty: DatabaseHandle;
  beforeAll(async () => {
    empty = await createTestDatabase();
  });
  afterAll(() => empty.close());
  const refused = async (file: string, message: RegExp) => {
    const before = await tableSnapshot(empty.db);
    const error = await importLegiscan(empty.db, file, () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
    expect(await tableSnapshot(empty.db)).toEqual(before);
  };
  const coFiles = () => readZip(CO_SPECIAL);

  it('refuses a file that is not a zip, naming it', async () => {
    const file = path.join(dir, 'notes.txt');
    writeFileSync(file, 'bill_id,session_id\n1,2\n');
    await refused(file, /^notes\.txt is not a zip archive/);
  });

  it('refuses a missing file', async () => {
    await refused(path.join(dir, 'nowhere.zip'), /nowhere\.zip does not exist$/);
  });

  it('refuses a truncated archive', async () => {
    const file = path.join(dir, 'truncated.zip');
    writeFileSync(file, (await readFile(CO_SPECIAL)).subarray(0, 20_000));
    await refused(file, /^truncated\.zip is not a zip archive/);
  });

  it('refuses a zip of something else', async () => {
    const file = await writeZip(path.join(dir, 'photos.zip'), new Map([['holiday/readme.txt', Buffer.from('pictures')]]));
    await refused(file, /^photos\.zip is not a LegiScan dataset/);
  });

  it('refuses a CSV dataset without one of its tables', async () => {
    const files = await coFiles();
    files.delete(csvText(files, 'votes').name);
    await refused(
      await writeZip(path.join(dir, 'no-votes.zip'), files),
      /^no-votes\.zip is an incomplete CSV dataset: it lacks votes\.csv$/,
    );
  });

  it('writes nothing of a dataset found damaged half-way, after its people and bills were written', async () => {
    const files = await coFiles();
    const votesCsv = csvText(files, 'votes');
    const file = await writeZip(path.join(dir, 'damaged.zip'), files, { stored: [votesCsv.name] });
    // One digit of votes.csv changed inside the archive ('1' to '0': still a well-formed CSV), its recorded
    // CRC-32 left as it was.
    const bytes = await readFile(file);
    const at = bytes.indexOf(Buffer.from('1599823,18723,1,Yea')) + '1599823,18723,'.length;
    expect(at).toBeGreaterThan(100);
    bytes[at] = bytes[at]! ^ 1;
    writeFileSync(file, bytes);
    await refused(file, /^[^ ]+\/votes\.csv in damaged\.zip is damaged \(CRC-32 mismatch\)$/);
  });

  it('writes nothing of a dataset with a malformed row, naming the table and line', async () => {
    const files = await coFiles();
    const votesCsv = csvText(files, 'votes');
    files.set(votesCsv.name, Buffer.from(`${votesCsv.text}1599823,99999,x,Yea\n`));
    await refused(await writeZip(path.join(dir, 'bad-row.zip'), files), /^votes\.csv line 4366: vote is not a whole number \('x'\)$/);
  });

  it('writes nothing of a JSON dataset with a file that is not what LegiScan writes', async () => {
    const files = await cutIowa(['HF1032']);
    const vote = [...files.keys()].find((name) => name.includes('/vote/'))!;
    files.set(vote, Buffer.from('{"roll_call": {"roll_call_id": "next"}}'));
    await refused(
      await writeZip(path.join(dir, 'bad-json.zip'), files),
      /\/vote\/\d+\.json in bad-json\.zip is not what LegiScan writes: roll_call\./,
    );
  });
});

// The join of LegiScan legislators to Open States officials on real data: Minnesota's and Kansas's LegiScan
// datasets and the Open States people of both states. Every join is checked against the data, the real
// near-misses (a legislator who died or left office, a successor of the same surname, spouses and a father
// and son in the other chamber or district, a former legislator now a mayor) are not joined wrongly, and the
// joined legislators' votes reach the score ledger whichever import runs first.
import path from 'node:path';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENSTATES_PEOPLE, SNAPSHOT_DAY } from '../../../../tests/support/server/imports/openstates-zips.ts';
import { createTestDatabase } from '../../../../tests/support/server/test-database.ts';
import type { Database, DatabaseHandle } from '../../db/connect.ts';
import { legiscanPeople, officials, rollCallPositions, votes } from '../../db/schema.ts';
import { districtKey, nameWords } from '../../domain/legislator-join.ts';
import { datasetsDir } from '../../platform/datasets.ts';
import { importLegiscan } from '../legiscan/legiscan-import.ts';
import { joinStateLegislators } from './join-legislators.ts';
import { importOpenStatesPeople, type OpenStatesPeopleResult } from './openstates-import.ts';

const MN = path.join(datasetsDir, 'legiscan/csv/MN_2025-2026_94th_Legislature_CSV_20250624_a1687132784c08697da95392252b72ea.zip');
const KS = path.join(datasetsDir, 'legiscan/csv/KS_2025-2026_Regular_Session_CSV_20250411_0c8fd50618be7bd118fafec187dc7f90.zip');

const quiet = () => undefined;
const openStates = (db: Database, states: string[]) =>
  importOpenStatesPeople(db, OPENSTATES_PEOPLE, { progress: quiet, states, today: SNAPSHOT_DAY });

// LegiScan first, then Open States (both states); and Open States first, then LegiScan (Minnesota).
let legiscanFirst: DatabaseHandle;
let openStatesFirst: DatabaseHandle;
let peopleResult: OpenStatesPeopleResult;
let legiscanMessage: string;
beforeAll(async () => {
  legiscanFirst = await createTestDatabase();
  await importLegiscan(legiscanFirst.db, MN, quiet);
  await importLegiscan(legiscanFirst.db, KS, quiet);
  peopleResult = await openStates(legiscanFirst.db, ['MN', 'KS']);
  openStatesFirst = await createTestDatabase();
  await openStates(openStatesFirst.db, ['MN']);
  legiscanMessage = (await importLegiscan(openStatesFirst.db, MN, quiet)).message;
}, 600_000);
afterAll(async () => {
  await legiscanFirst?.close();
  await openStatesFirst?.close();
});

/** Each LegiScan legislator of the state with the official they were joined to (null when not). */
async function joins(db: Database, state: string) {
  return db
    .select({
      peopleId: legiscanPeople.peopleId,
      name: legiscanPeople.name,
      lastName: legiscanPeople.lastName,
      chamber: legiscanPeople.chamber,
      district: legiscanPeople.district,
      joinedBy: legiscanPeople.joinedBy,
      official: officials.name,
      officialChamber: officials.chamber,
      officialDistrict: officials.district,
      officialState: officials.state,
    })
    .from(legiscanPeople)
    .leftJoin(officials, eq(officials.id, legiscanPeople.officialId))
    .where(and(eq(legiscanPeople.state, state), eq(legiscanPeople.committeeId, 0)))
    .orderBy(legiscanPeople.peopleId);
}

describe('joining LegiScan legislators to Open States officials', () => {
  it('reports, per state, who was joined by which identifier and each legislator left unjoined', () => {
    const states = peopleResult.join!.states;
    expect(states.map((s) => s.state)).toEqual(['KS', 'MN']);
    const mn = states.find((s) => s.state === 'MN')!;
    expect(mn.legislators).toBe(202);
    expect(mn.unjoined.map((u) => `${u.name} (${u.chamber}, ${u.district})`).sort()).toEqual([
      'Bruce Anderson (upper, SD-029)',
      'Joe Schomacker (lower, HD-021A)',
      'Justin Eichorn (upper, SD-006)',
      'Kaohly Her (lower, HD-064A)',
      'Melissa Hortman (lower, HD-034B)',
      'Nicole Mitchell (upper, SD-047)',
    ]);
    expect(mn.joined.ballotpedia + mn.joined.votesmart + mn.joined['name-district']).toBe(196);
    expect(peopleResult.message).toContain('MN: 196 of 202 LegiScan legislators joined');
    expect(peopleResult.message).toContain('not joined: Melissa Hortman (lower, HD-034B)');
  });

  it('joins each legislator to the official of the same state, surname and seat, or who moved seats since', async () => {
    const moved: string[] = [];
    for (const state of ['MN', 'KS']) {
      const joined = (await joins(legiscanFirst.db, state)).filter((row) => row.official !== null);
      expect(joined.length).toBeGreaterThan(150);
      for (const row of joined) {
        const seat = `${row.name} (${row.chamber} ${row.district}): ${row.official} (${row.officialChamber} ${row.officialDistrict}) by ${row.joinedBy}`;
        expect(row.officialState, seat).toBe(state);
        expect(nameWords(row.official), seat).toContain(nameWords(row.lastName).at(-1));
        if (row.chamber !== row.officialChamber || districtKey(row.officialDistrict) !== districtKey(row.district)) moved.push(seat);
      }
    }
    // Each by their Ballotpedia page: LegiScan gives Jason Rarick a representative's role in a Senate district;
    // the other three went from the House to the Senate after the datasets were made.
    expect(moved).toEqual([
      'Jason Rarick (lower SD-011): Jason Rarick (upper 11) by ballotpedia',
      'Amanda Hemmingsen-Jaeger (lower HD-047A): Amanda Hemmingsen-Jaeger (upper 47) by ballotpedia',
      'Scott Hill (lower HD-070): Scott Hill (upper 24) by ballotpedia',
      'Silas Miller (lower HD-086): Silas Miller (upper 25) by ballotpedia',
    ]);
  });

  // Found in the data: each LegiScan legislator, and the official they must be joined to (null: nobody).
  it.each([
    // Died in office in June 2025; Xp Lee, of the same surname as two other members, holds 34B now.
    ['MN', 'Melissa Hortman', null],
    ['MN', 'Xp Lee', 'not in the dataset'],
    ['MN', 'Liz Lee', 'Liz Lee'],
    ['MN', 'Fue Lee', 'Fue Lee'],
    // Left office in June 2026: the snapshot ends his role, and nobody else is him.
    ['MN', 'Joe Schomacker', null],
    // Left the House to be a mayor: an official now, but no legislator.
    ['MN', 'Kaohly Her', null],
    // Spouses in the other chamber: Marion Rarick (House, Ballotpedia's page still under her former name) and Jason (Senate).
    ['MN', 'Marion Rarick', 'Marion Rarick'],
    ['MN', 'Jason Rarick', 'Jason Rarick'],
    // Spouses again: Josh Heintzeman in the House, Keri Heintzeman elected to the Senate seat Justin Eichorn left.
    ['MN', 'Joshua Heintzeman', 'Josh Heintzeman'],
    ['MN', 'Justin Eichorn', null],
    // Father and son, both representatives, in different districts.
    ['KS', 'Will Carpenter', 'Will Carpenter'],
    ['KS', 'Blake Carpenter', 'Blake Carpenter'],
    // Chuck Smith (HD-003) and Adam Smith (HD-120).
    ['KS', 'Charles Smith', 'Chuck Smith'],
    ['KS', 'Adam Smith', 'Adam Smith'],
  ])('%s: LegiScan’s %s is joined to %s', async (state, name, expected) => {
    const row = (await joins(legiscanFirst.db, state)).find((r) => r.name === name);
    if (expected === 'not in the dataset') expect(row).toBeUndefined();
    else expect(row?.official ?? null).toBe(expected);
  });

  it('puts joined legislators’ passage votes in the score ledger, whichever import ran first', async () => {
    const record = async (db: Database) => {
      const [gomez] = await db.select().from(officials).where(eq(officials.name, 'Aisha Gomez'));
      const ledger = await db.$count(votes, and(eq(votes.officialId, gomez!.id), like(votes.rollCall, 'legiscan:%')));
      const positions = await db.$count(rollCallPositions, eq(rollCallPositions.officialId, gomez!.id));
      return { ledger, positions, voteCount: gomez!.voteCount, yesCount: gomez!.yesCount, noCount: gomez!.noCount };
    };
    const first = await record(legiscanFirst.db);
    expect(first.ledger).toBeGreaterThan(0);
    expect(first.voteCount).toBe(first.ledger);
    expect(first.positions).toBeGreaterThanOrEqual(first.ledger);
    expect(await record(openStatesFirst.db)).toEqual(first);
    expect(legiscanMessage).toContain('MN: 196 of 202 LegiScan legislators joined');
    // Every ledger vote of a state roll call belongs to a joined legislator's position on a floor passage vote.
    const unbacked = await legiscanFirst.db.execute(sql`
      select count(*)::int as n from ${votes} v join roll_calls rc on rc.key = v.roll_call
      where rc.level = 'state' and not (rc.kind = 'passage' and rc.floor and rc.bill_id is not null)`);
    expect((unbacked as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(
      await legiscanFirst.db.$count(
        officials,
        and(eq(officials.state, 'MN'), isNotNull(officials.chamber), sql`${officials.voteCount} > 0`),
      ),
    ).toBeGreaterThan(150);
  });

  it('changes nothing when it joins again', async () => {
    const before = await joins(legiscanFirst.db, 'MN');
    const again = await joinStateLegislators(legiscanFirst.db, { states: ['MN', 'KS'], progress: quiet });
    expect(again).toMatchObject({ changedJoins: 0, officialsRescored: 0 });
    expect(again.message).toBe(peopleResult.join!.message);
    expect(await joins(legiscanFirst.db, 'MN')).toEqual(before);
  });
});

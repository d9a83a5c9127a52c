// Each statehouse chamber on its own scale (docs/decisions/0326-statehouse-scaling.md). First every chamber
// of every dataset in datasets/legiscan, scaled from its floor votes as the archive gives them: the parties
// separate. Then Minnesota's session and Colorado's special session imported and recomputed through the
// database: who is placed, which chamber has too few roll calls and says so, the scores inferred from state
// passage votes, committee votes left out, the same answer twice, and a recompute of one state alone.
import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_SPECIAL } from '../../../tests/support/server/imports/legiscan-zips.ts';
import { datasetChamberVotes, LEGISCAN_DATASETS } from '../../../tests/support/server/legiscan-chamber-votes.ts';
import { inferredBills, placedOfficials } from '../../../tests/support/server/scaling-rows.ts';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { bills, officials, rollCallPositions, rollCalls } from '../db/schema.ts';
import { importLegiscan } from '../imports/legiscan/legiscan-import.ts';
import { datasetsDir } from '../platform/datasets.ts';
import { findBill } from '../repositories/bills.ts';
import { chamberScaleStatus } from '../repositories/chamber-scales.ts';
import { castVotes, stateScalingGroups } from '../repositories/scaling.ts';
import { MIN_STATE_ROLL_CALLS, recomputeScaling } from './recompute-scaling.ts';
import { scaleChamber } from './roll-call-scaling.ts';

const MN = path.join(datasetsDir, 'legiscan/csv/MN_2025-2026_94th_Legislature_CSV_20250624_a1687132784c08697da95392252b72ea.zip');
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('every chamber of every LegiScan dataset, on its own scale', () => {
  it.each(LEGISCAN_DATASETS.map((file) => [path.basename(file), file]))('%s: Democrats and Republicans separate', async (_name, file) => {
    const { state, special, chambers } = await datasetChamberVotes(file);
    expect([...chambers.keys()].sort()).toEqual(['lower', 'upper']);
    for (const [chamber, votes] of chambers) {
      const { members, rollCalls } = scaleChamber(votes);
      const label = `${state} ${chamber}`;
      // Only Colorado's special session's Senate, 19 roll calls that split it, has too few to scale.
      if (rollCalls.length < MIN_STATE_ROLL_CALLS) {
        expect({ state, special, chamber }, label).toEqual({ state: 'CO', special: true, chamber: 'upper' });
        continue;
      }
      const democrats = members.filter((m) => m.party.startsWith('D')).map((m) => m.position);
      const republicans = members.filter((m) => m.party.startsWith('R')).map((m) => m.position);
      expect(democrats.length, label).toBeGreaterThan(5);
      expect(republicans.length, label).toBeGreaterThan(5);
      expect(mean(democrats), label).toBeGreaterThan(mean(republicans));
      // On these sessions there is no overlap at all: every Democrat sits on the progressive side of every Republican.
      expect(Math.max(...republicans), label).toBeLessThan(Math.min(...democrats));
    }
  });

  it('gives the same positions for the same votes, whatever order they come in', async () => {
    const votes = (await datasetChamberVotes(MN)).chambers.get('upper')!;
    const first = scaleChamber(votes);
    expect(first.members).toHaveLength(68);
    expect(scaleChamber([...votes].reverse())).toEqual(first);
  });
});

describe('the statehouse scaling through the database (Minnesota, and Colorado’s special session)', () => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  // A Democrat and a Republican of Minnesota's Senate, and a Democrat of Colorado's special-session Senate,
  // stand in for legislators the Open States join makes officials.
  const legislators = new Map<string, number>();

  // One step a hook, each within the hook time limit on a busy machine.
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  beforeAll(async () => {
    await importLegiscan(db(), MN, () => {});
  });
  beforeAll(async () => {
    await importLegiscan(db(), CO_SPECIAL, () => {});
  });
  beforeAll(async () => {
    const pick = async (state: string, chamber: string, party: string) => {
      const [row] = await db()
        .select({ memberKey: rollCallPositions.memberKey, name: rollCallPositions.name })
        .from(rollCallPositions)
        .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
        .where(
          and(eq(rollCalls.state, state), eq(rollCalls.chamber, chamber), eq(rollCalls.floor, true), eq(rollCallPositions.party, party)),
        )
        .orderBy(rollCallPositions.memberKey)
        .limit(1);
      const [official] = await db()
        .insert(officials)
        .values({
          name: row!.name,
          party: party === 'D' ? 'Democrat' : 'Republican',
          office: 'State Senator',
          level: 'state',
          chamber,
          state,
        })
        .returning({ id: officials.id });
      await db().update(rollCallPositions).set({ officialId: official!.id }).where(eq(rollCallPositions.memberKey, row!.memberKey));
      legislators.set(`${state} ${party}`, official!.id);
    };
    await pick('MN', 'upper', 'D');
    await pick('MN', 'upper', 'R');
    await pick('CO', 'upper', 'D');
  });
  beforeAll(async () => {
    await recomputeScaling(db());
  });
  afterAll(() => handle.close());

  const snapshot = async () => ({
    officials: await placedOfficials(db()),
    bills: await inferredBills(db()),
    mn: await chamberScaleStatus(db(), 'MN'),
    co: await chamberScaleStatus(db(), 'CO'),
  });

  it('says which chambers are scaled and which have too few roll calls to be', async () => {
    expect(await chamberScaleStatus(db(), 'MN')).toEqual([
      { sessionId: 2151, chamber: 'lower', rollCallsKept: 120, membersPlaced: 134, status: 'scaled' },
      { sessionId: 2151, chamber: 'upper', rollCallsKept: 55, membersPlaced: 68, status: 'scaled' },
    ]);
    expect(await chamberScaleStatus(db(), 'CO')).toEqual([
      { sessionId: 2224, chamber: 'lower', rollCallsKept: 39, membersPlaced: 63, status: 'scaled' },
      { sessionId: 2224, chamber: 'upper', rollCallsKept: 19, membersPlaced: 0, status: 'too few roll calls' },
    ]);
    expect(await chamberScaleStatus(db(), 'GA')).toEqual([]);
  });

  it('places the legislators of a scaled chamber, Democrats on the progressive side, and nobody of a chamber with too few roll calls', async () => {
    const placed = new Map((await placedOfficials(db())).map((o) => [o.id, o]));
    expect(placed.get(legislators.get('MN D')!)!.position).toBeGreaterThan(0);
    expect(placed.get(legislators.get('MN R')!)!.position).toBeLessThan(0);
    expect(placed.get(legislators.get('MN D')!)!.count).toBeGreaterThan(MIN_STATE_ROLL_CALLS);
    expect(placed.has(legislators.get('CO D')!)).toBe(false);
  });

  it('infers scores from state passage votes that split their chamber, and says which chamber and day', async () => {
    const rows = await inferredBills(db());
    const mn = rows.filter((r) => r.inferredBasis!.state === 'MN');
    expect(mn.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row).toMatchObject({ progressiveScore: row.inferredScore, scoreSource: 'inferred' });
      const { yes, no, number, chamber, state } = row.inferredBasis!;
      expect(Math.min(yes, no)).toBeGreaterThanOrEqual(0.1 * (yes + no));
      expect(number).toBeNull();
      // Colorado's special-session Senate is not scaled, so none of its votes gives a score.
      expect(`${state} ${chamber}`).toMatch(/^(MN (upper|lower)|CO lower)$/);
    }
    const bill = await findBill(db(), mn[0]!.id);
    expect(bill!.inferredScore!.explanation).toMatch(
      /^Inferred from a Minnesota (Senate|House of Representatives) roll call of [A-Z][a-z]+ \d{1,2}, 2025, not scored by staff: /,
    );
  });

  it('scales from floor votes only: committee votes, whichever way they went, change nothing', async () => {
    for (const group of await stateScalingGroups(db())) {
      const keys = [...new Set((await castVotes(db(), group)).map((v) => v.rollCallKey))];
      const floor = await db()
        .select({ key: rollCalls.key })
        .from(rollCalls)
        .where(and(inArray(rollCalls.key, keys), eq(rollCalls.floor, true), eq(rollCalls.chamber, group.chamber)));
      expect(floor).toHaveLength(keys.length);
    }
    const before = await snapshot();
    const committee = db()
      .select({ id: rollCalls.id })
      .from(rollCalls)
      .where(and(eq(rollCalls.level, 'state'), eq(rollCalls.floor, false)));
    const flipped = await db()
      .update(rollCallPositions)
      .set({ position: 'No' })
      .where(and(inArray(rollCallPositions.rollCallId, committee), eq(rollCallPositions.position, 'Yes')))
      .returning({ id: rollCallPositions.rollCallId });
    expect(flipped.length).toBeGreaterThan(500);
    await recomputeScaling(db());
    expect(await snapshot()).toEqual(before);
  });

  it('gives the same answer twice, and recomputing one state alone leaves the other as it was', async () => {
    const before = await snapshot();
    await recomputeScaling(db());
    expect(await snapshot()).toEqual(before);
    await recomputeScaling(db(), { states: ['MN'] });
    expect(await snapshot()).toEqual(before);
    await recomputeScaling(db(), { states: ['CO'] });
    expect(await snapshot()).toEqual(before);
  });

  it('takes back what a state no longer gives, and only within the state recomputed', async () => {
    const before = await snapshot();
    // Minnesota's roll calls gone: its bills lose their inferred scores, its legislators their places.
    const mnRollCalls = await db().select({ id: rollCalls.id }).from(rollCalls).where(eq(rollCalls.state, 'MN'));
    const held = await db().select().from(rollCalls).where(eq(rollCalls.state, 'MN'));
    const positions = await db()
      .select()
      .from(rollCallPositions)
      .where(
        inArray(
          rollCallPositions.rollCallId,
          mnRollCalls.map((r) => r.id),
        ),
      );
    await db().delete(rollCalls).where(eq(rollCalls.state, 'MN'));
    await recomputeScaling(db(), { states: ['MN'] });
    const after = await snapshot();
    expect(after.mn).toEqual([]);
    expect(after.co).toEqual(before.co);
    expect(after.bills).toEqual(before.bills.filter((b) => b.inferredBasis!.state !== 'MN'));
    expect(after.officials.map((o) => o.id)).toEqual([]);
    expect(await db().$count(bills, and(eq(bills.state, 'MN'), isNotNull(bills.inferredScore)))).toBe(0);
    // Put back, the same scores and places return.
    await db().insert(rollCalls).values(held);
    for (let i = 0; i < positions.length; i += 5000)
      await db()
        .insert(rollCallPositions)
        .values(positions.slice(i, i + 5000));
    await recomputeScaling(db(), { states: ['MN'] });
    expect(await snapshot()).toEqual(before);
  });
});

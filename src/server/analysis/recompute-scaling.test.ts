// The scaling over the demo's recorded roll calls (House 2, 17, 240, 245; Senate 1, 2, 3, 7, 8), written
// and read back through the database: parties separate, the answer is the same twice, receipts add up, and
// a staff score overrides an inferred one until it is cleared.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inferredBills, placedOfficials } from '../../../tests/support/server/scaling-rows.ts';
import { expectStoredRecordsToMatchScoring } from '../../../tests/support/server/stored-records.ts';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { bills } from '../db/schema.ts';
import { seedPublicData } from '../imports/service.ts';
import { findBill, updateBillScore } from '../repositories/bills.ts';
import { recomputeScaling } from './recompute-scaling.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedPublicData(handle.db);
});
afterAll(() => handle.close());

const placed = (db: DatabaseHandle['db']) => placedOfficials(db);
const inferred = (db: DatabaseHandle['db']) => inferredBills(db);

describe('recomputeScaling over the recorded roll calls', () => {
  // The recorded files hold few roll calls that split a chamber (one in the House, four in the Senate), and
  // on them some Democrats voted with the Republicans: those Democrats sit with them. What must hold is the
  // order of the parties: every Republican below the median Democrat.
  it('places Democrats on the progressive side of Republicans in each chamber', async () => {
    const rows = await placed(handle.db);
    for (const office of ['Representative', 'Senator']) {
      const chamber = rows.filter((r) => r.office === office);
      const democrats = chamber
        .filter((r) => r.party === 'Democrat')
        .map((r) => r.position!)
        .sort((a, b) => a - b);
      const republicans = chamber.filter((r) => r.party === 'Republican').map((r) => r.position!);
      expect(democrats.length).toBeGreaterThan(40);
      expect(republicans.length).toBeGreaterThan(40);
      expect(Math.max(...republicans)).toBeLessThan(democrats[Math.floor(democrats.length / 2)]!);
    }
  });

  it('infers scores from passage votes that are not near-unanimous, labelled inferred, and receipts add up', async () => {
    const rows = await inferred(handle.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ progressiveScore: row.inferredScore, scoreSource: 'inferred' });
      const { yes, no } = row.inferredBasis!;
      expect(Math.min(yes, no)).toBeGreaterThanOrEqual(0.1 * (yes + no));
    }
    await expectStoredRecordsToMatchScoring(handle.db);
  });

  it('gives the same answer twice', async () => {
    const before = { officials: await placed(handle.db), bills: await inferred(handle.db) };
    await recomputeScaling(handle.db);
    expect({ officials: await placed(handle.db), bills: await inferred(handle.db) }).toEqual(before);
  });

  it('lets a staff score override the inferred one, and clearing it brings the inferred one back', async () => {
    const [bill] = await inferred(handle.db);
    await updateBillScore(handle.db, bill!.id, {
      progressiveScore: bill!.inferredScore === 1 ? 10 : 1,
      progressiveAnalysis: 'Staff judgement.',
    });
    expect(await findBill(handle.db, bill!.id)).toMatchObject({ scoreSource: 'staff', inferredScore: { score: bill!.inferredScore } });
    await expectStoredRecordsToMatchScoring(handle.db);
    // A recompute keeps the staff score.
    await recomputeScaling(handle.db);
    expect((await handle.db.select().from(bills).where(eq(bills.id, bill!.id)))[0]).toMatchObject({ scoreSource: 'staff' });

    await updateBillScore(handle.db, bill!.id, { progressiveScore: null, progressiveAnalysis: 'Staff judgement withdrawn.' });
    const restored = await findBill(handle.db, bill!.id);
    expect(restored).toMatchObject({ scoreSource: 'inferred', progressiveScore: bill!.inferredScore });
    expect(restored!.inferredScore!.explanation).toMatch(/^Inferred from (House|Senate) roll call \d+ of 2025/);
    await expectStoredRecordsToMatchScoring(handle.db);
  });
});

// What kind of vote each roll call is, on real roll calls of datasets/congress-data imported as
// `npm run import -- congress-data` does (docs/decisions/0330-vote-kinds-and-exclusions.md): S.Res. 817, 690
// and 532, which only authorise the en bloc consideration of nominations, are nomination votes that count in
// no score, however they are scored; a budget resolution and a stopgap funding bill are budget votes, which
// count; a House rule is procedure; and a bill staff exclude leaves its voters' scores at once.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayContext } from '../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import { expectStoredRecordsToMatchScoring } from '../../../tests/support/server/stored-records.ts';
import { bills, officials, rollCallPositions, rollCalls } from '../db/schema.ts';
import { datasetsDir } from '../platform/datasets.ts';
import { updateBillExclusion, updateBillScore } from '../repositories/bills.ts';
import { insertOfficials } from '../repositories/import-officials.ts';
import { officialReceipt } from '../services/receipts.ts';
import { billRollCalls } from '../services/roll-calls.ts';
import { mapLegislator, readLegislators } from './legislators/legislators-mapping.ts';
import { importCongressDataFolder } from './service.ts';

const FILES = [
  '2026/s214', // cloture on S.Res. 817
  '2026/s217', // S.Res. 817 agreed to
  '2026/s114', // S.Res. 690 agreed to
  '2025/s645', // S.Res. 532 agreed to
  '2026/h281', // H.Con.Res. 113, the budget for fiscal year 2027
  '2025/h281', // H.R. 5371, Continuing Appropriations and Extensions Act, 2026
  '2025/h273', // H.Res. 722, the rule providing for its consideration
  '2025/h17', // H.R. 30, legislation
];

let folder: string;
const env = useReplayDatabase(async ({ handle }) => {
  await insertOfficials(handle.db, (await readLegislators()).map(mapLegislator));
});
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vote-kinds-'));
  for (const file of FILES) {
    const target = path.join(folder, 'data/119/votes', file, 'data.json');
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(datasetsDir, 'congress-data/data/119/votes', file, 'data.json'), target);
  }
  const result = await importCongressDataFolder(replayContext(env.handle.db, env.server), folder);
  expect(result.failures).toEqual([]);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const billOf = async (sourceKey: string) => (await env.handle.db.select().from(bills).where(eq(bills.sourceKey, sourceKey)))[0]!;
/** An official here who voted this way on the roll call. */
async function voterOn(key: string, position: 'Yes' | 'No') {
  const [row] = await env.handle.db
    .select({ officialId: rollCallPositions.officialId })
    .from(rollCallPositions)
    .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
    .where(and(eq(rollCalls.key, key), eq(rollCallPositions.position, position), isNotNull(rollCallPositions.officialId)))
    .limit(1);
  return row!.officialId!;
}
const stored = async (id: number) =>
  (
    await env.handle.db
      .select({ scored: officials.scoredVoteCount, score: officials.votingScore })
      .from(officials)
      .where(eq(officials.id, id))
  )[0]!;
const score = (billId: number, progressiveScore: number) =>
  updateBillScore(env.handle.db, billId, { progressiveScore, progressiveAnalysis: 'Scored for the test.' });

describe('vote kinds on the real roll calls', () => {
  it('reads each measure’s kind from its real title', async () => {
    const kinds = await Promise.all(
      ['sres:817', 'sres:690', 'sres:532', 'hconres:113', 'hr:5371', 'hres:722', 'hr:30'].map(
        async (bill) => (await billOf(`federal:119:${bill}`)).voteKind,
      ),
    );
    expect(kinds).toEqual(['nomination', 'nomination', 'nomination', 'budget', 'budget', 'procedure', 'passage']);
  });

  it('each roll call says its kind, and one on a nominations package never counts, even scored', async () => {
    const sres817 = await billOf('federal:119:sres:817');
    await score(sres817.id, 8);
    const calls = await billRollCalls(env.handle.db, sres817.id);
    expect(calls.map((c) => [c.key, c.kind, c.voteKind, c.countsInScores])).toEqual([
      ['senate:119:2:214', 'cloture', 'procedure', false],
      ['senate:119:2:217', 'passage', 'nomination', false],
    ]);
    const hr5371 = await billOf('federal:119:hr:5371');
    await score(hr5371.id, 3);
    expect((await billRollCalls(env.handle.db, hr5371.id)).map((c) => [c.voteKind, c.countsInScores])).toEqual([['budget', true]]);
  });

  it("a senator's receipt lists the nominations package as a nomination vote, not counted; a budget vote counts", async () => {
    const senator = await voterOn('senate:119:2:217', 'Yes');
    const receipt = await officialReceipt(env.handle.db, senator);
    const line = receipt.notCounted.find((v) => v.bill?.billNumber === 'S.Res. 817')!;
    expect(line).toMatchObject({ voteKind: 'nomination', reason: 'uncounted-kind' });
    expect(receipt.counted.some((v) => v.bill.billNumber === 'S.Res. 817')).toBe(false);

    const representative = await voterOn('house:119:1:281', 'Yes');
    const budget = (await officialReceipt(env.handle.db, representative)).counted.find((v) => v.bill.billNumber === 'H.R. 5371')!;
    expect(budget).toMatchObject({ voteKind: 'budget', vote: 'Yes', points: 3 });
    await expectStoredRecordsToMatchScoring(env.handle.db);
  });

  it('excluding a bill takes it out of its voters’ scores and receipts at once, and including it puts it back', async () => {
    const hr30 = await billOf('federal:119:hr:30');
    await score(hr30.id, 2);
    const representative = await voterOn('house:119:1:17', 'Yes');
    const before = await stored(representative);
    expect(before.scored).toBeGreaterThan(0);

    expect(await updateBillExclusion(env.handle.db, hr30.id, true)).toEqual({ changed: true });
    expect((await stored(representative)).scored).toBe(before.scored - 1);
    const line = (await officialReceipt(env.handle.db, representative)).notCounted.find((v) => v.bill?.id === hr30.id)!;
    expect(line).toMatchObject({ voteKind: 'passage', reason: 'excluded', bill: { excludedFromScores: true } });
    expect((await billRollCalls(env.handle.db, hr30.id)).find((c) => c.key === 'house:119:1:17')!.countsInScores).toBe(false);
    await expectStoredRecordsToMatchScoring(env.handle.db);

    expect(await updateBillExclusion(env.handle.db, hr30.id, true)).toEqual({ changed: false });
    await updateBillExclusion(env.handle.db, hr30.id, false);
    expect(await stored(representative)).toEqual(before);
    await expectStoredRecordsToMatchScoring(env.handle.db);
  });
});

// The scaling on real roll calls, beyond the demo's few recorded ones: the first 150 House and 150 Senate roll
// calls of 2025 from datasets/congress-data, imported as `npm run import -- congress-data` does (which
// recomputes the scaling at its end). On them, as on the whole record, the parties separate completely in each
// chamber; the answer is the same when recomputed; and every inferred score rests on a roll call that split.
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayContext } from '../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import { inferredBills, placedOfficials } from '../../../tests/support/server/scaling-rows.ts';
import { expectStoredRecordsToMatchScoring } from '../../../tests/support/server/stored-records.ts';
import { mapLegislator, readLegislators } from '../imports/legislators/legislators-mapping.ts';
import { importCongressDataFolder } from '../imports/service.ts';
import { datasetsDir } from '../platform/datasets.ts';
import { insertOfficials } from '../repositories/import-officials.ts';
import { recomputeScaling } from './recompute-scaling.ts';

const PER_CHAMBER = 150;
let folder: string;
const env = useReplayDatabase(async ({ handle }) => {
  await insertOfficials(handle.db, (await readLegislators()).map(mapLegislator));
});
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'congress-data-subset-'));
  const votes = path.join(datasetsDir, 'congress-data/data/119/votes/2025');
  for (const chamber of ['h', 's']) {
    for (let n = 1; n <= PER_CHAMBER; n++) {
      const target = path.join(folder, 'data/119/votes/2025', `${chamber}${n}`);
      await mkdir(target, { recursive: true });
      await cp(path.join(votes, `${chamber}${n}`, 'data.json'), path.join(target, 'data.json'));
    }
  }
  const result = await importCongressDataFolder(replayContext(env.handle.db, env.server), folder);
  expect(result).toMatchObject({ rollCallsWritten: 2 * PER_CHAMBER, failures: [] });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const placed = () => placedOfficials(env.handle.db);
const inferred = () => inferredBills(env.handle.db);

describe('the scaling on 300 real roll calls of the 119th Congress', () => {
  it('separates the parties completely in each chamber, every Democrat on the progressive side of every Republican', async () => {
    const rows = await placed();
    for (const office of ['Representative', 'Senator']) {
      const chamber = rows.filter((r) => r.office === office);
      const democrats = chamber.filter((r) => r.party === 'Democrat').map((r) => r.position!);
      const republicans = chamber.filter((r) => r.party === 'Republican').map((r) => r.position!);
      expect(democrats.length, office).toBeGreaterThan(office === 'Senator' ? 40 : 200);
      expect(republicans.length, office).toBeGreaterThan(office === 'Senator' ? 50 : 200);
      expect(Math.max(...republicans), office).toBeLessThan(Math.min(...democrats));
    }
  });

  it('infers scores only from passage votes that split their chamber, and every receipt adds up', async () => {
    const rows = await inferred();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ progressiveScore: row.inferredScore, scoreSource: 'inferred' });
      const { yes, no } = row.inferredBasis!;
      expect(Math.min(yes, no)).toBeGreaterThanOrEqual(0.1 * (yes + no));
    }
    await expectStoredRecordsToMatchScoring(env.handle.db);
  });

  it('gives the same answer when recomputed', async () => {
    const before = { officials: await placed(), bills: await inferred() };
    await recomputeScaling(env.handle.db);
    expect({ officials: await placed(), bills: await inferred() }).toEqual(before);
  });
});

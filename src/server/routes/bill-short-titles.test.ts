// Issue 41, item 6: an official's receipt, Voting History and Compare carry each bill's short title beside its
// formal one (docs/decisions/0324-bill-dates-and-names.md), on real roll calls of datasets/congress-data imported
// as `npm run import -- congress-data` does: S. 5 passed the Senate (roll call 7, which gives only its formal
// title) and the House (roll call 23, whose subject names it the Laken Riley Act); S.J.Res. 10's Senate vote
// gives no short title.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { listOfficialVotes } from '../../shared/api/officials.ts';
import { comparison } from '../../shared/schemas/compare.ts';
import { scoreReceipt } from '../../shared/schemas/receipts.ts';
import { rollCallPositions, rollCalls } from '../db/schema.ts';
import { importCongressData } from '../imports/congress-data/congress-data-import.ts';
import { mapLegislator, readLegislators } from '../imports/legislators/legislators-mapping.ts';
import { datasetsDir } from '../platform/datasets.ts';
import { insertOfficials } from '../repositories/import-officials.ts';

const FILES = ['2025/s7', '2025/h23', '2025/s95'];
const S5 = {
  billNumber: 'S. 5',
  shortTitle: 'Laken Riley Act',
  title:
    'A bill to require the Secretary of Homeland Security to take into custody aliens who have been charged in the United States with theft, and for other purposes.',
};
const SJRES10 = {
  billNumber: 'S.J.Res. 10',
  shortTitle: null,
  title: 'A joint resolution terminating the national emergency declared with respect to energy.',
};

let t: TestApp;
let folder: string;
const senators = { yes: 0, no: 0 };

/** A senator here who voted this way on S. 5's passage. */
async function senatorWho(position: 'Yes' | 'No') {
  const [row] = await t.db
    .select({ officialId: rollCallPositions.officialId })
    .from(rollCallPositions)
    .innerJoin(rollCalls, eq(rollCalls.id, rollCallPositions.rollCallId))
    .where(and(eq(rollCalls.key, 'senate:119:1:7'), eq(rollCallPositions.position, position), isNotNull(rollCallPositions.officialId)))
    .limit(1);
  return row!.officialId!;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertOfficials(t.db, (await readLegislators()).map(mapLegislator));
  folder = await mkdtemp(path.join(tmpdir(), 'short-titles-'));
  for (const file of FILES) {
    const target = path.join(folder, 'data/119/votes', file, 'data.json');
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(datasetsDir, 'congress-data/data/119/votes', file, 'data.json'), target);
  }
  expect(await importCongressData(t.db, folder, () => {})).toMatchObject({ rollCallsWritten: FILES.length, failures: [] });
  senators.yes = await senatorWho('Yes');
  senators.no = await senatorWho('No');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t?.close();
});

/** The answer as the browser receives it, checked against its shared schema. */
async function read<S extends z.ZodType>(url: string, schema: S): Promise<z.input<S>> {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  schema.parse(body);
  return body;
}

const named = ({ billNumber, title, shortTitle }: { billNumber: string; title: string; shortTitle: string | null }) => ({
  billNumber,
  title,
  shortTitle,
});

describe("a bill's short title where readers check a record", () => {
  it("an official's receipt names S. 5 the Laken Riley Act, and S.J.Res. 10 by its formal title alone", async () => {
    for (const id of [senators.yes, senators.no]) {
      const receipt = await read(`/api/officials/${id}/receipt`, scoreReceipt);
      const bills = [...receipt.counted, ...receipt.notCounted].flatMap((line) => (line.bill ? [named(line.bill)] : []));
      expect(bills).toContainEqual(S5);
      expect(bills).toContainEqual(SJRES10);
    }
  });

  it("an official's Voting History does too", async () => {
    const history = await read(`/api/officials/${senators.no}/votes`, listOfficialVotes.response);
    const bills = history.flatMap((vote) => (vote.bill ? [named(vote.bill)] : []));
    expect(bills).toContainEqual(S5);
    expect(bills).toContainEqual(SJRES10);
  });

  it('so does Compare, where the two senators differ on S. 5', async () => {
    const { bills } = await read(`/api/compare?officials=${senators.yes},${senators.no}`, comparison);
    const s5 = bills.find((bill) => bill.billNumber === 'S. 5')!;
    expect({ ...named(s5), differ: s5.differ }).toEqual({ ...S5, differ: true });
    expect(bills.map(named)).toContainEqual(SJRES10);
  });
});

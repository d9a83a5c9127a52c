// The state half of a scale run (issue 38, item 6): the real LegiScan datasets of the seven legislatures in
// datasets/legiscan, their Open States people joined to them and scored, and the 2026 state candidates, loaded
// beside the synthetic federal data, so the run measures the state lists and pages at the size the demo has
// (about 650,000 state positions). Real data, not scaled up: the ×10 is the federal part's.
import path from 'node:path';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connect.ts';
import { officials, rollCalls } from '../../src/server/db/schema.ts';
import { importLegiscan } from '../../src/server/imports/legiscan/legiscan-import.ts';
import { importOpenStatesPeople } from '../../src/server/imports/openstates-people/openstates-import.ts';
import { importStateCandidates } from '../../src/server/imports/state-candidates/state-candidates-import.ts';
import { bundledStatehouseDatasets } from '../../src/server/jobs/demo-statehouses.ts';
import { datasetsDir } from '../../src/server/platform/datasets.ts';

export type StatehouseData = { state: string; legislatorId: number; billId: number };

const quiet = () => undefined;

/** Loads the statehouses and names Minnesota's most active legislator and most voted-on bill for the endpoints. */
export async function loadStatehouses(db: Database): Promise<StatehouseData> {
  const datasets = await bundledStatehouseDatasets('all');
  for (const dataset of datasets) await importLegiscan(db, path.join(datasetsDir, 'legiscan', dataset.file), quiet);
  const states = [...new Set(datasets.map((dataset) => dataset.state))];
  await importOpenStatesPeople(db, path.join(datasetsDir, 'openstates-people', 'openstates-people-934bf09.zip'), {
    progress: quiet,
    states,
  });
  await importStateCandidates(
    db,
    'openelections',
    path.join(datasetsDir, 'candidates-2026', 'co-20260630__co__primary__county.csv'),
    quiet,
  );
  const state = 'MN';
  const [legislator] = await db
    .select({ id: officials.id })
    .from(officials)
    .where(and(eq(officials.state, state), eq(officials.level, 'state'), isNotNull(officials.chamber)))
    .orderBy(desc(officials.voteCount))
    .limit(1);
  // The state's bill with the most roll calls: the heaviest roll-call list a reader opens.
  const [bill] = await db
    .select({ id: rollCalls.billId })
    .from(rollCalls)
    .where(and(eq(rollCalls.level, 'state'), eq(rollCalls.state, state), isNotNull(rollCalls.billId)))
    .groupBy(rollCalls.billId)
    .orderBy(desc(count()), rollCalls.billId)
    .limit(1);
  return { state, legislatorId: legislator!.id, billId: bill!.id! };
}

/** The state lists and pages a scale run measures. */
export const statehouseEndpoints = (data: StatehouseData) => [
  `/api/bills?level=state&state=${data.state}`,
  `/api/officials?level=state&state=${data.state}`,
  `/api/officials/${data.legislatorId}/votes`,
  `/api/bills/${data.billId}/roll-calls`,
  '/api/candidates?office=state-legislature',
  '/api/state-races/CO-governor',
];

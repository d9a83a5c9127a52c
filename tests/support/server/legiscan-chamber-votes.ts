// A LegiScan dataset's floor votes by chamber, read straight from the archive with the importer's own readers
// and mapping (the same chamber, floor and position each row of roll_calls and roll_call_positions gets), so
// a test can scale every chamber of every dataset without importing them all.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CastVote } from '../../../src/server/analysis/roll-call-scaling.ts';
import { CsvDataset } from '../../../src/server/imports/legiscan/csv-dataset.ts';
import { datasetLayout } from '../../../src/server/imports/legiscan/dataset-layout.ts';
import { JsonDataset } from '../../../src/server/imports/legiscan/json-dataset.ts';
import { legiscanMemberKey, positionOf, stateRollCallRow } from '../../../src/server/imports/legiscan/legiscan-mapping.ts';
import { datasetsDir } from '../../../src/server/platform/datasets.ts';

/** Every dataset archive in datasets/legiscan, CSV and JSON. */
export const LEGISCAN_DATASETS = ['csv', 'json'].flatMap((format) =>
  readdirSync(path.join(datasetsDir, 'legiscan', format))
    .filter((name) => name.endsWith('.zip'))
    .map((name) => path.join(datasetsDir, 'legiscan', format, name)),
);

export type DatasetChambers = { state: string; sessionId: number; special: boolean; chambers: Map<string, CastVote[]> };

/** Each chamber's Yes and No votes on its floor roll calls (never a committee's or a joint one's). */
export async function datasetChamberVotes(file: string): Promise<DatasetChambers> {
  const layout = await datasetLayout(file);
  const reader = layout.format === 'csv' ? new CsvDataset(file, layout) : new JsonDataset(file, layout);
  const session = await reader.session();
  const party = new Map<number, string>();
  for await (const person of reader.people()) party.set(person.peopleId, person.party);
  const floorChamber = new Map<number, { key: string; chamber: string }>();
  const chambers = new Map<string, CastVote[]>();
  for await (const item of reader.rollCalls(new Set())) {
    if ('rollCall' in item) {
      const { rollCall } = item;
      if (rollCall.date === null) continue;
      const row = stateRollCallRow({ ...rollCall, date: rollCall.date }, session, undefined);
      if (row.floor && row.chamber !== 'joint') floorChamber.set(rollCall.rollCallId, { key: row.key, chamber: row.chamber });
      continue;
    }
    const floor = floorChamber.get(item.vote.rollCallId);
    const vote = positionOf(item.vote);
    const memberParty = party.get(item.vote.peopleId);
    if (!floor || memberParty === undefined || (vote !== 'Yes' && vote !== 'No')) continue;
    const cast = chambers.get(floor.chamber) ?? [];
    cast.push({ memberKey: legiscanMemberKey(item.vote.peopleId), party: memberParty, rollCallKey: floor.key, vote });
    chambers.set(floor.chamber, cast);
  }
  return { state: session.state, sessionId: session.sessionId, special: session.special, chambers };
}

// The congress-data import of the whole bundled folder (1,530 roll calls of the 119th Congress) on PGlite,
// in rows written a second (roll calls, positions, ledger votes, bills). Baseline, measured in the same
// run: a plain bulk insert of exactly the rows the import wrote into a second fresh database, with no
// files, parsing, hashing, lookups or recomputed records. Goal: the import at least half as fast.
import path from 'node:path';
import { recomputeScaling } from '../src/server/analysis/recompute-scaling.ts';
import { connectPglite, type DatabaseHandle } from '../src/server/db/connect.ts';
import { bills, rollCallPositions, rollCalls, votes } from '../src/server/db/schema.ts';
import { importCongressData } from '../src/server/imports/congress-data/congress-data-import.ts';
import { mapLegislator, readLegislators } from '../src/server/imports/legislators/legislators-mapping.ts';
import { datasetsDir } from '../src/server/platform/datasets.ts';
import { insertOfficials } from '../src/server/repositories/import-officials.ts';
import { bulkInsert } from './bulk-insert.ts';

async function withOfficials(): Promise<DatabaseHandle> {
  const handle = connectPglite();
  await handle.migrate();
  await insertOfficials(handle.db, (await readLegislators()).map(mapLegislator));
  return handle;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));

export async function benchCongressDataImport() {
  const imported = await withOfficials();
  const folder = path.join(datasetsDir, 'congress-data');
  let start = performance.now();
  const result = await importCongressData(imported.db, folder, () => undefined);
  const importMs = performance.now() - start;
  start = performance.now();
  const rerun = await importCongressData(imported.db, folder, () => undefined);
  const rerunMs = performance.now() - start;
  // The import ends by placing every member and inferring bill scores; timed again here on its own.
  start = performance.now();
  await recomputeScaling(imported.db);
  const scalingMs = performance.now() - start;

  const rows = {
    bills: await imported.db.select().from(bills),
    rollCalls: await imported.db.select().from(rollCalls),
    positions: await imported.db.select().from(rollCallPositions),
    votes: await imported.db.select().from(votes),
  };
  await imported.close();
  const total = rows.bills.length + rows.rollCalls.length + rows.positions.length + rows.votes.length;

  const plain = await withOfficials();
  start = performance.now();
  await bulkInsert(
    plain.db,
    'bills',
    {
      id: 'int',
      bill_number: 'text',
      title: 'text',
      summary: 'text',
      status: 'text',
      level: 'text',
      progressive_score: 'int',
      progressive_analysis: 'text',
      score_source: 'text',
      source_key: 'text',
    },
    rows.bills.map((b) => ({
      id: b.id,
      bill_number: b.billNumber,
      title: b.title,
      summary: b.summary,
      status: b.status,
      level: b.level,
      progressive_score: b.progressiveScore,
      progressive_analysis: b.progressiveAnalysis,
      score_source: b.scoreSource,
      source_key: b.sourceKey,
    })),
  );
  await bulkInsert(
    plain.db,
    'roll_calls',
    {
      id: 'int',
      key: 'text',
      chamber: 'text',
      congress: 'int',
      session: 'int',
      number: 'int',
      question: 'text',
      result: 'text',
      kind: 'text',
      bill_id: 'int',
      voted_at: 'timestamptz',
      source_url: 'text',
      party_tally: 'jsonb',
      members_recorded: 'boolean',
      source_hash: 'text',
    },
    rows.rollCalls.map((r) => ({
      id: r.id,
      key: r.key,
      chamber: r.chamber,
      congress: r.congress,
      session: r.session,
      number: r.number,
      question: r.question,
      result: r.result,
      kind: r.kind,
      bill_id: r.billId,
      voted_at: r.votedAt,
      source_url: r.sourceUrl,
      party_tally: JSON.stringify(r.partyTally),
      members_recorded: r.membersRecorded,
      source_hash: r.sourceHash,
    })),
  );
  await bulkInsert(
    plain.db,
    'roll_call_positions',
    { roll_call_id: 'int', member_key: 'text', name: 'text', party: 'text', state: 'text', position: 'text', official_id: 'int' },
    rows.positions.map((p) => ({
      roll_call_id: p.rollCallId,
      member_key: p.memberKey,
      name: p.name,
      party: p.party,
      state: p.state,
      position: p.position,
      official_id: p.officialId,
    })),
  );
  await bulkInsert(
    plain.db,
    'votes',
    { official_id: 'int', bill_id: 'int', vote: 'text', roll_call: 'text', voted_at: 'timestamptz' },
    rows.votes.map((v) => ({ official_id: v.officialId, bill_id: v.billId, vote: v.vote, roll_call: v.rollCall, voted_at: v.votedAt })),
  );
  const plainMs = performance.now() - start;
  await plain.close();

  console.log(
    `congress-data import: ${result.files} files, ${total} rows (${rows.positions.length} positions, ${rows.votes.length} ledger votes) (PGlite)`,
  );
  console.log(`  import, whole folder:                 ${seconds(importMs)}, ${rate(total, importMs)} rows/s`);
  console.log(`  baseline, plain bulk insert of them:  ${seconds(plainMs)}, ${rate(total, plainMs)} rows/s`);
  console.log(`  import at ${((plainMs / importMs) * 100).toFixed(0)}% of the baseline's rate (goal: 50%)`);
  console.log(`  second run: ${seconds(rerunMs)}, ${rerun.message}`);
  console.log(`  the roll-call scaling of both chambers and the inferred bill scores: ${seconds(scalingMs)} (part of the import's time)`);
}

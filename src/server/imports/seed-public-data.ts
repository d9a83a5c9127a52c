// Demo seed of public data: the 537 sitting members of Congress from the bundled legislators dataset,
// then real federal bills and roll calls by running the SAME importers over the recorded responses in
// fixtures/ (a transport answers from files instead of the network). Idempotent: a second run adds nothing.
//
// Bills: the two with a recorded bill endpoint, and every bill of the recorded Congress.gov list pages,
// with the numbers, titles and latest actions the lists give (no introduced date: lists do not give it).
// Roll calls: every recorded one the importers read, each kept with its tally and positions; only the
// passage votes among them reach the score ledger (docs/decisions/0131-roll-calls.md). Then the scaling places
// the members and infers the scores of passage votes (docs/decisions/0205-roll-call-scaling.md).
// Then every roll call of the 119th Congress from datasets/congress-data (seedCongressData, the congress-data
// import), which finds the recorded roll calls above by key, completes them, and scales again.
// Left out: fixtures/unitedstates-congress/ (a 2013 Senate vote of the 113th Congress in the congress
// scraper's format; the demo is of the 119th) and fixtures/house-clerk/ (a Clerk XML excerpt with 8 of its
// 440 members, in a format no importer reads; the House import reads Congress.gov).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { recomputeScaling } from '../analysis/recompute-scaling.ts';
import type { Database } from '../db/connect.ts';
import { bills } from '../db/schema.ts';
import { datasetsDir } from '../platform/datasets.ts';
import { insertBills } from '../repositories/import-bills.ts';
import { type CongressBillFacts, federalBillKey, mapCongressBill } from './congress/bill-mapping.ts';
import { billListBody, type CongressApi, fetchBillFacts, listedBillFacts } from './congress/bills-client.ts';
import { type CongressDataResult, importCongressData } from './congress-data/congress-data-import.ts';
import { fixturesDir } from './fixtures/fixture-routes.ts';
import { createFixtureTransport, fixtureBaseUrls } from './fixtures/fixture-transport.ts';
import { createHttpClient, type HttpClient } from './http/http-client.ts';
import { billItemKey, importFederalBills } from './legislation-import.ts';
import { bundledLegislatorsFolder, importLegislatorsFolder } from './legislators/contact-import.ts';
import { mapLegislator, readLegislators } from './legislators/legislators-mapping.ts';
import { insertMembersOnRecord } from './members-on-record.ts';
import { type RunTracker, recordedSeed } from './run-recorder.ts';
import { emptyTally, importHouseVotes, importSenateVotes } from './votes-import.ts';

/** The recorded bills and roll calls (fixtures/README.md): 119th Congress, 1st session for votes. */
export const SEED_BILLS = [
  { congress: 117, type: 'hr', number: '3076' },
  { congress: 117, type: 'hr', number: '21' },
];
export const SEED_BILL_LISTS = [
  'ck_bill_list.json',
  'ck_bill_118_list.json',
  'loc-sample_bill.json',
  'loc-sample_bill_117.json',
  'loc-sample_bill_117_hr.json',
];
export const SEED_HOUSE_ROLL_CALLS = [2, 17, 240, 245];
export const SEED_SENATE_VOTES = [1, 2, 3, 7, 8];
const OFFICIALS_PER_TRANSACTION = 100;

/** Members, bills and roll calls, each a run on record started by the seed (imports/run-recorder.ts). */
export async function seedPublicData(db: Database): Promise<void> {
  await recordedSeed(db, 'members', (run) => seedMembers(db, run));
  // Recorded files never fail transiently: no retries, no waiting.
  const http = createHttpClient({ transport: createFixtureTransport(), retries: 0 });
  const congressApi = { url: fixtureBaseUrls.congress, apiKey: 'fixture' };
  await recordedSeed(db, 'legislation', async (run) => {
    const recorded = await importFederalBills(db, http, congressApi, { bills: SEED_BILLS }, run, undefined);
    const listed = await seedListedBills(db, http, congressApi, run);
    return {
      message: `The recorded Congress.gov bills (fixtures/congress-gov): ${recorded.added + listed.added} added, ${recorded.skipped + listed.skipped} already present.`,
    };
  });
  await recordedSeed(db, 'votes', async (run) => {
    const source = { db, http, congressApi, senateUrl: fixtureBaseUrls.senate, congress: 119, session: 1, progress: () => undefined, run };
    const tally = emptyTally();
    await importHouseVotes(source, SEED_HOUSE_ROLL_CALLS, tally);
    await importSenateVotes(source, SEED_SENATE_VOTES, tally);
    if (tally.failures.length) throw new Error(`Demo seed of roll calls failed: ${tally.failures.join('; ')}`);
    await recomputeScaling(db);
    return {
      message: `The recorded House and Senate roll calls (fixtures/): ${SEED_HOUSE_ROLL_CALLS.length + SEED_SENATE_VOTES.length} read, ${tally.votesAdded} votes added.`,
    };
  });
}

/** The sitting members of the bundled congress-legislators dataset, each counted on the run, then their contact details. */
async function seedMembers(db: Database, run: RunTracker) {
  const people = (await readLegislators()).map(mapLegislator);
  await run.addTotal(people.length);
  let added = 0;
  for (let i = 0; i < people.length; i += OFFICIALS_PER_TRANSACTION) {
    const rows = people.slice(i, i + OFFICIALS_PER_TRANSACTION);
    const result = await insertMembersOnRecord(db, rows, run);
    added += result.added;
  }
  await importLegislatorsFolder(db, bundledLegislatorsFolder);
  return {
    message: `The sitting members of Congress from the bundled congress-legislators dataset: ${added} added, with their contact details.`,
  };
}

/**
 * Every bill of the recorded lists once (several pages list the same bills), completed from its endpoint where
 * recorded, each counted on the run: its record must not read '2 added' beside the 61 bills it wrote.
 */
async function seedListedBills(db: Database, http: HttpClient, congressApi: CongressApi, run: RunTracker) {
  const listed = new Map<string, CongressBillFacts>();
  for (const file of SEED_BILL_LISTS) {
    const body = billListBody.parse(JSON.parse(await readFile(path.join(fixturesDir, 'congress-gov', file), 'utf8')));
    for (const facts of listedBillFacts(body)) {
      const key = federalBillKey(facts.congress, facts.type, facts.number);
      if (!listed.has(key)) listed.set(key, facts);
    }
  }
  const rows = [];
  for (const facts of listed.values()) rows.push(mapCongressBill((await fetchBillFacts(http, congressApi, facts)) ?? facts));
  const keys = [...listed.keys()];
  const held = new Set((await db.select({ key: bills.sourceKey }).from(bills).where(inArray(bills.sourceKey, keys))).map((row) => row.key));
  await run.addTotal(rows.length);
  const result = await insertBills(db, rows);
  await run.items(
    [...listed].map(([key, facts]) => ({ key: billItemKey(facts), outcome: held.has(key) ? ('unchanged' as const) : ('added' as const) })),
  );
  return result;
}

/** Every roll call of the 119th Congress in the congress scraper's format (datasets/README.md, "congress-data/"). */
const CONGRESS_DATA = path.join(datasetsDir, 'congress-data');

/** The digest of the bundled folder's SHA256SUMS: it changes exactly when one of the files does. */
export async function bundledCongressDataDigest(): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path.join(CONGRESS_DATA, 'SHA256SUMS')))
    .digest('hex');
}

export function seedCongressData(db: Database, progress: (line: string) => void): Promise<CongressDataResult> {
  return recordedSeed(db, 'congress-data', () => importCongressData(db, CONGRESS_DATA, progress));
}

// Demo seed of public data: the 537 sitting members of Congress from the bundled legislators dataset,
// then real federal bills and roll calls by running the SAME importers over the recorded responses in
// fixtures/ (a transport answers from files instead of the network). Idempotent: a second run adds nothing.
import type { Database } from '../db/connect.ts';
import { insertOfficials } from '../repositories/import-officials.ts';
import { createHttpClient } from './http/http-client.ts';
import { createFixtureTransport, fixtureBaseUrls } from './fixtures/fixture-transport.ts';
import { importFederalBills } from './legislation-import.ts';
import { mapLegislator, readLegislators } from './legislators/legislators-mapping.ts';
import { emptyTally, importHouseVotes, importSenateVotes } from './votes-import.ts';

/** The recorded bills and roll calls (fixtures/README.md): 119th Congress, 1st session for votes. */
export const SEED_BILLS = [
  { congress: 117, type: 'hr', number: '3076' },
  { congress: 117, type: 'hr', number: '21' },
];
export const SEED_HOUSE_ROLL_CALLS = [2, 17, 240, 245];
export const SEED_SENATE_VOTES = [1, 2, 3, 7, 8];
const OFFICIALS_PER_TRANSACTION = 100;

export async function seedPublicData(db: Database): Promise<void> {
  const people = (await readLegislators()).map(mapLegislator);
  for (let i = 0; i < people.length; i += OFFICIALS_PER_TRANSACTION) {
    await insertOfficials(db, people.slice(i, i + OFFICIALS_PER_TRANSACTION));
  }

  // Recorded files never fail transiently: no retries, no waiting.
  const http = createHttpClient({ transport: createFixtureTransport(), retries: 0 });
  const congressApi = { url: fixtureBaseUrls.congress, apiKey: 'fixture' };
  await importFederalBills(db, http, congressApi, { bills: SEED_BILLS }, undefined);

  const source = { db, http, congressApi, senateUrl: fixtureBaseUrls.senate, congress: 119, session: 1, progress: () => undefined };
  const tally = emptyTally();
  await importHouseVotes(source, SEED_HOUSE_ROLL_CALLS, tally);
  await importSenateVotes(source, SEED_SENATE_VOTES, tally);
  if (tally.failures.length) throw new Error(`Demo seed of roll calls failed: ${tally.failures.join('; ')}`);
}
